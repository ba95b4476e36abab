import { createHash } from "node:crypto";

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
 * Signs a demo teacher account in through the real routes, as the web client does: the school by domain,
 * POST /api/auth/login/pwd with the SHA-256 of the password, then POST /api/auth/login/getToken.
 */
export const signInOverHttp = async (
  baseUrl: string,
  domain = "primary.demo",
  name = "admin",
): Promise<{ token: string; schoolId: number }> => {
  const school = await call<{ id: number }>(`${baseUrl}/api/auth/getschool/byDomain?domain=${domain}`);
  const pwd = createHash("sha256").update(DEMO_PASSWORD).digest("hex");
  const { authorizationCode } = await call<{ authorizationCode: string }>(
    `${baseUrl}/api/auth/login/pwd`,
    postJson({ name, pwd, type: 0, schoolId: school.id }),
  );
  const { token } = await call<{ token: string }>(
    `${baseUrl}/api/auth/login/getToken`,
    postJson({ authorizationCode }),
  );
  return { token, schoolId: school.id };
};
