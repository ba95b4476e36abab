import type { AuthContext } from "../../../platform/auth/access.ts";
import { open, seal } from "../../../platform/crypto/seal.ts";
import type { Db } from "../../../platform/db/client.ts";
import { badRequest, notFound } from "../../../platform/http/errors.ts";
import type { ProviderConfig, ProviderKind } from "./provider.ts";
import {
  deleteProvider,
  findProvider,
  insertProvider,
  listProviders,
  type ProviderRow,
  updateProvider,
} from "./third-party.store.ts";

export type ConfigDeps = { db: Db; dataKey: Buffer };

export type ProviderSave = {
  id?: number;
  kind: ProviderKind;
  name: string;
  clientId: string;
  /** Required when creating; left out when editing keeps the stored one. */
  secret?: string;
  baseUrl?: string | null;
  agentId?: string | null;
  claim?: string | null;
  accountField?: "phone" | "loginName" | null;
  userType?: number | null;
  enabled?: boolean;
};

/** What administrators see: never the secret, only whether one is set. */
export const presentProvider = (row: ProviderRow) => ({
  id: row.id,
  kind: row.kind as ProviderKind,
  name: row.name,
  clientId: row.clientId,
  hasSecret: row.secretSealed.length > 0,
  baseUrl: row.baseUrl,
  agentId: row.agentId,
  claim: row.claim,
  accountField: row.accountField as "phone" | "loginName" | null,
  userType: row.userType,
  enabled: row.enabled,
});

export const listProviderConfigs = async (deps: ConfigDeps, ctx: AuthContext) =>
  (await listProviders(deps.db, ctx.schoolId)).map(presentProvider);

export const saveProviderConfig = async (
  deps: ConfigDeps,
  ctx: AuthContext,
  input: ProviderSave,
): Promise<{ id: number }> => {
  if (input.kind === "oidc" && !input.baseUrl) {
    throw badRequest("baseUrl (issuer) is required");
  }
  const existing = input.id ? await findProvider(deps.db, ctx.schoolId, input.id) : undefined;
  if (input.id && !existing) throw notFound();
  if (!existing && !input.secret) {
    throw badRequest("secret is required");
  }
  const values = {
    schoolId: ctx.schoolId,
    kind: input.kind,
    name: input.name,
    clientId: input.clientId,
    secretSealed: input.secret ? seal(deps.dataKey, input.secret) : (existing?.secretSealed ?? ""),
    baseUrl: input.baseUrl ?? null,
    agentId: input.agentId ?? null,
    claim: input.claim ?? null,
    accountField: input.accountField ?? null,
    userType: input.userType ?? null,
    enabled: input.enabled ?? true,
  };
  if (existing) {
    await updateProvider(deps.db, existing.id, values);
    return { id: existing.id };
  }
  return { id: await insertProvider(deps.db, values) };
};

export const deleteProviderConfig = async (deps: ConfigDeps, ctx: AuthContext, id: number) => {
  if (!(await deleteProvider(deps.db, ctx.schoolId, id))) throw notFound();
};

/** The enabled providers of a school, for its sign-in page. */
export const signInProviders = async (deps: ConfigDeps, schoolId: number) =>
  (await listProviders(deps.db, schoolId))
    .filter((p) => p.enabled)
    .map((p) => ({ id: p.id, kind: p.kind as ProviderKind, name: p.name }));

/** A school's enabled provider with its secret opened; undefined when the school has no such provider. */
export const providerConfigOf = async (
  deps: ConfigDeps,
  schoolId: number,
  id: number,
): Promise<{ row: ProviderRow; config: ProviderConfig } | undefined> => {
  const row = await findProvider(deps.db, schoolId, id);
  if (!row?.enabled) return undefined;
  return {
    row,
    config: {
      kind: row.kind as ProviderKind,
      clientId: row.clientId,
      secret: open(deps.dataKey, row.secretSealed),
      baseUrl: row.baseUrl,
      agentId: row.agentId,
    },
  };
};
