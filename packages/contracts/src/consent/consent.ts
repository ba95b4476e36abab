import { z } from "zod";
import { pageQuerySchema } from "../paging.ts";

/**
 * A guardian's consent per student and kind of sensitive personal data of a minor (PIPL: health, location and
 * face data need a guardian's separate consent). The ledger keeps every give and withdraw; the latest decides.
 */
export const consentKinds = ["health", "location", "face"] as const;
export const consentKindSchema = z.enum(consentKinds);
export type ConsentKind = z.infer<typeof consentKindSchema>;

/** given: the latest decision gave consent; withdrawn: it took consent back; none: no decision yet. */
export const consentStateSchema = z.enum(["given", "withdrawn", "none"]);
export type ConsentState = z.infer<typeof consentStateSchema>;

export const consentItemSchema = z.object({
  kind: consentKindSchema,
  state: consentStateSchema,
  /** When the latest decision was made (ISO), null when none. */
  at: z.string().nullable(),
  /** Who made it (the guardian's name), null when none. */
  byName: z.string().nullable(),
});
export type ConsentItem = z.infer<typeof consentItemSchema>;

/** One child of the signed-in guardian with the state of each kind. */
export const childConsentSchema = z.object({
  studentId: z.number(),
  name: z.string(),
  className: z.string().nullable(),
  items: z.array(consentItemSchema),
});
export type ChildConsent = z.infer<typeof childConsentSchema>;

export const consentChangeInputSchema = z.object({
  studentId: z.coerce.number().int().positive(),
  kind: consentKindSchema,
});
export type ConsentChangeInput = z.infer<typeof consentChangeInputSchema>;

export const consentEventSchema = z.object({
  id: z.number(),
  kind: consentKindSchema,
  action: z.enum(["give", "withdraw"]),
  at: z.string(),
  byName: z.string(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

export const consentPageQuerySchema = pageQuerySchema.extend({
  kind: consentKindSchema.default("health"),
  state: consentStateSchema.optional(),
  classId: z.coerce.number().int().positive().optional(),
});
export type ConsentPageQuery = z.infer<typeof consentPageQuerySchema>;

/** A student of the school with the state of one kind (the administrators' list). */
export const consentRowSchema = z.object({
  studentId: z.number(),
  name: z.string(),
  studentNo: z.string().nullable(),
  className: z.string().nullable(),
  state: consentStateSchema,
  at: z.string().nullable(),
  byName: z.string().nullable(),
});
export type ConsentRow = z.infer<typeof consentRowSchema>;
