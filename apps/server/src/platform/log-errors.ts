import { stdSerializers } from "pino";

/** An error that carries the statement it ran (drizzle's DrizzleQueryError, PGlite's own errors). */
type QueryError = Error & { query: string };

const isQueryError = (error: Error): error is QueryError =>
  typeof (error as Partial<QueryError>).query === "string";

/** Drizzle's message is the statement followed by its parameters: the statement alone stays. */
const messageOf = (error: Error) => {
  if (!isQueryError(error)) return error.message;
  const statement = `Failed query: ${error.query}`;
  return error.message.startsWith(statement) ? statement : error.message;
};

/**
 * Fields that carry values of a request or a row: a query's parameters, and PostgreSQL's `detail` ("Key
 * (phone)=(138…) already exists") and `where` ("unnamed portal parameter $1 = '…'").
 */
const VALUE_FIELDS = new Set(["params", "detail", "where"]);
const MAX_CAUSES = 5;

/** A copy of the error, and of its causes, with the statement kept and every value left out. */
const withoutValues = (error: Error, depth = 0): Error => {
  const copy = Object.create(Object.getPrototypeOf(error)) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) if (!VALUE_FIELDS.has(key)) copy[key] = value;
  const message = messageOf(error);
  // The stack's first line repeats the message, parameters included: only its frames are kept.
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  Object.defineProperties(copy, {
    message: { value: message, writable: true, configurable: true },
    stack: { value: [`${error.name}: ${message}`, ...frames].join("\n"), writable: true, configurable: true },
  });
  if (error.cause instanceof Error && depth < MAX_CAUSES) copy.cause = withoutValues(error.cause, depth + 1);
  return copy;
};

/** The logger's `err` serializer: pino's own, given the error without the values a failed query ran with. */
export const serializeError = (error: unknown) =>
  stdSerializers.err(error instanceof Error ? withoutValues(error) : (error as Error));
