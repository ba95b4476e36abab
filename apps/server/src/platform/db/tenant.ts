import { sql } from "drizzle-orm";
import type { Db, Tx } from "./client.ts";

/** Who a unit of work runs for: taken from the token, never from what a client claims. */
export type TenantContext = {
  areaId: number | null;
  schoolId: number | null;
  userId: number | null;
};

/**
 * Runs `work` in one transaction with the tenant recorded as transaction-local settings, which the row-level
 * security policies of PostgreSQL mode read (migration 0027_tenant_rls): for work that must be held to one
 * school whatever scope its caller runs in. Requests need not: every checkout of the server's pool already
 * carries the request's scope (tenant-context.ts, scoped-pool.ts).
 */
export const inTenant = <T>(db: Db, ctx: TenantContext, work: (tx: Tx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('eos.scope', 'schools', true),
                 set_config('eos.school_ids', ${String(ctx.schoolId ?? "")}, true),
                 set_config('eos.area_id', ${String(ctx.areaId ?? "")}, true),
                 set_config('eos.user_id', ${String(ctx.userId ?? "")}, true)`,
    );
    return work(tx);
  });
