import { open, seal } from "../../../platform/crypto/seal.ts";
import type { Db } from "../../../platform/db/client.ts";
import {
  deleteProvider,
  findProvider,
  insertProvider,
  listProviders,
  type ProviderRow,
  updateProvider,
} from "./third-party.store.ts";

/**
 * A school's work-chat (WeCom) or workplace-messaging (DingTalk) app: the same provider configuration that
 * signs people in with the platform, also used to read the platform's directory. The secret is sealed at rest
 * and never leaves the server.
 */
export const externalAppKinds = ["wecom", "dingtalk"] as const;
export type ExternalAppKind = (typeof externalAppKinds)[number];

export type ExternalAppDeps = { db: Db; dataKey: Buffer };

export type ExternalApp = {
  id: number;
  kind: ExternalAppKind;
  name: string;
  /** WeCom corp id, or DingTalk client id (AppKey). */
  clientId: string;
  /** DingTalk's corp id (WeCom's is clientId). */
  corpId: string | null;
  agentId: string | null;
  baseUrl: string | null;
  hasSecret: boolean;
  enabled: boolean;
};

/** With its secret opened: only the sync reads this, never an answer. */
export type ExternalAppSecretView = ExternalApp & { secret: string };

export type ExternalAppInput = {
  kind: ExternalAppKind;
  name: string;
  clientId: string;
  corpId: string | null;
  agentId: string | null;
  baseUrl: string | null;
  enabled: boolean;
};

const isExternal = (row: ProviderRow): boolean => (externalAppKinds as readonly string[]).includes(row.kind);

const present = (row: ProviderRow): ExternalApp => ({
  id: row.id,
  kind: row.kind as ExternalAppKind,
  name: row.name,
  clientId: row.clientId,
  corpId: row.corpId,
  agentId: row.agentId,
  baseUrl: row.baseUrl,
  hasSecret: row.secretSealed.length > 0,
  enabled: row.enabled,
});

export const externalAppsOf = async (deps: ExternalAppDeps, schoolId: number): Promise<ExternalApp[]> =>
  (await listProviders(deps.db, schoolId)).filter(isExternal).map(present);

export const externalAppOf = async (
  deps: ExternalAppDeps,
  schoolId: number,
  id: number,
): Promise<ExternalApp | undefined> => {
  const row = await findProvider(deps.db, schoolId, id);
  return row && isExternal(row) ? present(row) : undefined;
};

/** The enabled apps with their secrets, for the directory sync. */
export const externalAppSecrets = async (
  deps: ExternalAppDeps,
  schoolId: number,
): Promise<ExternalAppSecretView[]> =>
  (await listProviders(deps.db, schoolId))
    .filter((row) => isExternal(row) && row.enabled)
    .map((row) => ({ ...present(row), secret: open(deps.dataKey, row.secretSealed) }));

const valuesOf = (schoolId: number, input: ExternalAppInput, secretSealed: string) => ({
  schoolId,
  kind: input.kind,
  name: input.name,
  clientId: input.clientId,
  corpId: input.kind === "dingtalk" ? input.corpId : null,
  secretSealed,
  baseUrl: input.baseUrl,
  agentId: input.agentId,
  claim: null,
  accountField: null,
  userType: null,
  enabled: input.enabled,
});

export const insertExternalApp = (
  deps: ExternalAppDeps,
  schoolId: number,
  input: ExternalAppInput & { secret: string },
): Promise<number> => insertProvider(deps.db, valuesOf(schoolId, input, seal(deps.dataKey, input.secret)));

/** Left out, the secret stays as stored. False when the school has no such app. */
export const updateExternalApp = async (
  deps: ExternalAppDeps,
  schoolId: number,
  id: number,
  input: ExternalAppInput & { secret?: string },
): Promise<boolean> => {
  const row = await findProvider(deps.db, schoolId, id);
  if (!row || !isExternal(row)) return false;
  const sealed = input.secret ? seal(deps.dataKey, input.secret) : row.secretSealed;
  // Sign-in matching set through thirdParty/save stays as it is.
  const kept = { claim: row.claim, accountField: row.accountField, userType: row.userType };
  return updateProvider(deps.db, id, { ...valuesOf(schoolId, input, sealed), ...kept });
};

export const deleteExternalApp = async (
  deps: ExternalAppDeps,
  schoolId: number,
  id: number,
): Promise<boolean> => {
  const row = await findProvider(deps.db, schoolId, id);
  if (!row || !isExternal(row)) return false;
  return deleteProvider(deps.db, schoolId, id);
};
