import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";

/** The demo password of every seeded account (CONTRACT 'Demo dataset'). */
export const DEMO_PASSWORD = "Demo@2026";

type Envelope<T> = { success: boolean; errorCode: unknown; errorDesc: unknown; data: T };

/** A call whose answer must be a successful envelope; answers its data. */
export const call = async <T>(url: string, init?: RequestInit): Promise<T> => {
  const res = await fetch(url, init);
  const text = await res.text();
  let body: Envelope<T> | undefined;
  try {
    body = JSON.parse(text) as Envelope<T>;
  } catch {
    body = undefined;
  }
  if (!res.ok || !body?.success) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 300)}`);
  return body.data;
};

export const postJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body: JSON.stringify(body),
});

/**
 * A request through app.inject (no socket) whose answer must be a successful envelope; answers its data. What
 * the benches that time one route in process use.
 */
export const inject = async (
  app: FastifyInstance,
  method: "GET" | "POST",
  url: string,
  token?: string,
  payload?: object,
  // biome-ignore lint/suspicious/noExplicitAny: an envelope's data, read freely by the benches
): Promise<any> => {
  const res = await app.inject({
    method,
    url,
    payload,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = res.json();
  if (!body.success) throw new Error(`${url}: ${res.body}`);
  return body.data;
};

/** GET or POST (JSON) of an /api path, answering a successful envelope's data. */
type Send = <T>(path: string, body?: object) => Promise<T>;

/** Password sign-in through the real routes, as the web client does. Type 0 teacher (account), 2 parent (phone). */
const signInThrough = async (send: Send, domain: string, name: string, type: 0 | 1 | 2) => {
  const school = await send<{ id: number }>(`/api/auth/getschool/byDomain?domain=${domain}`);
  const pwd = createHash("sha256").update(DEMO_PASSWORD).digest("hex");
  const { authorizationCode } = await send<{ authorizationCode: string }>("/api/auth/login/pwd", {
    name,
    pwd,
    type,
    schoolId: school.id,
  });
  const { token } = await send<{ token: string }>("/api/auth/login/getToken", { authorizationCode });
  return { token, schoolId: Number(school.id) };
};

/**
 * Signs a demo account in over HTTP: the school by domain, POST /api/auth/login/pwd with the SHA-256 of the
 * password, then POST /api/auth/login/getToken.
 */
export const signInOverHttp = (
  baseUrl: string,
  domain = "primary.demo",
  name = "admin",
  type: 0 | 1 | 2 = 0,
) =>
  signInThrough(
    (path, body) => call(`${baseUrl}${path}`, body === undefined ? undefined : postJson(body)),
    domain,
    name,
    type,
  );

/** The same sign-in through app.inject, for the benches that time an app in process. */
export const signInByInject = (
  app: FastifyInstance,
  name: string,
  domain = "primary.demo",
  type: 0 | 1 | 2 = 0,
) =>
  signInThrough(
    (path, body) => inject(app, body === undefined ? "GET" : "POST", path, undefined, body),
    domain,
    name,
    type,
  );
