import { createHash } from "node:crypto";
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from "jose";
import {
  fetchJson,
  ProviderCodeError,
  type ProviderConfig,
  ProviderUnavailableError,
  type ThirdPartyProvider,
  trimSlash,
} from "./provider.ts";

type Discovery = {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
};

const DISCOVERY_MS = 10 * 60_000;
const discoveries = new Map<string, { doc: Discovery; at: number }>();
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

/** The issuer's discovery document, kept for ten minutes per issuer. */
const discover = async (issuer: string): Promise<Discovery> => {
  const cached = discoveries.get(issuer);
  if (cached && Date.now() - cached.at < DISCOVERY_MS) return cached.doc;
  const { status, body } = await fetchJson(`${trimSlash(issuer)}/.well-known/openid-configuration`);
  const doc = body as Partial<Discovery>;
  if (status !== 200 || !doc.authorization_endpoint || !doc.token_endpoint || !doc.jwks_uri) {
    throw new ProviderUnavailableError(`no discovery document at ${issuer}`);
  }
  if (trimSlash(doc.issuer ?? "") !== trimSlash(issuer))
    throw new ProviderUnavailableError("issuer mismatch");
  discoveries.set(issuer, { doc: doc as Discovery, at: Date.now() });
  return doc as Discovery;
};

const keySetOf = (jwksUri: string) => {
  let set = keySets.get(jwksUri);
  if (!set) {
    set = createRemoteJWKSet(new URL(jwksUri));
    keySets.set(jwksUri, set);
  }
  return set;
};

const issuerOf = (config: ProviderConfig): string => {
  if (!config.baseUrl) throw new ProviderUnavailableError("no issuer configured");
  return config.baseUrl;
};

const challengeOf = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

const verifyIdToken = async (
  doc: Discovery,
  config: ProviderConfig,
  idToken: string,
  nonce: string,
): Promise<JWTPayload> => {
  try {
    const { payload } = await jwtVerify(idToken, keySetOf(doc.jwks_uri), {
      issuer: doc.issuer,
      audience: config.clientId,
    });
    if (payload.nonce !== nonce) throw new ProviderCodeError("id_token nonce mismatch");
    return payload;
  } catch (err) {
    if (err instanceof errors.JOSEError) throw new ProviderCodeError(`id_token refused: ${err.code}`);
    throw err;
  }
};

/** Claims the id_token lacks come from the userinfo endpoint, for the same subject only. */
const userInfoOf = async (doc: Discovery, accessToken: unknown, sub: string) => {
  if (!doc.userinfo_endpoint || typeof accessToken !== "string") return {};
  const { status, body } = await fetchJson(doc.userinfo_endpoint, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return status === 200 && body.sub === sub ? body : {};
};

/**
 * A generic OpenID Connect provider: discovery, the authorization-code flow with PKCE and a nonce, the code
 * exchanged at the token endpoint (client_secret_basic), the id_token verified with the issuer's keys.
 */
export const oidcProvider: ThirdPartyProvider = {
  authorizeUrl: async (config, { state, redirectUri, nonce, codeVerifier }) => {
    const doc = await discover(issuerOf(config));
    const url = new URL(doc.authorization_endpoint);
    url.search = new URLSearchParams({
      response_type: "code",
      client_id: config.clientId,
      redirect_uri: redirectUri,
      scope: "openid profile email phone",
      state,
      nonce,
      code_challenge: challengeOf(codeVerifier),
      code_challenge_method: "S256",
    }).toString();
    return url.toString();
  },
  exchangeCode: async (config, code, { redirectUri, nonce, codeVerifier }) => {
    const doc = await discover(issuerOf(config));
    const basic = `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.secret)}`;
    const { status, body } = await fetchJson(doc.token_endpoint, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        authorization: `Basic ${Buffer.from(basic).toString("base64")}`,
      },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: redirectUri,
        code_verifier: codeVerifier,
      }).toString(),
    });
    if (body.error === "invalid_grant") throw new ProviderCodeError("invalid_grant");
    if (status !== 200 || typeof body.id_token !== "string") {
      throw new ProviderUnavailableError(`token endpoint ${status} ${String(body.error ?? "")}`);
    }
    const idClaims = await verifyIdToken(doc, config, body.id_token, nonce);
    const sub = String(idClaims.sub);
    const info = await userInfoOf(doc, body.access_token, sub);
    return { providerUserId: sub, corpOrAppId: doc.issuer, claims: { ...info, ...idClaims } };
  },
};
