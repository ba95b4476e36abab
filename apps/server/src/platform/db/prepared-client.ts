import { createHash } from "node:crypto";
import pg from "pg";

/**
 * A pg client that sends parameterised statements as named prepared statements, so PostgreSQL parses and
 * rewrites each distinct statement once per connection instead of on every execution. Preparing is most of a
 * small query's cost here, and row-level security roughly doubles it (each policy adds its init plans and sub-plans
 * to every table a statement touches): for the three statements of a student page, as eos_app under the
 * policies, 1.05 ms a round unprepared against 0.29 ms prepared (the owner without policies: 0.48 and 0.21 ms;
 * pgbench, one client). Most of what is saved is parsing and rewriting (where the policies are expanded), so
 * each connection still plans every execution for its own values (plan_cache_mode force_custom_plan: 0.33 ms a
 * round against 0.33 ms with auto's generic plans): a generic plan, made without the values after five runs,
 * could serve a big school or an area's hundred schools with a plan fit for a small one, and nothing measured
 * here needs one. PostgreSQL drops cached statements itself when a table they read changes.
 *
 * Only statements with parameters are named: those are the ones the code repeats (the query builder always
 * binds values); one-off statements (migrations, DDL, maintenance) stay unnamed. Memory stays bounded: only
 * statements up to MAX_TEXT characters (longer ones are bulk inserts, whose shape varies with the row count,
 * and analytic statements, whose execution dwarfs their planning), at most MAX_PER_CONNECTION a connection (a
 * small one holds about 32 KB of the server's memory, so under about 10 MB a connection); past either a
 * statement simply runs unnamed as before.
 */
const MAX_TEXT = 4096;
const MAX_PER_CONNECTION = 256;

const digest = (text: string): string =>
  `eos_${createHash("sha1").update(text).digest("base64url").slice(0, 22)}`;

/** Names of texts seen lately: a digest costs about 10 µs a statement, a lookup nothing. Emptied when full. */
const recentNames = new Map<string, string>();
const RECENT_NAMES = 2048;

/** A statement's name: its text's digest (132 bits), so the same text has the same name on every connection. */
const nameFor = (text: string): string | undefined => {
  if (text.length > MAX_TEXT) return undefined;
  let name = recentNames.get(text);
  if (name === undefined) {
    if (recentNames.size >= RECENT_NAMES) recentNames.clear();
    name = digest(text);
    recentNames.set(text, name);
  }
  return name;
};

type QueryConfig = { text: string; values?: unknown[]; name?: string; submit?: unknown };

const isPlainConfig = (config: unknown): config is QueryConfig =>
  typeof config === "object" &&
  config !== null &&
  typeof (config as QueryConfig).text === "string" &&
  // No name, or the empty name Drizzle's prepare() is given here (reused-queries.ts): pg's unnamed statement.
  !(config as QueryConfig).name &&
  typeof (config as QueryConfig).submit !== "function";

/** PostgreSQL's answer when a prepared statement's result columns changed under it (feature_not_supported). */
const isStalePlan = (error: unknown): boolean =>
  (error as { code?: string }).code === "0A000" &&
  /cached plan must not change result type/.test(String((error as Error).message));

const CUSTOM_PLANS = "set plan_cache_mode = force_custom_plan";

export class PreparedStatementClient extends pg.Client {
  readonly #prepared = new Set<string>();
  /** Statements whose table changed shape after they were prepared here: sent unnamed from then on. */
  readonly #stale = new Set<string>();

  /** Connects, then has the session plan each execution for its own values (see above). */
  // biome-ignore lint/suspicious/noExplicitAny: pg's connect() returns a promise or takes a callback
  override connect(callback?: any): any {
    const ready = super.connect().then(async () => {
      await super.query(CUSTOM_PLANS);
      return this;
    });
    if (typeof callback !== "function") return ready;
    ready.then(
      () => callback(),
      (error: Error) => callback(error),
    );
  }

  /** The name to send `text` under on this connection, or undefined to send it unnamed. */
  #nameOn(text: string, values: unknown): string | undefined {
    if (!Array.isArray(values) || values.length === 0) return undefined;
    const name = nameFor(text);
    if (name === undefined || this.#stale.has(name)) return undefined;
    if (!this.#prepared.has(name)) {
      if (this.#prepared.size >= MAX_PER_CONNECTION) return undefined;
      this.#prepared.add(name);
    }
    return name;
  }

  // pg's query() has a dozen overloads; this one only rewrites the two shapes that carry a statement's text.
  // biome-ignore lint/suspicious/noExplicitAny: forwarding pg's overloaded signature unchanged
  override query(config: any, values?: any, callback?: any): any {
    const forward = super.query.bind(this) as (...args: unknown[]) => unknown;
    if (typeof config === "string" && Array.isArray(values)) {
      const name = this.#nameOn(config, values);
      if (name) return this.#watch(name, forward({ name, text: config, values }, callback));
    } else if (isPlainConfig(config)) {
      const name = this.#nameOn(config.text, Array.isArray(values) ? values : config.values);
      if (name) return this.#watch(name, forward({ ...config, name }, values, callback));
    }
    return forward(config, values, callback);
  }

  /**
   * A column added to or dropped from a table that a `select *` statement read: PostgreSQL refuses the cached
   * plan once (the statement fails, and so does its transaction); this connection sends the statement unnamed
   * afterwards, so the next attempt succeeds instead of every later one failing the same way.
   */
  #watch(name: string, result: unknown): unknown {
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      if (isStalePlan(error)) this.#stale.add(name);
      throw error;
    });
  }
}
