import { ErrorCode } from "@eos/contracts";
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

/** The envelope code an HTTP status answers with unless the contract names another (SPEC 8). */
export const codeOfStatus = (status: number): string | number =>
  status === 400 ? ErrorCode.badRequest : status;

export type ErrorParams = Record<string, string | number>;

/**
 * A module's error constructor over its own catalogue, the one shape every module uses:
 * `fail(status, key, params?, code?, data?)`. The envelope code follows the status (400 answers -1, others
 * their status) unless the contract names another code for the case.
 */
export const errorsOf =
  <K extends string>(messages: Readonly<Record<K, ModuleMessage>>) =>
  (
    status: number,
    key: K,
    params: ErrorParams = {},
    code?: string | number,
    data: unknown = null,
  ): AppError =>
    new AppError(status, code ?? codeOfStatus(status), { texts: messages[key], params }, data);

export const notFound = (key: MessageKey = "recordNotFound") =>
  new AppError(404, ErrorCode.notFound, { key });
export const forbidden = (key: MessageKey = "forbidden") => new AppError(403, ErrorCode.forbidden, { key });
export const badRequest = (detail: string, status = 400) =>
  new AppError(status, ErrorCode.badRequest, { key: "badRequest", params: { detail } });
/** The school of the address is unknown: SPEC 8's school fetch failure (HTTP 200, code 404). */
export const schoolFetchFailed = () => new AppError(200, ErrorCode.notFound, { key: "schoolFetchFailed" });
