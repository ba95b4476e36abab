import pg from "pg";
import type { BenchDatabase, RawQuery } from "./database.ts";

/**
 * The baseline of bench/onecard-rush.bench.ts: the same sign-in rows written by hand, one multi-row INSERT per
 * batch (the unique (school, device, event) index skips a retried event, as EOS's does), in one transaction per
 * batch, on the same driver and pool size, as the app's role under the same row-level security (the school's
 * tenant settings on each connection, as the app's pool keeps them); no HTTP, no key check, no card look-up, no
 * validation, no attendance.
 */
export type RawSignin = { eventId: string; cardNo: string; studentId: number | null; at: string };

export const RAW_SIGNIN_COLUMNS = "(school_id, device_id, event_id, card_no, student_id, at)";

export type RawTransaction = <T>(work: (query: RawQuery) => Promise<T>) => Promise<T>;

/**
 * BEGIN … COMMIT on a connection of the app's role (PostgreSQL; `appUrl`) whose tenant settings are the school's,
 * set once per connection; PGlite (no roles): the owner's transaction. `close` ends the pool.
 */
export const rawAppTransactions = (
  db: BenchDatabase,
  schoolId: number,
  size = 10,
): { transaction: RawTransaction; close: () => Promise<void> } => {
  if (!db.appUrl) return { transaction: db.rawTransaction, close: async () => {} };
  const pool = new pg.Pool({ connectionString: db.appUrl, max: size });
  pool.on("error", () => {});
  const apply =
    "select set_config('eos.scope', 'schools', false), set_config('eos.school_ids', $1, false), set_config('eos.area_id', '', false)";
  const ready = new WeakSet<pg.PoolClient>();
  const transaction: RawTransaction = async (work) => {
    const client = await pool.connect();
    try {
      if (!ready.has(client)) {
        await client.query(apply, [String(schoolId)]);
        ready.add(client);
      }
      await client.query("begin");
      const result = await work(
        async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
      );
      await client.query("commit");
      return result;
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  return { transaction, close: () => pool.end() };
};

export const rawInsertBatch = async (
  transaction: RawTransaction,
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
  return transaction(async (query) => {
    const stored = await query<{ event_id: string }>(
      `insert into onecard_signin ${RAW_SIGNIN_COLUMNS} values ${values.join(", ")}
       on conflict (school_id, device_id, event_id) do nothing returning event_id`,
      params,
    );
    return stored.length;
  });
};
