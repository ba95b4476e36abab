import { currentLanguage, i18n } from "../i18n/i18n.ts";
import { ApiError } from "./ApiError.ts";
import { failFromEnvelope, failFromStatus, isEnvelope } from "./envelopeError.ts";
import { cachedGetPaths, cacheKey, readCache, writeCache } from "./getCache.ts";
import { loadingStore } from "./loadingStore.ts";
import { getAreaToken, getSchoolId, getTempToken, getToken, getVisitorToken } from "./session.ts";
import { ui } from "./ui.ts";

export type Params = Record<string, unknown>;

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** SPEC 7 path without the gateway base, e.g. "/auth/login/pwd". */
  url: string;
  /** Query string parameters. */
  params?: Params;
  /** POST body: form-encoded unless `json`. */
  data?: unknown;
  /** Do not alert failures (the caller shows them). */
  noToast?: boolean;
  /** Do not append the session's schoolId. */
  noSchoolId?: boolean;
  /** Send the body as JSON instead of application/x-www-form-urlencoded. */
  json?: boolean;
  /** Share one pending call between identical requests (double clicks, twin components). */
  lock?: boolean;
  /** Send the area-level token in X-Area-Token (SPEC 6). */
  areaAuth?: boolean;
  /** Bypass the GET cache. */
  noCache?: boolean;
  /** Bypass the GET cache (SPEC 2 query parameter of the same name). */
  forceUpdate?: boolean;
  /** A call the user did not ask for (polling): never shows the loading indicator. */
  background?: boolean;
  signal?: AbortSignal;
  /** Extra headers (e.g. Idempotency-Key on form submissions). */
  headers?: Record<string, string>;
  /** Let the call outlive the page (drafts saved on pagehide). */
  keepalive?: boolean;
};

export const apiBase = "/api";

const pendingLocked = new Map<string, Promise<unknown>>();

const isPlainObject = (value: unknown): value is Params =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof FormData);

const encodeValue = (value: unknown): string =>
  typeof value === "object" && value !== null ? JSON.stringify(value) : String(value);

/** Form and query encoding: nulls are left out, arrays repeat their key, objects travel as JSON. */
export function encodeParams(params: Params): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) out.append(key, encodeValue(item));
    else out.append(key, encodeValue(value));
  }
  return out;
}

function withSchoolId(values: Params | undefined, noSchoolId: boolean | undefined): Params {
  const out: Params = { ...values };
  const schoolId = getSchoolId();
  if (!noSchoolId && schoolId !== null && out.schoolId === undefined) out.schoolId = schoolId;
  return out;
}

function pageQueryFlag(name: string): string | null {
  return typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get(name);
}

/** The headers every call carries (SPEC 7 'Shared behaviour', CONTRACT.md 'Calls'). */
export function buildHeaders(options: Pick<RequestOptions, "areaAuth">): Headers {
  const headers = new Headers({ Accept: "application/json", "Accept-Language": currentLanguage() });
  // A visitor token stands in only while nobody is signed in (public pages: visitor forms, shared charts).
  const token = getToken() ?? getVisitorToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const tempToken = getTempToken();
  if (tempToken) headers.set("X-Temp-Token", tempToken);
  if (options.areaAuth) {
    const areaToken = getAreaToken();
    if (areaToken) headers.set("X-Area-Token", areaToken);
  }
  return headers;
}

type Prepared = { url: string; init: RequestInit; query: Params; isGet: boolean };

function prepare(options: RequestOptions): Prepared {
  const method = options.method ?? "GET";
  const isGet = method === "GET";
  const path = options.url.startsWith(apiBase) ? options.url : `${apiBase}${options.url}`;
  const bodyIsObject = isPlainObject(options.data ?? {});
  // schoolId rides in the query of GETs and non-object bodies, and inside object bodies otherwise.
  const query =
    isGet || !bodyIsObject ? withSchoolId(options.params, options.noSchoolId) : { ...options.params };
  const headers = buildHeaders(options);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  const init: RequestInit = { method, headers, credentials: "same-origin", signal: options.signal };
  if (options.keepalive) init.keepalive = true;
  if (!isGet) {
    const data = bodyIsObject
      ? withSchoolId(options.data as Params | undefined, options.noSchoolId)
      : options.data;
    if (data instanceof FormData) {
      init.body = data;
    } else if (options.json) {
      headers.set("Content-Type", "application/json");
      init.body = JSON.stringify(data ?? {});
    } else {
      headers.set("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8");
      init.body = encodeParams(isPlainObject(data) ? data : {}).toString();
    }
  }
  const qs = encodeParams(query).toString();
  return { url: qs ? `${path}?${qs}` : path, init, query, isGet };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send<T>(options: RequestOptions, prepared: Prepared): Promise<T> {
  const trackLoading = !options.background && pageQueryFlag("loading") !== "false";
  if (trackLoading) loadingStore.begin();
  let response: Response;
  try {
    response = await fetch(prepared.url, prepared.init);
  } catch (cause) {
    if (trackLoading) loadingStore.end();
    if ((cause as { name?: string })?.name === "AbortError") throw cause;
    const text = i18n.t("api.networkError");
    if (!options.noToast) ui().toast(text);
    throw new ApiError(text, { status: 0, silent: !options.noToast });
  }
  try {
    const body = await readBody(response);
    if (isEnvelope(body)) {
      if (body.success) return body.data as T;
      throw failFromEnvelope(body, response.status, options);
    }
    if (!response.ok) throw failFromStatus(response.status, options);
    return body as T;
  } finally {
    if (trackLoading) loadingStore.end();
  }
}

/**
 * The one way the web app calls the API: gateway base, schoolId, tokens and language headers,
 * envelope unwrapping, SPEC 8 error handling, the SPEC 4 GET cache and the loading indicator.
 */
export async function request<T = unknown>(options: RequestOptions): Promise<T> {
  const prepared = prepare(options);
  const path = options.url.startsWith(apiBase) ? options.url.slice(apiBase.length) : options.url;
  const bypassCache =
    options.noCache ||
    options.forceUpdate ||
    prepared.query.noCache !== undefined ||
    prepared.query.forceUpdate !== undefined ||
    pageQueryFlag("noCache") !== null ||
    pageQueryFlag("forceUpdate") !== null;
  const cacheable = prepared.isGet && cachedGetPaths.has(path);
  const key = cacheKey(path, prepared.query);
  if (cacheable && !bypassCache) {
    const hit = readCache(key);
    if (hit) return hit.data as T;
  }
  const lockKey = options.lock
    ? `${prepared.init.method} ${prepared.url} ${String(prepared.init.body ?? "")}`
    : null;
  if (lockKey && pendingLocked.has(lockKey)) return pendingLocked.get(lockKey) as Promise<T>;
  const call = send<T>(options, prepared).then((data) => {
    if (cacheable && data !== null && data !== undefined) writeCache(key, data);
    return data;
  });
  if (!lockKey) return call;
  pendingLocked.set(lockKey, call);
  try {
    return await call;
  } finally {
    pendingLocked.delete(lockKey);
  }
}

export const get = <T = unknown>(
  url: string,
  params?: Params,
  options: Omit<RequestOptions, "url" | "params"> = {},
) => request<T>({ ...options, method: "GET", url, params });

export const post = <T = unknown>(
  url: string,
  data?: unknown,
  options: Omit<RequestOptions, "url" | "data"> = {},
) => request<T>({ ...options, method: "POST", url, data });
