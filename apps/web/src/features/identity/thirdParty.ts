import type { PhoneAccount } from "../../api/auth.ts";
import { request } from "../../api/request.ts";

/** Third-party sign-in (SPEC 4 'with a provider code'): the school's providers, the start, the exchange. */
export type SignInProvider = { id: number; kind: "oidc" | "wechat" | "wecom" | "dingtalk"; name: string };

export const CALLBACK_PATH = "/oauth/callback";

export const fetchSignInProviders = (schoolId: number) =>
  request<SignInProvider[]>({
    url: "/auth/thirdParty/providers",
    params: { schoolId },
    noToast: true,
    noSchoolId: true,
  });

export const fetchAuthorizeUrl = (schoolId: number, provider: number) =>
  request<{ url: string; state: string }>({
    url: "/auth/thirdParty/authorizeUrl",
    params: { schoolId, provider, redirectUri: CALLBACK_PATH },
    noToast: true,
    noSchoolId: true,
    noCache: true,
  });

export const loginWithProviderCode = (code: string, state: string) =>
  request<PhoneAccount[]>({
    method: "POST",
    url: "/auth/thirdParty/login",
    data: { code, state },
    noToast: true,
    noSchoolId: true,
  });

/** Leaves for the provider's sign-in page; it sends the browser back to /oauth/callback. */
export async function startProviderSignIn(schoolId: number, provider: number): Promise<void> {
  const { url } = await fetchAuthorizeUrl(schoolId, provider);
  window.location.assign(url);
}
