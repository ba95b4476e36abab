import type { Lang, MessageKey } from "./i18n.ts";

/** A message a module owns: its texts in both languages, with {name} placeholders. */
export type ModuleMessage = Readonly<Record<Lang, string>>;

/**
 * An expected failure with its envelope code and HTTP status. Services throw these; the error handler turns
 * them into the envelope in the caller's language. `message` may be a catalogue key or literal text.
 */
export class AppError extends Error {
  readonly httpStatus: number;
  readonly code: string | number;
  readonly key: MessageKey | undefined;
  /** A module's own message (modules keep their catalogues beside their code). */
  readonly texts: ModuleMessage | undefined;
  readonly params: Record<string, string | number>;
  /** Sent as the envelope's `data` (e.g. the lint problems of a refused release); null when absent. */
  readonly data: unknown;

  constructor(
    httpStatus: number,
    code: string | number,
    message:
      | { key: MessageKey; params?: Record<string, string | number> }
      | { texts: ModuleMessage; params?: Record<string, string | number> }
      | { text: string },
    data: unknown = null,
  ) {
    super("key" in message ? message.key : "texts" in message ? message.texts["en-US"] : message.text);
    this.name = "AppError";
    this.httpStatus = httpStatus;
    this.code = code;
    this.key = "key" in message ? message.key : undefined;
    this.texts = "texts" in message ? message.texts : undefined;
    this.params = "text" in message ? {} : (message.params ?? {});
    this.data = data;
  }
}

export const notFound = (key: MessageKey = "recordNotFound") => new AppError(404, 404, { key });
export const forbidden = (key: MessageKey = "forbidden") => new AppError(403, 403, { key });
export const badRequest = (detail: string) =>
  new AppError(400, -1, { key: "badRequest", params: { detail } });
