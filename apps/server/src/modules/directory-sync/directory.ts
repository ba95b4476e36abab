/** A platform's directory, as the sync reads it: departments and members, whichever platform it came from. */
export type DirectoryDept = {
  externalId: string;
  name: string;
  /** null: directly under the school root (the corp's own root department is the school root). */
  parentId: string | null;
};

export type DirectoryMember = {
  /** The id sign-in identifies the person by: WeCom's userid, DingTalk's unionid. */
  linkId: string;
  /** The platform's own user id (WeCom and DingTalk userid): the first choice of a new account's login name. */
  userId: string;
  name: string;
  mobile: string | null;
  /** The departments the member is in (a root department among them means none). */
  deptIds: string[];
};

export type Directory = { departments: DirectoryDept[]; members: DirectoryMember[] };

export type Platform = "wecom" | "dingtalk";

/** An external app as the sync needs it (its secret opened). */
export type AppConfig = {
  id: number;
  kind: Platform;
  name: string;
  clientId: string;
  corpId: string | null;
  secret: string;
  baseUrl: string | null;
};

/** The corp (or app) id the platform's sign-in keys identities under, so that synced links sign people in. */
export const linkCorpOf = (app: Pick<AppConfig, "kind" | "clientId" | "corpId">): string =>
  app.kind === "dingtalk" ? (app.corpId ?? app.clientId) : app.clientId;

/** The platform refused a call (errcode) or could not be reached: the sync stops and changes nothing. */
export class UpstreamError extends Error {
  constructor(
    readonly platform: Platform,
    readonly call: string,
    readonly errcode: number | null,
    readonly errmsg: string,
  ) {
    super(`${platform} ${call}: ${errcode === null ? "" : `errcode ${errcode} `}${errmsg}`.trim());
    this.name = "UpstreamError";
  }
}

const TIMEOUT_MS = 15_000;

/** One JSON call; anything but a JSON object with errcode 0 is an UpstreamError naming the call. */
export const callPlatform = async (
  platform: Platform,
  call: string,
  url: string,
  init: RequestInit = {},
): Promise<Record<string, unknown>> => {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new UpstreamError(platform, call, null, `unreachable (${(err as Error).message})`);
  }
  let body: unknown;
  try {
    body = JSON.parse(await res.text());
  } catch {
    throw new UpstreamError(platform, call, null, `answered HTTP ${res.status} without JSON`);
  }
  if (!body || typeof body !== "object") {
    throw new UpstreamError(platform, call, null, `answered HTTP ${res.status} without JSON`);
  }
  const answer = body as Record<string, unknown>;
  const errcode = Number(answer.errcode ?? 0);
  if (errcode !== 0) throw new UpstreamError(platform, call, errcode, String(answer.errmsg ?? ""));
  return answer;
};

export const baseOf = (configured: string | null, fallback: string): string =>
  (configured ?? fallback).replace(/\/+$/, "");

/** The school has no org root for departments to hang from. */
export class NoOrgRootError extends Error {
  constructor() {
    super("the school has no org root: initialise it first");
    this.name = "NoOrgRootError";
  }
}

/** The school has no enabled external app (it was removed or disabled after the sync was queued). */
export class NoAppError extends Error {
  constructor() {
    super("the school has no enabled external app");
    this.name = "NoAppError";
  }
}
