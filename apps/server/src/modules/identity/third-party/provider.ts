/** The kinds of third-party sign-in a school may configure. */
export const providerKinds = ["oidc", "wechat", "wecom", "dingtalk"] as const;
export type ProviderKind = (typeof providerKinds)[number];

/** A school's provider configuration, with its secret opened. */
export type ProviderConfig = {
  kind: ProviderKind;
  clientId: string;
  secret: string;
  /** OIDC issuer; for the chat platforms their API base address (tests point it at a local fake). */
  baseUrl: string | null;
  agentId: string | null;
};

/** Who the provider says signed in: keyed by (provider, corp or app id, user id). */
export type ProviderIdentity = {
  providerUserId: string;
  corpOrAppId: string;
  claims: Record<string, unknown>;
};

/** What the sign-in start remembers for the exchange (bound to the state). */
export type AuthorizeRequest = { state: string; redirectUri: string; nonce: string; codeVerifier: string };

export type ThirdPartyProvider = {
  authorizeUrl(config: ProviderConfig, request: AuthorizeRequest): Promise<string>;
  exchangeCode(
    config: ProviderConfig,
    code: string,
    request: Omit<AuthorizeRequest, "state">,
  ): Promise<ProviderIdentity>;
};

/** The provider refused the code: unknown, expired or used (the chat platforms' errcode 40029). */
export class ProviderCodeError extends Error {
  constructor(detail: string) {
    super(`provider refused the code: ${detail}`);
    this.name = "ProviderCodeError";
  }
}

/** The provider could not be reached or answered something unexpected. */
export class ProviderUnavailableError extends Error {
  constructor(detail: string) {
    super(`provider unavailable: ${detail}`);
    this.name = "ProviderUnavailableError";
  }
}

const TIMEOUT_MS = 10_000;

/** A JSON call to a provider; network failures and non-JSON answers are the provider being unavailable. */
export const fetchJson = async (
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> }> => {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new ProviderUnavailableError(`${new URL(url).host}: ${(err as Error).message}`);
  }
  const text = await res.text();
  try {
    const body = JSON.parse(text) as unknown;
    if (body && typeof body === "object")
      return { status: res.status, body: body as Record<string, unknown> };
  } catch {
    // fall through
  }
  throw new ProviderUnavailableError(`${new URL(url).host} answered ${res.status} without JSON`);
};

export const trimSlash = (url: string) => url.replace(/\/+$/, "");
