import { enterSchool } from "../../../platform/db/tenant-context.ts";
import { findPerson } from "../../org/index.ts";
import { findAccountById } from "../account.store.ts";
import type { IdentityDeps } from "../identity.deps.ts";
import { identityError } from "../identity.messages.ts";
import { issueAuthorizationCode } from "../login.service.ts";
import { hashSecret, newSecret } from "../secret.ts";
import { dingtalkProvider } from "./dingtalk.provider.ts";
import { oidcProvider } from "./oidc.provider.ts";
import {
  type AuthorizeRequest,
  ProviderCodeError,
  type ProviderIdentity,
  type ProviderKind,
  ProviderUnavailableError,
  type ThirdPartyProvider,
} from "./provider.ts";
import { type ConfigDeps, providerConfigOf } from "./provider-config.service.ts";
import type { ProviderRow } from "./third-party.store.ts";
import { accountIdsByField, insertLinks, type LinkKey, linkedAccountIds } from "./third-party.store.ts";
import { wechatProvider } from "./wechat.provider.ts";
import { wecomProvider } from "./wecom.provider.ts";

export type ThirdPartyDeps = IdentityDeps & ConfigDeps;

const adapters: Record<ProviderKind, ThirdPartyProvider> = {
  oidc: oidcProvider,
  wechat: wechatProvider,
  wecom: wecomProvider,
  dingtalk: dingtalkProvider,
};

const STATE_MS = 10 * 60_000;

type StoredState = Omit<AuthorizeRequest, "state"> & { schoolId: number; providerId: number };

const stateKey = (hash: string) => `tp-state:${hash}`;

/** An unknown, expired or used code or state: SPEC 8's 40029, the client clears and returns to sign-in. */
const codeInvalid = () => identityError(200, "thirdPartyCodeInvalid", {}, 40029);
const notConfigured = () => identityError(200, "thirdPartyNotConfigured", {}, 404);

/** GET auth/thirdParty/authorizeUrl: the provider's address, with a one-time state bound to school and provider. */
export const startThirdPartySignIn = async (
  deps: ThirdPartyDeps,
  input: { schoolId: number; providerId: number; redirectUri: string },
): Promise<{ url: string; state: string }> => {
  enterSchool(input.schoolId);
  const found = await providerConfigOf(deps, input.schoolId, input.providerId);
  if (!found) throw notConfigured();
  const request: AuthorizeRequest = {
    state: newSecret(),
    redirectUri: input.redirectUri,
    nonce: newSecret(),
    codeVerifier: newSecret(),
  };
  const stored: StoredState = {
    schoolId: input.schoolId,
    providerId: input.providerId,
    redirectUri: request.redirectUri,
    nonce: request.nonce,
    codeVerifier: request.codeVerifier,
  };
  await deps.cache.set(stateKey(hashSecret(request.state)), stored, STATE_MS);
  const url = await adapters[found.config.kind].authorizeUrl(found.config, request).catch(rethrow);
  return { url, state: request.state };
};

/** Spends a state once: a second use, even a concurrent one, finds nothing. */
const takeState = async (deps: ThirdPartyDeps, state: string): Promise<StoredState | undefined> => {
  const hash = hashSecret(state);
  if ((await deps.cache.incr(`tp-state-used:${hash}`, STATE_MS)) !== 1) return undefined;
  const stored = await deps.cache.get<StoredState>(stateKey(hash));
  await deps.cache.del(stateKey(hash));
  return stored;
};

const rethrow = (err: unknown): never => {
  if (err instanceof ProviderCodeError) throw codeInvalid();
  if (err instanceof ProviderUnavailableError) throw identityError(200, "thirdPartyUnavailable", {}, -1);
  throw err;
};

/** The account field a claim names, when the school configured one. */
const claimValue = (row: ProviderRow, identity: ProviderIdentity): string | undefined => {
  if (!row.claim || !row.accountField) return undefined;
  // An OIDC phone number the provider has not verified proves nothing.
  if (row.claim === "phone_number" && identity.claims.phone_number_verified === false) return undefined;
  const value = identity.claims[row.claim];
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
};

/**
 * Accounts a new identity may be linked to: every account of a phone (one person's roles, as in phone sign-in),
 * or exactly one account of a login name; anything ambiguous links nothing.
 */
const accountsToLink = async (deps: ThirdPartyDeps, row: ProviderRow, identity: ProviderIdentity) => {
  const value = claimValue(row, identity);
  if (!value) return [];
  const field = row.accountField === "phone" ? "phone" : "loginName";
  const ids = await accountIdsByField(deps.db, row.schoolId, field, value, row.userType);
  return field === "loginName" && ids.length !== 1 ? [] : ids;
};

/** POST auth/thirdParty/login: the provider's code → one entry per linked account, like phone sign-in. */
export const loginWithThirdParty = async (
  deps: ThirdPartyDeps,
  input: { code: string; state: string },
): Promise<{ type: number; authorizationCode: string; name: string }[]> => {
  const stored = await takeState(deps, input.state);
  if (!stored) throw codeInvalid();
  // The school the state was issued for, kept on the server: the sign-in works on its rows only.
  enterSchool(stored.schoolId);
  const found = await providerConfigOf(deps, stored.schoolId, stored.providerId);
  if (!found) throw notConfigured();
  const identity = await adapters[found.config.kind]
    .exchangeCode(found.config, input.code, stored)
    .catch(rethrow);
  const key: LinkKey = {
    schoolId: stored.schoolId,
    provider: found.config.kind,
    corpOrAppId: identity.corpOrAppId,
    providerUserId: identity.providerUserId,
  };
  let accountIds = await linkedAccountIds(deps.db, key);
  if (accountIds.length === 0) {
    accountIds = await accountsToLink(deps, found.row, identity);
    await insertLinks(deps.db, key, accountIds);
  }
  if (accountIds.length === 0) throw identityError(200, "thirdPartyNotBound", {}, -1020);
  return entriesOf(deps, stored.schoolId, accountIds);
};

const entriesOf = async (deps: ThirdPartyDeps, schoolId: number, accountIds: number[]) => {
  const entries = [];
  for (const id of accountIds) {
    const acct = await findAccountById(deps.db, schoolId, id);
    const person = acct ? await findPerson(deps.db, schoolId, acct.userType, acct.userId) : undefined;
    if (!acct || !person) continue;
    entries.push({
      type: acct.userType,
      authorizationCode: await issueAuthorizationCode(deps, schoolId, acct.id),
      name: person.name,
    });
  }
  return entries;
};
