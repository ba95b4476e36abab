import { sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";

/** Who a unit of work runs for: taken from the token, never from what a client claims. */
export type TenantContext = {
  areaId: number | null;
  schoolId: number | null;
  userId: number | null;
};

/**
 * Runs `work` in one transaction with the tenant recorded as transaction-local settings, which the
 * row-level security policies of PostgreSQL mode read (`current_setting('eos.school_id', true)`).
 */
export const inTenant = <T>(db: Db, ctx: TenantContext, work: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('eos.area_id', ${String(ctx.areaId ?? "")}, true),
                 set_config('eos.school_id', ${String(ctx.schoolId ?? "")}, true),
                 set_config('eos.user_id', ${String(ctx.userId ?? "")}, true)`,
    );
    return work(tx);
  });
