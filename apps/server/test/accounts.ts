import { PC, schoolIdOf, sha256 } from "./sign-in.ts";
import type { TestApp } from "./test-app.ts";

/** Signs in by password through the real routes; answers the getToken envelope (success or not). */
export const signInWith = async (
  t: TestApp,
  domain: string,
  name: string,
  type: 0 | 1 | 2,
  password: string,
  headers: Record<string, string> = PC,
) => {
  const schoolId = await schoolIdOf(t, domain);
  const login = await t.call({
    method: "POST",
    url: "/api/auth/login/pwd",
    payload: { name, pwd: sha256(password), type, schoolId },
  });
  if (!login.body.success) return login.body;
  const exchanged = await t.call({
    method: "POST",
    url: "/api/auth/login/getToken",
    headers,
    payload: { authorizationCode: login.body.data.authorizationCode },
  });
  return exchanged.body;
};

/** The newest code the development outbox kept for a phone. */
export const latestCode = async (t: TestApp, phone: string): Promise<string | undefined> => {
  const r = await t.call({ method: "GET", url: `/api/dev/outbox?phone=${phone}` });
  return r.body.data[0]?.code;
};

/** A strong password no test file shares with another. */
export const strong = (tag: string) => `Str0ng!${tag}`;
