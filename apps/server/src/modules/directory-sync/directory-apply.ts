import { Limits } from "@eos/contracts";
import type { Db } from "../../platform/db/client.ts";
import { createAccounts, linkIdentities, teacherAccountIds } from "../identity/index.ts";
import {
  addDepartment,
  addMemberships,
  addTeachers,
  type Membership,
  removeMemberships,
  renameDepartment,
  updateTeacherBrief,
} from "../org/index.ts";
import { type AppConfig, type Directory, NoOrgRootError } from "./directory.ts";
import { deptSourceOf, linkSourceOf, loginNamesFor, readLocalState } from "./directory-local.ts";
import { type LocalState, type MemberStep, planSync, type SyncPlan } from "./directory-plan.ts";
import { insertDeptMapping } from "./directory-sync.store.ts";

/** Creates and renames departments, parents first; answers external id → org id of every synced one. */
const applyDepartments = async (
  tx: Db,
  schoolId: number,
  app: AppConfig,
  plan: SyncPlan,
  local: LocalState,
) => {
  const orgOf = new Map<string, number>();
  for (const step of plan.depts) {
    if (step.orgId !== undefined) {
      if (step.rename) await renameDepartment(tx, schoolId, step.orgId, step.name);
      orgOf.set(step.externalId, step.orgId);
      continue;
    }
    const pid = step.parentExternalId === null ? local.rootId : orgOf.get(step.parentExternalId);
    if (pid === undefined) throw new Error(`department ${step.externalId} planned before its parent`);
    const orgId = await addDepartment(tx, schoolId, pid, step.name, step.depth);
    await insertDeptMapping(tx, deptSourceOf(schoolId, app), step.externalId, orgId);
    orgOf.set(step.externalId, orgId);
  }
  return orgOf;
};

/** New teachers for unmatched members, and names or phones brought up to date; answers each step's teacher. */
const applyTeachers = async (tx: Db, schoolId: number, steps: MemberStep[]): Promise<number[]> => {
  const fresh = steps.filter((s) => s.teacherId === null);
  const ids = await addTeachers(
    tx,
    schoolId,
    fresh.map((s) => ({ name: s.member.name, phone: s.member.mobile })),
  );
  const made = new Map(fresh.map((s, i) => [s, ids[i]]));
  for (const s of steps) {
    if (Object.keys(s.patch).length > 0 && s.teacherId !== null) {
      await updateTeacherBrief(tx, schoolId, s.teacherId, s.patch);
    }
  }
  return steps.map((s) => s.teacherId ?? (made.get(s) as number));
};

/** Accounts for teachers that have none (no password: they sign in with the platform or set one by phone code), then the links. */
const applyLinks = async (
  tx: Db,
  schoolId: number,
  app: AppConfig,
  steps: MemberStep[],
  teacherIds: number[],
) => {
  const toLink = steps
    .map((s, i) => ({ s, teacherId: teacherIds[i] }))
    .filter((x) => x.s.matchedBy !== "link");
  let accounts = await teacherAccountIds(
    tx,
    schoolId,
    toLink.map((x) => x.teacherId),
  );
  const bare = toLink.filter((x) => !accounts.has(x.teacherId));
  if (bare.length > 0) {
    const names = await loginNamesFor(
      tx,
      schoolId,
      app,
      bare.map((x) => x.s.member),
    );
    await createAccounts(
      tx,
      bare.map((x, i) => ({
        schoolId,
        userType: 0,
        userId: x.teacherId,
        loginName: names[i],
        phone: x.s.member.mobile,
      })),
    );
    accounts = await teacherAccountIds(
      tx,
      schoolId,
      toLink.map((x) => x.teacherId),
    );
  }
  await linkIdentities(
    tx,
    linkSourceOf(schoolId, app),
    toLink.map((x) => ({
      providerUserId: x.s.member.linkId,
      accountId: accounts.get(x.teacherId) as number,
    })),
  );
};

const applyMemberships = async (
  tx: Db,
  schoolId: number,
  steps: MemberStep[],
  teacherIds: number[],
  orgOf: Map<string, number>,
) => {
  const join: Membership[] = steps.flatMap((s, i) =>
    s.join.map((ext) => ({ teacherId: teacherIds[i], orgId: orgOf.get(ext) as number })),
  );
  const leave: Membership[] = steps.flatMap((s, i) =>
    s.leave.map((orgId) => ({ teacherId: teacherIds[i], orgId })),
  );
  await addMemberships(tx, schoolId, join);
  await removeMemberships(tx, schoolId, leave);
};

/**
 * Plans the directory against the school and, unless a dry run, applies it with `db` (the caller's
 * transaction). Answers the plan's counts either way.
 */
export const syncDirectory = async (
  db: Db,
  schoolId: number,
  app: AppConfig,
  dir: Directory,
  dryRun: boolean,
): Promise<SyncPlan["counts"]> => {
  const local = await readLocalState(db, schoolId, app, dir);
  if (!local) throw new NoOrgRootError();
  const plan = planSync(dir, local, Limits.orgDepthCap);
  if (dryRun) return plan.counts;
  const orgOf = await applyDepartments(db, schoolId, app, plan, local);
  const teacherIds = await applyTeachers(db, schoolId, plan.members);
  await applyLinks(db, schoolId, app, plan.members, teacherIds);
  await applyMemberships(db, schoolId, plan.members, teacherIds, orgOf);
  return plan.counts;
};
