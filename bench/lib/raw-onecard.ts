import type { BenchDatabase } from "./database.ts";

/**
 * The baseline of bench/onecard-rush.bench.ts: the same sign-in rows written by hand, one multi-row INSERT per
 * batch (the unique (school, device, event) index skips a retried event, as EOS's does), in one transaction per
 * batch, on the same driver and pool size; no HTTP, no key check, no card look-up, no validation.
 */
export type RawSignin = { eventId: string; cardNo: string; studentId: number | null; at: string };

export const RAW_SIGNIN_COLUMNS = "(school_id, device_id, event_id, card_no, student_id, at)";

export const rawInsertBatch = async (
  db: BenchDatabase,
  schoolId: number,
  deviceId: number,
  rows: RawSignin[],
): Promise<number> => {
  const params: unknown[] = [];
  const values = rows.map((r, i) => {
    params.push(schoolId, deviceId, r.eventId, r.cardNo, r.studentId, r.at);
    const b = i * 6;
    return `($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5}, $${b + 6})`;
  });
  return db.rawTransaction(async (query) => {
    const stored = await query<{ event_id: string }>(
      `insert into onecard_signin ${RAW_SIGNIN_COLUMNS} values ${values.join(", ")}
       on conflict (school_id, device_id, event_id) do nothing returning event_id`,
      params,
    );
    return stored.length;
  });
};
