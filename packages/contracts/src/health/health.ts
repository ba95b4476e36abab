import { z } from "zod";
import { pageQuerySchema } from "../paging.ts";

/**
 * Morning health checks (issue 20, App centre `/temperature/api/...`): a record per student and day of the
 * temperature and symptoms, stored only with the guardian's health consent; records over the school's
 * thresholds raise alerts; old records are rolled into daily aggregates and deleted after the retention.
 */
export const healthSymptoms = [
  "cough",
  "soreThroat",
  "fever",
  "headache",
  "vomiting",
  "diarrhoea",
  "rash",
  "other",
] as const;
export const healthSymptomSchema = z.enum(healthSymptoms);
export type HealthSymptom = z.infer<typeof healthSymptomSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "YYYY-MM-DD");
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** °C, 34.0–43.0, one decimal at most. */
export const temperatureSchema = z.coerce
  .number()
  .min(34)
  .max(43)
  .refine((t) => Math.abs(Math.round(t * 10) - t * 10) < 1e-6, "one decimal at most");

export const healthRecordInputSchema = z.object({
  studentId: id,
  temperature: temperatureSchema,
  symptoms: z.array(healthSymptomSchema).max(healthSymptoms.length).default([]),
  note: z.string().trim().max(200).default(""),
});
export type HealthRecordInput = z.output<typeof healthRecordInputSchema>;

/** One class's morning check on a day (today by default), every record checked on its own. */
export const healthSaveBatchSchema = z.object({
  classId: id,
  day: day.optional(),
  records: z.array(healthRecordInputSchema).min(1).max(200),
});
export type HealthSaveBatch = z.output<typeof healthSaveBatchSchema>;

export const healthSaveResultSchema = z.object({
  day: z.string(),
  stored: z.number(),
  refused: z.number(),
  alerts: z.number(),
  results: z.array(
    z.object({
      studentId: z.number(),
      status: z.enum(["stored", "refused"]),
      /** Why it was refused (the consent ledger's message), null when stored. */
      reason: z.string().nullable(),
      /** Whether the stored record is over the school's thresholds (an alert was raised). */
      alert: z.boolean(),
    }),
  ),
});
export type HealthSaveResult = z.infer<typeof healthSaveResultSchema>;

export const healthRecordSchema = z.object({
  studentId: z.number(),
  name: z.string(),
  studentNo: z.string(),
  classId: z.number(),
  className: z.string(),
  day: z.string(),
  temperature: z.number(),
  symptoms: z.array(healthSymptomSchema),
  note: z.string(),
  recordedBy: z.number(),
  recordedByName: z.string(),
  recordedAt: z.string(),
  /** Over the school's thresholds as they are now. */
  overThreshold: z.boolean(),
});
export type HealthRecord = z.infer<typeof healthRecordSchema>;

/** A class + day, or a student + range (both days inclusive), paged. */
export const healthListQuerySchema = pageQuerySchema.extend({
  classId: id.optional(),
  studentId: id.optional(),
  day: day.optional(),
  from: day.optional(),
  to: day.optional(),
  /** Only records over the thresholds. */
  over: z.enum(["0", "1"]).optional(),
});
export type HealthListQuery = z.output<typeof healthListQuerySchema>;

export const healthExportQuerySchema = healthListQuerySchema.omit({ page: true, size: true });
export type HealthExportQuery = z.output<typeof healthExportQuerySchema>;

/** A class's students on a day with their record, for recording on the phone. */
export const healthRosterQuerySchema = z.object({ classId: id, day: day.optional() });
export const healthRosterSchema = z.object({
  day: z.string(),
  today: z.string(),
  classId: z.number(),
  className: z.string(),
  students: z.array(
    z.object({
      studentId: z.number(),
      name: z.string(),
      studentNo: z.string(),
      /** The guardian has given health consent: records are accepted. */
      consent: z.boolean(),
      recorded: z.boolean(),
      /** The day's record, shown only to those who may see health data (null otherwise). */
      record: z
        .object({
          temperature: z.number(),
          symptoms: z.array(healthSymptomSchema),
          note: z.string(),
          recordedAt: z.string(),
        })
        .nullable(),
    }),
  ),
});
export type HealthRoster = z.infer<typeof healthRosterSchema>;

export const healthAlertStateSchema = z.enum(["unhandled", "handled", "all"]);
export const healthAlertQuerySchema = pageQuerySchema.extend({
  state: healthAlertStateSchema.default("unhandled"),
  classId: id.optional(),
  day: day.optional(),
});
export type HealthAlertQuery = z.output<typeof healthAlertQuerySchema>;

export const healthAlertSchema = z.object({
  id: z.number(),
  studentId: z.number(),
  name: z.string(),
  classId: z.number(),
  className: z.string(),
  day: z.string(),
  temperature: z.number(),
  symptoms: z.array(healthSymptomSchema),
  createdAt: z.string(),
  /** The latest check of the day after the alert was raised (null: none yet); normal or not, by the thresholds. */
  recheck: z
    .object({
      temperature: z.number(),
      symptoms: z.array(healthSymptomSchema),
      at: z.string(),
      normal: z.boolean(),
    })
    .nullable(),
  handled: z.boolean(),
  handledAt: z.string().nullable(),
  handledByName: z.string().nullable(),
  handledNote: z.string().nullable(),
});
export type HealthAlert = z.infer<typeof healthAlertSchema>;

export const healthAlertHandleSchema = z.object({ id, note: z.string().trim().min(1).max(200) });

/**
 * A school's thresholds and retention. retentionDays null: the default rule, records kept until the end of
 * their school year (the school's years; 31 August without one) and one year more; a number: records older than that many days are deleted.
 */
export const healthSettingSchema = z.object({
  feverAt: z.number(),
  alertSymptoms: z.array(healthSymptomSchema),
  retentionDays: z.number().nullable(),
});
export type HealthSetting = z.infer<typeof healthSettingSchema>;

export const healthSettingInputSchema = z.object({
  feverAt: temperatureSchema.refine((t) => t >= 36 && t <= 40, "36.0–40.0"),
  alertSymptoms: z.array(healthSymptomSchema).max(healthSymptoms.length),
  retentionDays: z.coerce.number().int().min(30).max(3650).nullable(),
});

const classRef = z.object({ classId: z.number(), className: z.string(), leader: z.boolean() });

/** GET /temperature/api/user/getBaseInfo: the temperature app's start. */
export const healthBaseInfoSchema = z.object({
  user: z.object({ id: z.number(), name: z.string(), userType: z.number() }),
  school: z.object({ id: z.number(), name: z.string() }),
  today: z.string(),
  setting: healthSettingSchema,
  mayRecord: z.boolean(),
  /** May see health data beyond the classes they lead (health.view, administrators). */
  mayView: z.boolean(),
  classes: z.array(classRef),
  /** A parent's children: today's record where the guardian has given consent. */
  children: z.array(
    z.object({
      studentId: z.number(),
      name: z.string(),
      className: z.string().nullable(),
      consent: z.boolean(),
      today: healthRecordSchema.nullable(),
    }),
  ),
});
export type HealthBaseInfo = z.infer<typeof healthBaseInfoSchema>;

/** The school's board for a day: checked and fever counts by class. */
export const healthBoardSchema = z.object({
  day: z.string(),
  classes: z.array(
    z.object({
      classId: z.number(),
      className: z.string(),
      students: z.number(),
      checked: z.number(),
      fever: z.number(),
      symptoms: z.number(),
    }),
  ),
  unhandledAlerts: z.number(),
});
export type HealthBoard = z.infer<typeof healthBoardSchema>;
