import { pageQuerySchema } from "@eos/contracts";
import { z } from "zod";

const id = z.coerce.number().int().positive();
const mobile = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, "a mobile number");

/** How a parent is related to a child; the import also writes "guardian" for rows without a relation. */
export const relations = ["father", "mother", "grandfather", "grandmother", "guardian", "other"] as const;
export type Relation = (typeof relations)[number];

export const parentQuery = pageQuerySchema.extend({
  orgId: id.optional().describe("a class or grade: parents with a child there"),
});
export type ParentQuery = z.infer<typeof parentQuery>;

export const parentChildSchema = z.object({
  id: z.number(),
  name: z.string(),
  studentNo: z.string(),
  classId: z.number(),
  className: z.string(),
  relation: z.string(),
});

export const parentItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  account: z.string().nullable(),
  children: z.array(parentChildSchema),
  createdAt: z.string(),
});
export type ParentItem = z.infer<typeof parentItemSchema>;

export const parentSaveBody = z.object({
  id: id.optional(),
  name: z.string().trim().min(1).max(30),
  phone: mobile,
});

export const parentLinkBody = z.object({
  parentId: id,
  studentId: id,
  relation: z.enum(relations),
});

export const parentUnlinkBody = z.object({ parentId: id, studentId: id });

export const parentIdQuery = z.object({ id });

export const studentParentsQuery = z.object({ studentId: id });

export const studentParentSchema = z.object({
  id: z.number(),
  name: z.string(),
  phone: z.string(),
  relation: z.string(),
});
