/**
 * Queries built once and executed many times. Drizzle turns a query builder into SQL text on every execution,
 * and on a busy list that building is most of Drizzle's cost (auth-get bench: about a sixth of the server's CPU
 * per request of the student page, with its garbage). A hot read builds its statements once per shape (which
 * optional conditions and which sort it has) with `sql.placeholder` for every value, and executes them with the
 * values of each request.
 *
 * Built queries belong to the database handle they were built on (a transaction's handle has its own, dropped
 * with it), and there are at most `limit` shapes a handle; past it the oldest is built again when next asked.
 */
export const reusedQueries = <Built>(limit = 64) => {
  const byHandle = new WeakMap<object, Map<string, Built>>();
  return (handle: object, shape: string, build: () => Built): Built => {
    let built = byHandle.get(handle);
    if (!built) {
      built = new Map();
      byHandle.set(handle, built);
    }
    let found = built.get(shape);
    if (found === undefined) {
      if (built.size >= limit) built.delete(built.keys().next().value as string);
      found = build();
      built.set(shape, found);
    }
    return found;
  };
};

/**
 * The name to give Drizzle's `prepare()`: none. The driver names statements itself (prepared-client.ts: by their
 * text, bounded per connection, and not at all when DATABASE_PREPARED_STATEMENTS is off); a name given here would
 * bypass all of that.
 */
export const DRIVER_NAMES_IT = "";
