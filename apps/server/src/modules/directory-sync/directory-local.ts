import { createHash } from "node:crypto";
import type { Db } from "../../platform/db/client.ts";
import { linkedTeachersOf, takenLoginNames } from "../identity/index.ts";
import { membershipsIn, orgUnitsOf, schoolRootOf, teachersByIds, teachersWithPhones } from "../org/index.ts";
import type { AppConfig, Directory, DirectoryMember } from "./directory.ts";
import { linkCorpOf } from "./directory.ts";
import type { LocalState } from "./directory-plan.ts";
import { mappedDepts } from "./directory-sync.store.ts";

export const linkSourceOf = (schoolId: number, app: AppConfig) => ({
  schoolId,
  provider: app.kind,
  corpOrAppId: linkCorpOf(app),
});

export const deptSourceOf = (schoolId: number, app: AppConfig) => ({
  schoolId,
  platform: app.kind,
  corpId: linkCorpOf(app),
});

/** Everything the plan compares the directory with, read in one go (in the sync's transaction). */
export const readLocalState = async (
  db: Db,
  schoolId: number,
  app: AppConfig,
  dir: Directory,
): Promise<LocalState | undefined> => {
  const rootId = await schoolRootOf(db, schoolId);
  if (rootId === undefined) return undefined;
  const units = await orgUnitsOf(db, schoolId);
  const mapped = await mappedDepts(db, deptSourceOf(schoolId, app));
  const linked = await linkedTeachersOf(db, linkSourceOf(schoolId, app));
  const mobiles = dir.members.flatMap((m) => (m.mobile ? [m.mobile] : []));
  const phoneRows = await teachersWithPhones(db, schoolId, mobiles);
  const byPhone = new Map<string, number[]>();
  for (const t of phoneRows) if (t.phone) byPhone.set(t.phone, [...(byPhone.get(t.phone) ?? []), t.id]);
  const ids = [...new Set([...linked.values(), ...phoneRows.map((t) => t.id)])];
  const teachers = new Map((await teachersByIds(db, schoolId, ids)).map((t) => [t.id, t]));
  const memberships = new Map<number, Set<number>>();
  for (const m of await membershipsIn(db, schoolId, ids, [...mapped.values()])) {
    memberships.set(m.teacherId, (memberships.get(m.teacherId) ?? new Set()).add(m.orgId));
  }
  return {
    rootId,
    depthOf: new Map(units.map((u) => [u.id, u.depth])),
    nameOf: new Map(units.map((u) => [u.id, u.name])),
    mapped,
    linked,
    byPhone,
    teachers,
    memberships,
  };
};

const ACCOUNT_NAME = /^[A-Za-z0-9]{3,12}$/;

/** A login name for the platform's member: its own id when it fits, else its mobile, else one derived from it. */
const candidatesOf = (app: AppConfig, m: DirectoryMember): string[] => {
  const digest = createHash("sha256")
    .update(`${app.kind}:${linkCorpOf(app)}:${m.linkId}`)
    .digest("hex");
  const prefix = app.kind === "wecom" ? "wx" : "dd";
  const derived = [0, 1, 2].map((i) => `${prefix}${digest.slice(i * 8, i * 8 + 8)}`);
  return [m.userId, m.mobile ?? "", ...derived].filter((c) => ACCOUNT_NAME.test(c));
};

/** Free login names for new teachers' accounts, one per member, none taken in the school nor twice here. */
export const loginNamesFor = async (
  db: Db,
  schoolId: number,
  app: AppConfig,
  members: DirectoryMember[],
): Promise<string[]> => {
  const lists = members.map((m) => candidatesOf(app, m));
  const taken = await takenLoginNames(db, schoolId, 0, [...new Set(lists.flat())]);
  return lists.map((list, i) => {
    const name = list.find((c) => !taken.has(c));
    if (!name) throw new Error(`no free login name for ${members[i].linkId}`);
    taken.add(name);
    return name;
  });
};
