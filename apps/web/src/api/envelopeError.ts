import type { Envelope } from "@eos/contracts";
import { ErrorCode, PasswordErrorCode, reauthCodes, signInFailureCodes } from "@eos/contracts";
import { i18n } from "../i18n/i18n.ts";
import { ApiError } from "./ApiError.ts";
import {
  type HandlerOptions,
  handleBusy,
  handleFormErrors,
  handleMessage,
  handleOtherDevice,
  handleReauth,
  handleRedirect,
  handleSignInFailure,
  handleUnauthorized,
  parseErrorList,
  statusText,
} from "./errorHandlers.ts";
import { handlePasswordDue } from "./passwordDue.ts";

/** Codes arrive as numbers or numeric strings ("-107"); compare them as numbers. */
export function normaliseCode(code: string | number | null): string | number | null {
  if (typeof code === "string" && /^-?\d+$/.test(code.trim())) return Number(code);
  return code;
}

const silentCodes: ReadonlyArray<string | number> = [ErrorCode.silent1011, ErrorCode.silent1420];

/** Applies the SPEC 8 behaviour for a failed envelope and returns the error to reject with. */
export function failFromEnvelope(
  envelope: Envelope<unknown>,
  status: number,
  options: HandlerOptions = {},
): ApiError {
  const code = normaliseCode(envelope.errorCode);
  const desc = envelope.errorDesc;
  const make = (message: string, silent: boolean) =>
    new ApiError(message, { code, status, data: envelope.data, silent });

  if ((code !== null && reauthCodes.includes(code)) || (desc ?? "").includes("40029")) {
    handleReauth(code, desc);
    return make(desc ?? statusText(401), true);
  }
  if (code !== null && silentCodes.includes(code)) return make(desc ?? "", true);
  if (code === ErrorCode.redirect) {
    handleRedirect(desc);
    return make(desc ?? "", true);
  }
  if (code === ErrorCode.otherDevice) {
    void handleOtherDevice();
    return make(i18n.t("api.otherDevice"), true);
  }
  if (code === PasswordErrorCode.mustChange) {
    handlePasswordDue();
    return make(desc ?? statusText(status), true);
  }
  if (code === ErrorCode.formInvalid) {
    // With noToast the caller shows the list itself (the designer's release lint, the filler's fields).
    const items = options.noToast ? parseErrorList(desc) : handleFormErrors(desc);
    return make(items.map((x) => `${x.name} ${x.msg}`.trim()).join("; "), !options.noToast);
  }
  if (typeof code === "number" && signInFailureCodes.includes(code)) {
    handleSignInFailure(desc, options);
    return make(desc ?? statusText(status), !options.noToast);
  }
  if (code === ErrorCode.busy) return make(handleBusy(desc, options), !options.noToast);
  if (code === ErrorCode.http401) {
    handleUnauthorized();
    return make(desc ?? statusText(401), true);
  }
  const text = handleMessage(desc, envelope.data, options);
  return make(text || statusText(status || 400), !options.noToast);
}

/** A failed HTTP answer without an envelope (proxy error, HTML page, empty body). */
export function failFromStatus(status: number, options: HandlerOptions = {}): ApiError {
  const text = statusText(status);
  if (status === 401) {
    handleUnauthorized();
    return new ApiError(text, { status, code: 401, silent: true });
  }
  return new ApiError(handleMessage(text, null, options), { status, silent: !options.noToast });
}

export const isEnvelope = (body: unknown): body is Envelope<unknown> =>
  typeof body === "object" && body !== null && typeof (body as { success?: unknown }).success === "boolean";
