import pg from "pg";
import { currentScope, settingsOf } from "./tenant-context.ts";

const APPLY_SQL = `select set_config('eos.scope', $1, false), set_config('eos.school_ids', $2, false),
       set_config('eos.area_id', $3, false)`;

/**
 * Makes every checkout of the pool, for a single query or a transaction, carry the current unit of work's tenant
 * settings (tenant-context.ts), which the row-level security policies read. The settings are session-level and
 * remembered per connection, so a checkout for the same tenant as the connection's last one costs no round trip;
 * they are applied outside any transaction, so a rollback cannot undo them.
 *
 * Work in the system scope (the session lookup every request starts with, jobs) gets connections of its own, a
 * smaller pool beside the given one: mixed in one pool, nearly every request's tenant checkout found a connection
 * last used by the system and paid a round trip to switch it back (auth-get bench: a third of checkouts).
 */
export const scopePool = (pool: pg.Pool): void => {
  const options = pool.options as pg.PoolConfig;
  const systemPool = new pg.Pool({ ...options, max: Math.max(2, Math.ceil((options.max ?? 10) / 4)) });
  systemPool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  const applied = new WeakMap<pg.PoolClient, string>();
  const checkoutTenant = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  const checkoutSystem = systemPool.connect.bind(systemPool) as () => Promise<pg.PoolClient>;
  const endTenant = pool.end.bind(pool);

  const connect = async (): Promise<pg.PoolClient> => {
    const scope = currentScope();
    const client = await (scope.kind === "system" ? checkoutSystem() : checkoutTenant());
    const settings = settingsOf(scope);
    if (applied.get(client) === settings.key) return client;
    try {
      await client.query(APPLY_SQL, [settings.scope, settings.schoolIds, settings.areaId]);
    } catch (error) {
      applied.delete(client);
      client.release(error as Error);
      throw error;
    }
    applied.set(client, settings.key);
    return client;
  };

  // As pg-pool's own query(): one checkout per statement, the client dropped if the statement failed.
  const query = async (...args: unknown[]) => {
    const client = await connect();
    try {
      const result = await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
      client.release();
      return result;
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
  };

  pool.connect = connect as typeof pool.connect;
  pool.query = query as typeof pool.query;
  // Ending the pool ends both.
  pool.end = (async () => {
    await Promise.all([endTenant(), systemPool.end()]);
  }) as typeof pool.end;
};
