import { i18n } from "../i18n/i18n.ts";
import { currentLoginPath, isSafeInternalPath, isSignInPath, passwordLoginPath } from "./loginPath.ts";
import { clearLastUrl, clearToken, endSession, getLastUrl, getVisitorToken, setLastUrl } from "./session.ts";
import { type ErrorListItem, ui } from "./ui.ts";

/** SPEC 8 error behaviours, one small function each. Each performs its side effects through ui(). */

export type HandlerOptions = { noToast?: boolean };

const here = (): string =>
  typeof window === "undefined"
    ? "/"
    : `${window.location.pathname}${window.location.search}${window.location.hash}`;

const herePath = (): string => (typeof window === "undefined" ? "/" : window.location.pathname);

function goUnlessThere(path: string): void {
  if (herePath() !== path) ui().navigate(path);
}

/** User agents of the chat apps that embed the product (WeChat, WeCom, DingTalk). */
export const isChatApp = (
  userAgent: string = typeof navigator === "undefined" ? "" : navigator.userAgent,
): boolean => /MicroMessenger|wxwork|DingTalk/i.test(userAgent);

/** MISTOKEN, -9, -107, -109 or a message containing 40029: the session is gone, sign in again. */
export function handleReauth(code: string | number | null, desc: string | null): void {
  if (getVisitorToken()) {
    // Visitor pages keep their share link under lastUrl: return there for a fresh visitor token.
    ui().navigate(getLastUrl() ?? currentLoginPath());
    return;
  }
  const forgetUrl = code === -109 || (desc ?? "").includes("40029");
  if (forgetUrl) clearLastUrl();
  else if (!isSignInPath(herePath())) setLastUrl(here());
  clearToken();
  goUnlessThere(currentLoginPath());
}

/** -5033: the server names a page to go to; only in-app paths and http(s) addresses are followed. */
export function handleRedirect(desc: string | null): void {
  const target = (desc ?? "").trim();
  if (isSafeInternalPath(target) || /^https?:\/\/[^\s]+$/i.test(target)) ui().navigate(target);
}

let otherDeviceDialogOpen = false;

/** -1012: signed in elsewhere. One dialog however many calls fail at once, then the sign-in page. */
export async function handleOtherDevice(): Promise<void> {
  clearToken();
  if (otherDeviceDialogOpen) return;
  otherDeviceDialogOpen = true;
  try {
    await ui().confirm(i18n.t("api.otherDevice"));
  } finally {
    otherDeviceDialogOpen = false;
  }
  endSession();
  goUnlessThere(currentLoginPath());
}

/** -100910: errorDesc is a JSON list of {name, msg}; anything unparsable is shown as one entry. */
export function parseErrorList(desc: string | null): ErrorListItem[] {
  if (!desc) return [];
  try {
    const parsed: unknown = JSON.parse(desc);
    if (Array.isArray(parsed)) {
      return parsed
        .filter((x): x is Record<string, unknown> => typeof x === "object" && x !== null)
        .map((x) => ({ name: String(x.name ?? ""), msg: String(x.msg ?? "") }));
    }
  } catch {
    // Not JSON: fall through.
  }
  return [{ name: "", msg: desc }];
}

export function handleFormErrors(desc: string | null): ErrorListItem[] {
  const items = parseErrorList(desc);
  ui().listDialog(i18n.t("api.formInvalidTitle"), items);
  return items;
}

/** -1001..-1005, -1007: say why; inside a chat app, go to the password page after a second. */
export function handleSignInFailure(desc: string | null, options: HandlerOptions = {}): void {
  if (desc && !options.noToast) ui().toast(desc);
  if (!isChatApp()) return;
  setTimeout(() => goUnlessThere(passwordLoginPath()), 1000);
}

/** -901: busy or an unexpected fault. */
export function handleBusy(desc: string | null, options: HandlerOptions = {}): string {
  const text = desc || i18n.t("api.systemBusy");
  if (!options.noToast) ui().toast(text);
  return text;
}

/** HTTP 401 or code 401: log out and go to sign in, coming back here afterwards. */
export function handleUnauthorized(): void {
  if (!isSignInPath(herePath())) setLastUrl(here());
  endSession();
  goUnlessThere(currentLoginPath());
}

/** Messages that are never shown: they carry no meaning for the user. */
export function isHiddenMessage(desc: string): boolean {
  const text = desc.trim().toLowerCase();
  return (
    text.includes("error code") ||
    text.includes("错误码") ||
    text.includes("parameter empty") ||
    text.includes("参数为空") ||
    text === "failure" ||
    text === "失败"
  );
}

export const isUnknownErrorMessage = (desc: string): boolean => /unknown error|未知错误/i.test(desc);

/** Any other message: 'unknown error' becomes the system-error alert; hidden ones stay quiet. Returns the text. */
export function handleMessage(desc: string | null, data: unknown, options: HandlerOptions = {}): string {
  const message = desc ?? "";
  if (isUnknownErrorMessage(message)) {
    const detail = data === null || data === undefined ? message : `${message} ${JSON.stringify(data)}`;
    const text = `${i18n.t("api.systemError")}: ${detail}`;
    if (!options.noToast) ui().toast(text);
    return text;
  }
  if (message && !isHiddenMessage(message) && !options.noToast) ui().toast(message);
  return message;
}

const statusKeys = {
  400: "api.status.http400",
  401: "api.status.http401",
  403: "api.status.http403",
  404: "api.status.http404",
  408: "api.status.http408",
  500: "api.status.http500",
  501: "api.status.http501",
  502: "api.status.http502",
  503: "api.status.http503",
  504: "api.status.http504",
  505: "api.status.http505",
} as const;

/** SPEC 8 HTTP status texts, for failures that carry no envelope. */
export function statusText(status: number): string {
  const key = statusKeys[status as keyof typeof statusKeys];
  return key ? i18n.t(key) : i18n.t("api.status.other", { status });
}
