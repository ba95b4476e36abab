import { AppError, badRequest, type ModuleMessage } from "../../platform/http/errors.ts";

/**
 * Options from an outside API (queryApiDict, items with apiUrlInfos). The server fetches for the filler so the
 * browser never talks to other sites, but only from hosts the operator listed (API_DICT_HOSTS): anything
 * else would let a form make the server call into the school's network.
 */
export type ApiDictLimits = {
  /** Lowercase `host` (any port) or `host:port`; empty refuses every call. */
  hosts: readonly string[];
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
};

export const API_DICT_DEFAULTS: Omit<ApiDictLimits, "hosts"> = {
  timeoutMs: 5000,
  maxBytes: 1024 * 1024,
  maxRedirects: 3,
};

export type ApiOption = { id: string; name: string };

/** The envelope code of a refused or failed outside call. */
export const API_DICT_REFUSED = -100920;

const MESSAGES = {
  notAllowed: {
    "zh-CN": "数据源地址 {host} 不在允许列表中，请联系管理员",
    "en-US": "The data source {host} is not on the allowed list; ask the administrator",
  },
  failed: {
    "zh-CN": "数据源暂时无法访问（{reason}）",
    "en-US": "The data source could not be read ({reason})",
  },
  badAnswer: {
    "zh-CN": "数据源的返回内容无法识别为选项",
    "en-US": "The data source answered something that is not a list of options",
  },
} satisfies Record<string, ModuleMessage>;

const refuse = (texts: ModuleMessage, params: Record<string, string> = {}, status = 400) =>
  new AppError(status, API_DICT_REFUSED, { texts, params });

const parseUrl = (raw: string, base?: URL): URL => {
  try {
    return base ? new URL(raw, base) : new URL(raw);
  } catch {
    throw refuse(MESSAGES.notAllowed, { host: raw.slice(0, 100) });
  }
};

/** Whether a URL may be fetched: http(s), no credentials in it, and its host listed. */
export const hostAllowed = (url: URL, hosts: readonly string[]): boolean => {
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return hosts.some((h) => h === host || h === `${host}:${port}`);
};

const withParams = (url: URL, paramJson: string | Record<string, unknown> | undefined): URL => {
  if (paramJson === undefined || paramJson === "") return url;
  let params: unknown = paramJson;
  if (typeof paramJson === "string") {
    try {
      params = JSON.parse(paramJson);
    } catch {
      throw badRequest("paramJson is not JSON");
    }
  }
  if (typeof params !== "object" || params === null || Array.isArray(params)) return url;
  const out = new URL(url);
  for (const [k, v] of Object.entries(params))
    if (v !== null && v !== undefined) out.searchParams.set(k, typeof v === "string" ? v : JSON.stringify(v));
  return out;
};

/** Reads at most maxBytes of a body; a longer answer is refused, not cut. */
const readCapped = async (res: Response, maxBytes: number): Promise<string> => {
  const declared = Number(res.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes)
    throw refuse(MESSAGES.failed, { reason: "too large" }, 502);
  if (!res.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw refuse(MESSAGES.failed, { reason: "too large" }, 502);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
};

/** Follows redirects by hand, each hop checked against the list again. */
const fetchAllowed = async (start: URL, limits: ApiDictLimits): Promise<string> => {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  let url = start;
  for (let hop = 0; hop <= limits.maxRedirects; hop++) {
    if (!hostAllowed(url, limits.hosts)) throw refuse(MESSAGES.notAllowed, { host: url.host });
    let res: Response;
    try {
      res = await fetch(url, { redirect: "manual", signal, headers: { accept: "application/json" } });
    } catch (e) {
      const reason = signal.aborted ? "timeout" : "unreachable";
      throw refuse(MESSAGES.failed, { reason }, e instanceof Error && signal.aborted ? 504 : 502);
    }
    const location = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      url = parseUrl(location, url);
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw refuse(MESSAGES.failed, { reason: `HTTP ${res.status}` }, 502);
    }
    try {
      return await readCapped(res, limits.maxBytes);
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw refuse(MESSAGES.failed, { reason: signal.aborted ? "timeout" : "unreachable" }, 502);
    }
  }
  throw refuse(MESSAGES.failed, { reason: "too many redirects" }, 502);
};

const LIST_KEYS = ["data", "list", "records", "rows", "items", "result"];
const ID_KEYS = ["id", "value", "code", "key"];
const NAME_KEYS = ["name", "label", "text", "title"];

/** The list in an answer: the answer itself, or under data / list / records / … (one or two levels). */
const listOf = (answer: unknown, depth = 0): unknown[] | null => {
  if (Array.isArray(answer)) return answer;
  if (depth > 2 || typeof answer !== "object" || answer === null) return null;
  for (const key of LIST_KEYS) {
    const found = listOf((answer as Record<string, unknown>)[key], depth + 1);
    if (found) return found;
  }
  return null;
};

const textOf = (rec: Record<string, unknown>, keys: string[]): string | null => {
  for (const k of keys) {
    const v = rec[k];
    if (typeof v === "string" || typeof v === "number") return String(v);
  }
  return null;
};

/** Maps an answer to options: strings and numbers as they are, objects by id/value/code and name/label. */
export const toOptions = (answer: unknown): ApiOption[] => {
  const list = listOf(answer);
  if (!list) throw refuse(MESSAGES.badAnswer, {}, 502);
  const out: ApiOption[] = [];
  for (const entry of list.slice(0, 5000)) {
    if (typeof entry === "string" || typeof entry === "number") {
      out.push({ id: String(entry), name: String(entry) });
      continue;
    }
    if (typeof entry !== "object" || entry === null) continue;
    const rec = entry as Record<string, unknown>;
    const id = textOf(rec, ID_KEYS) ?? textOf(rec, NAME_KEYS);
    const name = textOf(rec, NAME_KEYS) ?? id;
    if (id !== null && name !== null) out.push({ id, name });
  }
  return out;
};

export const queryApiDict = async (
  limits: ApiDictLimits,
  input: { url: string; paramJson?: string | Record<string, unknown> },
): Promise<ApiOption[]> => {
  const url = withParams(parseUrl(input.url), input.paramJson);
  const text = await fetchAllowed(url, limits);
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    throw refuse(MESSAGES.badAnswer, {}, 502);
  }
  return toOptions(answer);
};
