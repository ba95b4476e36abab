import { type HealthSetting, type HealthSymptom, healthSymptoms } from "@eos/contracts";
import type { Db } from "../../platform/db/client.ts";
import { settingRowOf, upsertSetting } from "./health.store.ts";

/** The default thresholds: 37.3 °C, and these symptoms whatever the temperature. */
export const DEFAULT_FEVER_AT = 373;
export const DEFAULT_ALERT_SYMPTOMS: HealthSymptom[] = ["fever", "vomiting", "diarrhoea", "rash"];

/** Thresholds in tenths of a degree, as stored and compared. */
export type Thresholds = { feverAt: number; alertSymptoms: string[]; retentionDays: number | null };

export const thresholdsOf = async (db: Db, schoolId: number): Promise<Thresholds> => {
  const row = await settingRowOf(db, schoolId);
  return {
    feverAt: row?.feverAt ?? DEFAULT_FEVER_AT,
    alertSymptoms: row?.alertSymptoms ?? DEFAULT_ALERT_SYMPTOMS,
    retentionDays: row?.retentionDays ?? null,
  };
};

export const settingView = (t: Thresholds): HealthSetting => ({
  feverAt: t.feverAt / 10,
  alertSymptoms: healthSymptoms.filter((s) => t.alertSymptoms.includes(s)),
  retentionDays: t.retentionDays,
});

export const isOver = (t: Thresholds, temperature: number, symptoms: readonly string[]) =>
  temperature >= t.feverAt || symptoms.some((s) => t.alertSymptoms.includes(s));

export const saveSetting = async (
  db: Db,
  schoolId: number,
  input: { feverAt: number; alertSymptoms: HealthSymptom[]; retentionDays: number | null },
  at: Date,
): Promise<HealthSetting> => {
  await upsertSetting(db, {
    schoolId,
    feverAt: Math.round(input.feverAt * 10),
    alertSymptoms: [...new Set(input.alertSymptoms)],
    retentionDays: input.retentionDays,
    at,
  });
  return settingView(await thresholdsOf(db, schoolId));
};
