import { z } from "zod";

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** What a one-card device stands at: a school gate, a canteen till, a classroom reader. */
export const deviceKinds = ["gate", "canteen", "classroom"] as const;
export type DeviceKind = (typeof deviceKinds)[number];

/** The prefix of a device key (`Authorization: Bearer eosd_…`), which tells it apart from a person's token. */
export const DEVICE_KEY_PREFIX = "eosd_";

/** A device as the administrators' list shows it: never its key, only the key's first characters. */
export const onecardDeviceSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(deviceKinds),
  place: z.string(),
  keyHint: z.string().describe("the key's first characters, to tell keys apart"),
  revoked: z.boolean(),
  lastSeenAt: z.string().nullable(),
  events: z.number().describe("events stored from this device"),
  badInput: z.number().describe("refused batches and invalid events from this device"),
  createdAt: z.string(),
});
export type OnecardDevice = z.infer<typeof onecardDeviceSchema>;

export const onecardDeviceInputSchema = z.object({
  name: z.string().trim().min(1).max(60),
  kind: z.enum(deviceKinds),
  place: z.string().trim().max(100).default(""),
});
export type OnecardDeviceInput = z.output<typeof onecardDeviceInputSchema>;

/** A new device or a re-issued key: the key is in this answer only, never again. */
export const deviceKeyIssuedSchema = z.object({ id: z.number(), key: z.string() });
export type DeviceKeyIssued = z.infer<typeof deviceKeyIssuedSchema>;

/** One card reading from a device: its own event id, the card, when. */
export const signinEventSchema = z.object({
  eventId: z.string().trim().min(1).max(64),
  cardNo: z.string().trim().min(1).max(32),
  at: z.iso.datetime({ offset: true }),
});
export type SigninEvent = z.infer<typeof signinEventSchema>;

/** One canteen payment: the amount and the balance after it in fen (1/100 yuan), where. */
export const consumeEventSchema = signinEventSchema.extend({
  amount: z.number().int().min(0).max(10_000_000),
  balance: z.number().int().min(-10_000_000).max(100_000_000).nullable().optional(),
  place: z.string().trim().max(100).optional(),
});
export type ConsumeEvent = z.infer<typeof consumeEventSchema>;

export const MAX_BATCH = 500;

/** What happened to each event of a batch, in the batch's order. */
export const eventResults = ["stored", "duplicate", "unknownCard", "invalid"] as const;
export const eventResultSchema = z.object({
  eventId: z.string(),
  result: z.enum(eventResults),
  reason: z.string().optional(),
});
export type EventResult = z.infer<typeof eventResultSchema>;
export const batchResultSchema = z.object({ results: z.array(eventResultSchema) });
export type BatchResult = z.infer<typeof batchResultSchema>;

/** A card number linked to a student. */
export const onecardCardSchema = z.object({
  cardNo: z.string(),
  studentId: z.number(),
  studentName: z.string(),
  studentNo: z.string(),
  className: z.string(),
  gradeName: z.string(),
});
export type OnecardCard = z.infer<typeof onecardCardSchema>;

/** A card no student holds yet, seen by the devices: never dropped, waiting for an administrator to link it. */
export const unknownCardSchema = z.object({
  cardNo: z.string(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  events: z.number(),
  deviceName: z.string().nullable(),
});
export type UnknownCard = z.infer<typeof unknownCardSchema>;

export const cardLinkInputSchema = z.object({
  cardNo: z.string().trim().min(1).max(32),
  studentId: id,
});
export const cardLinkResultSchema = z.object({
  /** Stored events of the card that now name the student. */
  events: z.number(),
  /** Of them, the sign-ins handed to attendance again. */
  signins: z.number(),
});
export type CardLinkResult = z.infer<typeof cardLinkResultSchema>;

export const consumeQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(200).default(20),
  from: day,
  to: day,
  classId: id.optional(),
  keyword: z.string().trim().max(100).optional(),
});
export type ConsumeQuery = z.output<typeof consumeQuerySchema>;

/** One canteen payment as the administrators' list shows it. */
export const consumeRowSchema = z.object({
  id: z.number(),
  at: z.string(),
  cardNo: z.string(),
  studentId: z.number().nullable(),
  studentName: z.string().nullable(),
  className: z.string().nullable(),
  amount: z.number(),
  balance: z.number().nullable(),
  place: z.string(),
  deviceName: z.string(),
});
export type ConsumeRow = z.infer<typeof consumeRowSchema>;
export const consumePageSchema = z.object({
  list: z.array(consumeRowSchema),
  total: z.number(),
  page: z.number(),
  size: z.number(),
  /** The period's (and filter's) total amount in fen. */
  amount: z.number(),
});
export type ConsumePage = z.infer<typeof consumePageSchema>;
