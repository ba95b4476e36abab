import type { Directory, DirectoryMember } from "./directory.ts";

/** What the school has now, read in the sync's transaction. */
export type LocalState = {
  rootId: number;
  /** The school's org units by id: their depth decides how deep a new department may go. */
  depthOf: Map<number, number>;
  nameOf: Map<number, string>;
  /** The platform's department ids already synced, and the org department each became. */
  mapped: Map<string, number>;
  /** Identities of the corp already linked to a teacher: link id → teacher id. */
  linked: Map<string, number>;
  /** Teachers holding each of the directory's mobiles. */
  byPhone: Map<string, number[]>;
  teachers: Map<number, { name: string; phone: string | null }>;
  /** Matched teachers' memberships in the synced departments (org ids). */
  memberships: Map<number, Set<number>>;
};

export type DeptStep = {
  externalId: string;
  name: string;
  /** null: under the school root. */
  parentExternalId: string | null;
  depth: number;
  /** The org department it already is; undefined: to be made. */
  orgId?: number;
  rename: boolean;
};

export type MemberStep = {
  member: DirectoryMember;
  /** null: a new teacher. */
  teacherId: number | null;
  matchedBy: "link" | "phone" | "new";
  patch: { name?: string; phone?: string };
  /** Department external ids to join, and org ids to leave. */
  join: string[];
  leave: number[];
};

export type SyncCounts = {
  departments: number;
  members: number;
  departmentsCreated: number;
  departmentsRenamed: number;
  /** Synced before, no longer on the platform: kept here, only reported. */
  departmentsGone: number;
  /** Deeper than the org tree allows: not made. */
  departmentsSkipped: number;
  teachersCreated: number;
  teachersMatchedByPhone: number;
  teachersUpdated: number;
  linksAdded: number;
  membershipsAdded: number;
  membershipsRemoved: number;
  /** Members whose mobile several teachers share: neither linked nor created; an administrator decides. */
  ambiguous: number;
  /** Linked before, no longer on the platform: kept here, only reported. */
  membersGone: number;
};

export type SyncPlan = { depts: DeptStep[]; members: MemberStep[]; counts: SyncCounts };

/** Departments parents first, with their depth; those deeper than the cap (and below them) are left out. */
const planDepartments = (dir: Directory, local: LocalState, depthCap: number) => {
  const byId = new Map(dir.departments.map((d) => [d.externalId, d]));
  const depthOfExt = new Map<string, number>();
  const steps: DeptStep[] = [];
  let pending = dir.departments.map((d) => ({
    ...d,
    parentId: d.parentId && byId.has(d.parentId) ? d.parentId : null,
  }));
  while (pending.length > 0) {
    const later: typeof pending = [];
    for (const d of pending) {
      const parentDepth =
        d.parentId === null ? (local.depthOf.get(local.rootId) ?? 0) : depthOfExt.get(d.parentId);
      if (parentDepth === undefined) {
        later.push(d);
        continue;
      }
      const orgId = local.mapped.get(d.externalId);
      const depth = orgId === undefined ? parentDepth + 1 : (local.depthOf.get(orgId) ?? parentDepth + 1);
      if (depth >= depthCap) continue;
      depthOfExt.set(d.externalId, depth);
      const rename = orgId !== undefined && local.nameOf.get(orgId) !== d.name;
      steps.push({
        externalId: d.externalId,
        name: d.name,
        parentExternalId: d.parentId,
        depth,
        orgId,
        rename,
      });
    }
    // What is left waits on a parent that was skipped (too deep) or on a cycle: it is skipped too.
    if (later.length === pending.length) break;
    pending = later;
  }
  return { steps, skipped: dir.departments.length - steps.length };
};

const matchTeacher = (
  m: DirectoryMember,
  local: LocalState,
  taken: Set<number>,
): { teacherId: number | null; matchedBy: MemberStep["matchedBy"] } | "ambiguous" => {
  const linked = local.linked.get(m.linkId);
  if (linked !== undefined) return { teacherId: linked, matchedBy: "link" };
  const candidates = m.mobile ? (local.byPhone.get(m.mobile) ?? []).filter((id) => !taken.has(id)) : [];
  if (candidates.length > 1) return "ambiguous";
  if (candidates.length === 1) return { teacherId: candidates[0], matchedBy: "phone" };
  return { teacherId: null, matchedBy: "new" };
};

/**
 * What a sync would change, and its counts (a dry run stops here): departments created or renamed, never
 * deleted; members matched by their link first, then by their mobile, else new teachers; memberships made
 * equal to the platform's in the synced departments only.
 */
export const planSync = (dir: Directory, local: LocalState, depthCap: number): SyncPlan => {
  const { steps, skipped } = planDepartments(dir, local, depthCap);
  const synced = new Set(steps.map((s) => s.externalId));
  const orgToExt = new Map(
    steps.filter((s) => s.orgId !== undefined).map((s) => [s.orgId as number, s.externalId]),
  );
  const taken = new Set(local.linked.values());
  const members: MemberStep[] = [];
  let ambiguous = 0;
  for (const m of dir.members) {
    const match = matchTeacher(m, local, taken);
    if (match === "ambiguous") {
      ambiguous += 1;
      continue;
    }
    if (match.teacherId !== null) taken.add(match.teacherId);
    const now = match.teacherId === null ? undefined : local.teachers.get(match.teacherId);
    const patch: MemberStep["patch"] = {};
    if (now && now.name !== m.name) patch.name = m.name;
    if (now && !now.phone && m.mobile) patch.phone = m.mobile;
    const want = new Set(m.deptIds.filter((id) => synced.has(id)));
    // Only the departments synced this time: one gone upstream keeps its members as they are.
    const held = match.teacherId === null ? [] : [...(local.memberships.get(match.teacherId) ?? [])];
    const has = new Set(held.filter((orgId) => orgToExt.has(orgId)));
    const hasExt = new Set([...has].map((orgId) => orgToExt.get(orgId)));
    members.push({
      member: m,
      ...match,
      patch,
      join: [...want].filter((id) => !hasExt.has(id)),
      leave: [...has].filter((orgId) => !want.has(orgToExt.get(orgId) ?? "")),
    });
  }
  const upstreamDepts = new Set(dir.departments.map((d) => d.externalId));
  const upstreamMembers = new Set(dir.members.map((m) => m.linkId));
  const counts: SyncCounts = {
    departments: dir.departments.length,
    members: dir.members.length,
    departmentsCreated: steps.filter((s) => s.orgId === undefined).length,
    departmentsRenamed: steps.filter((s) => s.rename).length,
    departmentsGone: [...local.mapped.keys()].filter((id) => !upstreamDepts.has(id)).length,
    departmentsSkipped: skipped,
    teachersCreated: members.filter((s) => s.matchedBy === "new").length,
    teachersMatchedByPhone: members.filter((s) => s.matchedBy === "phone").length,
    teachersUpdated: members.filter((s) => Object.keys(s.patch).length > 0).length,
    linksAdded: members.filter((s) => s.matchedBy !== "link").length,
    membershipsAdded: members.reduce((n, s) => n + s.join.length, 0),
    membershipsRemoved: members.reduce((n, s) => n + s.leave.length, 0),
    ambiguous,
    membersGone: [...local.linked.keys()].filter((id) => !upstreamMembers.has(id)).length,
  };
  return { depts: steps, members, counts };
};

/** Whether applying the plan writes anything (what is only reported does not count). */
export const changesAnything = (c: SyncCounts): boolean =>
  c.departmentsCreated +
    c.departmentsRenamed +
    c.teachersCreated +
    c.teachersUpdated +
    c.linksAdded +
    c.membershipsAdded +
    c.membershipsRemoved >
  0;
