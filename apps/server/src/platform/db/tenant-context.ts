import { AsyncLocalStorage } from "node:async_hooks";

/**
 * Whose rows a unit of work may see in PostgreSQL mode, where row-level security enforces it:
 * - none: no tenant rows at all (a request before the guard or a public route has said whose it is)
 * - schools: the rows of these schools (a signed-in user's school; an area's site: the area's schools), plus the
 *   area-level rows of `areaId`
 * - system: every row; background work (jobs, scoring), lookups that find the tenant (a session by its token),
 *   and platform administrators, whose work spans every school
 * It always comes from the token or from what the server resolved, never from what a client claims.
 */
export type TenantScope =
  | { kind: "none" }
  | { kind: "system" }
  | { kind: "schools"; schoolIds: readonly number[]; areaId: number | null };

type UnitOfWork = { scope: TenantScope };

const storage = new AsyncLocalStorage<UnitOfWork>();

export const NO_TENANT: TenantScope = { kind: "none" };
export const SYSTEM_SCOPE: TenantScope = { kind: "system" };

export const schoolsScope = (schoolIds: readonly number[], areaId: number | null): TenantScope => ({
  kind: "schools",
  schoolIds: [...new Set(schoolIds)].sort((a, b) => a - b),
  areaId,
});

/** Outside any unit of work nothing is visible: background work says explicitly that it is the system's. */
export const currentScope = (): TenantScope => storage.getStore()?.scope ?? NO_TENANT;

/** Runs `work` as its own unit of work with this scope; what it starts (timers, promises) keeps the scope. */
export const runInScope = <T>(scope: TenantScope, work: () => T): T => storage.run({ scope }, work);

/** Background work and lookups made before the tenant is known (a session found by its token). */
export const asSystem = <T>(work: () => T): T => runInScope(SYSTEM_SCOPE, work);

/**
 * Sets whose rows the current unit of work may see: the access guard after reading the token, a public route
 * once it has resolved the school it serves. Outside a unit of work it changes nothing (nothing stays visible).
 */
export const enterScope = (scope: TenantScope): void => {
  const unit = storage.getStore();
  if (unit) unit.scope = scope;
};

/**
 * Runs `work` seeing these schools as well as the current scope's: for a feature that reads another school's
 * rows on purpose (an area's scene hall), after it has checked that the caller may.
 */
export const withSchools = <T>(schoolIds: readonly number[], work: () => T): T => {
  const scope = currentScope();
  if (scope.kind !== "schools") return work();
  return runInScope(schoolsScope([...scope.schoolIds, ...schoolIds], scope.areaId), work);
};

export type ScopeSettings = { key: string; scope: string; schoolIds: string; areaId: string };

const settingsMemo = new WeakMap<TenantScope, ScopeSettings>();

const settingsFor = (scope: TenantScope): ScopeSettings => {
  if (scope.kind === "schools") {
    const schoolIds = scope.schoolIds.join(",");
    const areaId = scope.areaId === null ? "" : String(scope.areaId);
    return { key: `s|${schoolIds}|${areaId}`, scope: "schools", schoolIds, areaId };
  }
  return { key: scope.kind, scope: scope.kind === "system" ? "system" : "", schoolIds: "", areaId: "" };
};

/**
 * The connection settings the policies read (migrations 0027 and 0032, tenant_rls), and a key to compare them by;
 * worked out once per scope, since every checkout of the pool asks.
 */
export const settingsOf = (scope: TenantScope): ScopeSettings => {
  let settings = settingsMemo.get(scope);
  if (!settings) {
    settings = settingsFor(scope);
    settingsMemo.set(scope, settings);
  }
  return settings;
};

/** A public route that has resolved the one school it serves (sign-in at its domain, a code naming it). */
export const enterSchool = (schoolId: number, areaId: number | null = null): void =>
  enterScope(schoolsScope([schoolId], areaId));
