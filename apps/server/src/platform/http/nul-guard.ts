import { ErrorCode } from "@eos/contracts";
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.ts";

/** Where in the request a value sits, e.g. `query.keyword` or `body.items[2].name`. */
type Found = { value: unknown; at: string };

const hasNul = (text: string) => text.includes("\0");
const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Buffer.isBuffer(value);

/**
 * The first key or string holding a NUL character, or null. Walked with a list, not recursion: a parsed JSON
 * body may nest deeper than the stack.
 */
export const nulField = (value: unknown, at: string): string | null => {
  const pending: Found[] = [{ value, at }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === "string") {
      if (hasNul(next.value)) return next.at;
    } else if (Array.isArray(next.value)) {
      for (let i = next.value.length - 1; i >= 0; i--)
        pending.push({ value: next.value[i], at: `${next.at}[${i}]` });
    } else if (isPlain(next.value)) {
      const entries = Object.entries(next.value);
      for (const [key] of entries) if (hasNul(key)) return `${next.at}.${key.replaceAll("\0", "\\0")}`;
      for (const [key, inner] of entries.reverse()) pending.push({ value: inner, at: `${next.at}.${key}` });
    }
  }
  return null;
};

/** Refuses (400 -1, naming the field) a value read outside the hook's reach, e.g. a multipart file's name. */
export const refuseNul = (value: unknown, at: string): void => {
  const field = nulField(value, at);
  if (field) throw new AppError(400, ErrorCode.badRequest, { key: "nulCharacter", params: { field } });
};

/**
 * PostgreSQL stores no NUL character in text, so a string holding one (`%00` in a query, `\u0000` in JSON)
 * is refused with 400 -1 before any route's schema sees it: every route, including those added later.
 */
export const registerNulGuard = (app: FastifyInstance): void => {
  app.addHook("preValidation", async (req) => {
    refuseNul(req.params, "params");
    refuseNul(req.query, "query");
    refuseNul(req.body, "body");
  });
};
