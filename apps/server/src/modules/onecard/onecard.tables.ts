import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAtColumn, schoolIdColumn } from "../school/school.tables.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A school's one-card device (a gate, a canteen till, a classroom reader). Its key (`eosd_<school>.<random>`) is
 * shown once and kept only as its SHA-256 (`key_hash`): the device API finds the device by the school the key
 * names and the hash. `events` and `bad_input` are the device's counters for the administrators' list.
 */
export const onecardDevice = pgTable(
  "onecard_device",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    place: text("place").notNull().default(""),
    keyHash: text("key_hash").notNull(),
    keyHint: text("key_hint").notNull(),
    revokedAt: at("revoked_at"),
    lastSeenAt: at("last_seen_at"),
    events: bigint("events", { mode: "number" }).notNull().default(0),
    badInput: bigint("bad_input", { mode: "number" }).notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex("onecard_device_key_uq").on(t.schoolId, t.keyHash),
  ],
);

/** A card number of the school and the student who holds it (SPEC's "attendance card number"). */
export const onecardCard = pgTable(
  "onecard_card",
  {
    schoolId: schoolIdColumn(),
    cardNo: text("card_no").notNull(),
    studentId: bigint("student_id", { mode: "number" }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.cardNo] }),
    index("onecard_card_student_idx").on(t.schoolId, t.studentId),
  ],
);

/**
 * A card the devices read that no student held at the time: listed for the administrators until linked. Its
 * events are stored all the same (student_id null); linking the card fills them in.
 */
export const onecardUnknownCard = pgTable(
  "onecard_unknown_card",
  {
    schoolId: schoolIdColumn(),
    cardNo: text("card_no").notNull(),
    firstSeenAt: at("first_seen_at").notNull(),
    lastSeenAt: at("last_seen_at").notNull(),
    events: integer("events").notNull(),
    lastDeviceId: bigint("last_device_id", { mode: "number" }),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.cardNo] })],
);

/** One card sign-in from a device; (device, the device's own event id) once, so a retried batch adds nothing. */
export const onecardSignin = pgTable(
  "onecard_signin",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    deviceId: bigint("device_id", { mode: "number" }).notNull(),
    eventId: text("event_id").notNull(),
    cardNo: text("card_no").notNull(),
    studentId: bigint("student_id", { mode: "number" }),
    at: at("at").notNull(),
    receivedAt: at("received_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex("onecard_signin_event_uq").on(t.schoolId, t.deviceId, t.eventId),
    index("onecard_signin_time_idx").on(t.schoolId, t.at),
    index("onecard_signin_unlinked_idx").on(t.schoolId, t.cardNo).where(sql`${t.studentId} is null`),
  ],
);

/**
 * The stored sign-ins not derived yet (attendance, the unknown cards' list): one row per acknowledged batch, its
 * sign-ins' ids, written by the statement that stores the batch and deleted by the deriver
 * (signin-derive.service.ts) in the transaction that derives them. A row per batch, not a flag per sign-in: an
 * update of every stored sign-in doubled the writes of the acknowledged path.
 */
export const onecardSigninPending = pgTable(
  "onecard_signin_pending",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    signinIds: bigint("signin_ids", { mode: "number" }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.id] })],
);

/** One canteen payment from a device: amount and balance in fen. */
export const onecardConsume = pgTable(
  "onecard_consume",
  {
    schoolId: schoolIdColumn(),
    id: bigint("id", { mode: "number" }).notNull().generatedByDefaultAsIdentity(),
    deviceId: bigint("device_id", { mode: "number" }).notNull(),
    eventId: text("event_id").notNull(),
    cardNo: text("card_no").notNull(),
    studentId: bigint("student_id", { mode: "number" }),
    at: at("at").notNull(),
    amount: integer("amount").notNull(),
    balance: integer("balance"),
    place: text("place").notNull().default(""),
    receivedAt: at("received_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.schoolId, t.id] }),
    uniqueIndex("onecard_consume_event_uq").on(t.schoolId, t.deviceId, t.eventId),
    index("onecard_consume_time_idx").on(t.schoolId, t.at),
    index("onecard_consume_unlinked_idx").on(t.schoolId, t.cardNo).where(sql`${t.studentId} is null`),
  ],
);
