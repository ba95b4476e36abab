import { pageQuerySchema } from "@eos/contracts";

export { studentItemSchema, teacherItemSchema } from "@eos/contracts";

import { z } from "zod";
import { idList } from "./org.schemas.ts";

const accountName = z.string().regex(/^[A-Za-z0-9]{3,12}$/, "3 to 12 letters or digits");
const mobile = z.string().regex(/^1[3-9]\d{9}$/, "a mobile number");
const gender = z.coerce.number().int().min(1).max(2).describe("1 male, 2 female");
const flag = z.preprocess(
  (v) => (v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : v),
  z.boolean(),
);

/** Optional on save: left out keeps the stored number, "" removes it; checked by the service (GB 11643). */
const idCard = z.string().trim().max(30).optional().describe('ID card number; "" removes it');

export const peopleQuery = pageQuerySchema.extend({
  orgId: z.coerce.number().int().positive().optional().describe("a class, grade or department"),
});

export const teacherSaveBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string().trim().min(1).max(30),
  gender: gender.optional(),
  phone: z.union([mobile, z.literal("")]).optional(),
  subject: z.string().trim().max(20).optional(),
  isAdmin: flag.optional(),
  account: accountName,
  idCard,
});

export const studentSaveBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z.string().trim().min(1).max(30),
  gender: gender.optional(),
  studentNo: z.string().regex(/^[A-Za-z0-9-]{1,20}$/, "letters, digits or -"),
  classId: z.coerce.number().int().positive(),
  account: accountName,
  idCard,
});

export const idsBody = z.object({ ids: idList });
