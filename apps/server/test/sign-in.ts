import { createHash } from "node:crypto";
import type { TestApp } from "./test-app.ts";

export const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
export const DEMO_PWD = sha256("Demo@2026");
export const PC = { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/130" };
export const PHONE = { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile MicroMessenger" };

export const schoolIdOf = async (t: TestApp, domain: string): Promise<number> =>
  (await t.call({ method: "GET", url: `/api/auth/getschool/byDomain?domain=${domain}` })).body.data.id;

/** Signs in by password through the real routes; returns the token and user. */
export const signIn = async (
  t: TestApp,
  domain: string,
  name: string,
  type: 0 | 1 | 2,
  headers: Record<string, string> = PC,
): Promise<{ token: string; user: Record<string, unknown> }> => {
  const schoolId = await schoolIdOf(t, domain);
  const login = await t.call({
    method: "POST",
    url: "/api/auth/login/pwd",
    payload: { name, pwd: DEMO_PWD, type, schoolId },
  });
  if (!login.body.success) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
  const exchanged = await t.call({
    method: "POST",
    url: "/api/auth/login/getToken",
    headers,
    payload: { authorizationCode: login.body.data.authorizationCode },
  });
  return exchanged.body.data;
};

export const bearer = (token: string, extra: Record<string, string> = {}) => ({
  authorization: `Bearer ${token}`,
  ...extra,
});
