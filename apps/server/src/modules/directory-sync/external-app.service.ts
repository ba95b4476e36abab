import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import {
  deleteExternalApp,
  type ExternalApp,
  type ExternalAppInput,
  externalAppOf,
  externalAppsOf,
  insertExternalApp,
  updateExternalApp,
} from "../identity/index.ts";
import { findSite } from "../school/index.ts";
import { syncError } from "./directory-sync.messages.ts";

export type ExternalAppDeps = { db: Db; dataKey: Buffer };

const PLATFORM_NAMES = { wecom: "WeCom", dingtalk: "DingTalk" } as const;

/**
 * The school a call works on: a platform administrator names any school (`id`); a school's own administrator
 * works on their school only. Another school answers as a missing one, so nothing about it leaks.
 */
export const targetSchool = async (db: Db, auth: AuthContext, id: number | undefined): Promise<number> => {
  if (auth.schoolType === 2) {
    if (id === undefined) throw syncError(400, "schoolRequired");
    const site = await findSite(db, id);
    if (site?.type !== 0) throw syncError(404, "schoolNotFound");
    return site.id;
  }
  if (id !== undefined && id !== auth.schoolId) throw syncError(404, "schoolNotFound");
  return auth.schoolId;
};

export type AppSave = Omit<ExternalAppInput, "corpId" | "agentId" | "baseUrl" | "enabled"> & {
  corpId?: string | null;
  agentId?: string | null;
  baseUrl?: string | null;
  enabled?: boolean;
  secret?: string;
};

const inputOf = (body: AppSave): ExternalAppInput => ({
  kind: body.kind,
  name: body.name,
  clientId: body.clientId,
  corpId: body.corpId ?? null,
  agentId: body.agentId ?? null,
  baseUrl: body.baseUrl ?? null,
  enabled: body.enabled ?? true,
});

/** One app per platform account in a school: the same kind and client id twice is refused. */
const refuseDuplicate = async (deps: ExternalAppDeps, schoolId: number, body: AppSave, exceptId?: number) => {
  const clash = (await externalAppsOf(deps, schoolId)).find(
    (a) => a.kind === body.kind && a.clientId === body.clientId && a.id !== exceptId,
  );
  if (clash)
    throw syncError(400, "appExists", { platform: PLATFORM_NAMES[body.kind], clientId: body.clientId });
};

/** POST v3/school/addExternalApp: registers the app; it also signs people in with the platform. */
export const addExternalApp = async (
  deps: ExternalAppDeps,
  auth: AuthContext,
  body: AppSave & { id?: number },
): Promise<{ appId: number }> => {
  const schoolId = await targetSchool(deps.db, auth, body.id);
  if (!body.secret) throw syncError(400, "secretRequired");
  await refuseDuplicate(deps, schoolId, body);
  return { appId: await insertExternalApp(deps, schoolId, { ...inputOf(body), secret: body.secret }) };
};

export const listExternalApps = async (
  deps: ExternalAppDeps,
  auth: AuthContext,
  id: number | undefined,
): Promise<ExternalApp[]> => externalAppsOf(deps, await targetSchool(deps.db, auth, id));

/** Left out, the secret stays as stored. */
export const editExternalApp = async (
  deps: ExternalAppDeps,
  auth: AuthContext,
  body: AppSave & { id?: number; appId: number },
): Promise<ExternalApp> => {
  const schoolId = await targetSchool(deps.db, auth, body.id);
  if (!(await externalAppOf(deps, schoolId, body.appId))) throw syncError(404, "appNotFound");
  await refuseDuplicate(deps, schoolId, body, body.appId);
  await updateExternalApp(deps, schoolId, body.appId, { ...inputOf(body), secret: body.secret });
  return (await externalAppOf(deps, schoolId, body.appId)) as ExternalApp;
};

/** Removing the app keeps what it synced (departments, teachers, their links). */
export const removeExternalApp = async (
  deps: ExternalAppDeps,
  auth: AuthContext,
  body: { id?: number; appId: number },
): Promise<void> => {
  const schoolId = await targetSchool(deps.db, auth, body.id);
  if (!(await deleteExternalApp(deps, schoolId, body.appId))) throw syncError(404, "appNotFound");
};
