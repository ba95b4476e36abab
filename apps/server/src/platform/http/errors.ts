import type { MessageKey } from "./i18n.ts";

/**
 * An expected failure with its envelope code and HTTP status. Services throw these; the error handler turns
 * them into the envelope in the caller's language. `message` may be a catalogue key or literal text.
 */
export class AppError extends Error {
  readonly httpStatus: number;
  readonly code: string | number;
  readonly key: MessageKey | undefined;
  readonly params: Record<string, string | number>;

  constructor(
    httpStatus: number,
    code: string | number,
    message: { key: MessageKey; params?: Record<string, string | number> } | { text: string },
  ) {
    super("key" in message ? message.key : message.text);
    this.name = "AppError";
    this.httpStatus = httpStatus;
    this.code = code;
    this.key = "key" in message ? message.key : undefined;
    this.params = "key" in message ? (message.params ?? {}) : {};
  }
}

export const notFound = (key: MessageKey = "recordNotFound") => new AppError(404, 404, { key });
export const forbidden = (key: MessageKey = "forbidden") => new AppError(403, 403, { key });
export const badRequest = (detail: string) =>
  new AppError(400, -1, { key: "badRequest", params: { detail } });
