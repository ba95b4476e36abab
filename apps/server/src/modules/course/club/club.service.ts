import type { Club, ClubInput, ClubMember, Page, PageQuery } from "@eos/contracts";
import type { AuthContext } from "../../../platform/auth/access.ts";
import type { Db } from "../../../platform/db/client.ts";
import { classLabel, studentsByIds, teacherNames } from "../../org/index.ts";
import type { CourseDeps } from "../catalogue.service.ts";
import { courseError } from "../course.messages.ts";
import { deleteLeadersOf, listLeaders } from "../leader.store.ts";
import {
  type ClubRow,
  clubNameTaken,
  countMembers,
  deleteClub,
  deleteMember,
  findClubs,
  insertClub,
  insertMembers,
  lockClub,
  memberIdsAmong,
  pageClubs,
  pageMembers,
  updateClub,
} from "./club.store.ts";

const views = async (db: Db, schoolId: number, rows: ClubRow[]): Promise<Club[]> => {
  const leaders = await listLeaders(db, schoolId, { kind: "club", targetIds: rows.map((r) => r.id) });
  const names = await teacherNames(db, schoolId, [...new Set(leaders.map((l) => l.teacherId))]);
  return rows.map((r) => ({
    ...r,
    leaders: leaders
      .filter((l) => l.targetId === r.id)
      .map((l) => ({ id: l.id, teacherId: l.teacherId, teacherName: names.get(l.teacherId) ?? "" })),
  }));
};

export const pageClubsOf = async (deps: CourseDeps, schoolId: number, q: PageQuery): Promise<Page<Club>> => {
  const { rows, total } = await pageClubs(deps.db, schoolId, q);
  return { list: await views(deps.db, schoolId, rows), total, page: q.page, size: q.size };
};

export const clubInfo = async (deps: CourseDeps, schoolId: number, id: number): Promise<Club> => {
  const [row] = await findClubs(deps.db, schoolId, [id]);
  if (!row) throw courseError(404, "clubNotFound");
  return (await views(deps.db, schoolId, [row]))[0];
};

/** Adds a club, or edits it with its id; a smaller capacity than its members is refused. */
export const saveClub = (deps: CourseDeps, auth: AuthContext, input: ClubInput): Promise<{ id: number }> =>
  deps.db.transaction(async (tx) => {
    if (await clubNameTaken(tx, auth.schoolId, input.name, input.id))
      throw courseError(400, "nameTaken", { name: input.name });
    const values = { name: input.name, description: input.description, capacity: input.capacity };
    if (!input.id) return { id: await insertClub(tx, auth.schoolId, values) };
    const locked = await lockClub(tx, auth.schoolId, input.id);
    if (!locked) throw courseError(404, "clubNotFound");
    const members = await countMembers(tx, auth.schoolId, input.id);
    if (members > input.capacity)
      throw courseError(400, "clubFull", { name: input.name, capacity: input.capacity, count: members });
    await updateClub(tx, auth.schoolId, input.id, values);
    return { id: input.id };
  });

/** Deletes a club with its members and leaders. */
export const removeClub = (deps: CourseDeps, auth: AuthContext, id: number) =>
  deps.db.transaction(async (tx) => {
    if (!(await deleteClub(tx, auth.schoolId, id))) throw courseError(404, "clubNotFound");
    await deleteLeadersOf(tx, auth.schoolId, "club", id);
  });

export const pageClubMembers = async (
  deps: CourseDeps,
  schoolId: number,
  q: PageQuery & { clubId: number },
): Promise<Page<ClubMember>> => {
  if ((await findClubs(deps.db, schoolId, [q.clubId])).length === 0) throw courseError(404, "clubNotFound");
  const { rows, total } = await pageMembers(deps.db, schoolId, q);
  return {
    list: rows.map((r) => ({ ...r, className: classLabel(r.gradeName ?? "", r.className ?? "") })),
    total,
    page: q.page,
    size: q.size,
  };
};

/**
 * Adds students to a club, one or many: all of the school, and within the club's capacity, or none. The club's
 * row is locked, so concurrent additions take turns and never pass the capacity. Students already members are
 * skipped.
 */
export const addClubMembers = (
  deps: CourseDeps,
  auth: AuthContext,
  input: { clubId: number; studentIds: number[] },
): Promise<{ added: number }> =>
  deps.db.transaction(async (tx) => {
    const ids = [...new Set(input.studentIds)];
    const locked = await lockClub(tx, auth.schoolId, input.clubId);
    if (!locked) throw courseError(404, "clubNotFound");
    const found = new Set((await studentsByIds(tx, auth.schoolId, ids)).map((s) => s.id));
    const missing = ids.filter((i) => !found.has(i));
    if (missing.length > 0)
      throw courseError(400, "studentNotFound", { ids: missing.slice(0, 10).join(", ") });
    const already = new Set(await memberIdsAmong(tx, auth.schoolId, input.clubId, ids));
    const fresh = ids.filter((i) => !already.has(i));
    const count = await countMembers(tx, auth.schoolId, input.clubId);
    if (count + fresh.length > locked.capacity)
      throw courseError(400, "clubFull", { name: locked.name, capacity: locked.capacity, count });
    if (fresh.length === 0) return { added: 0 };
    return { added: await insertMembers(tx, auth.schoolId, input.clubId, fresh) };
  });

export const removeClubMember = async (
  deps: CourseDeps,
  auth: AuthContext,
  input: { clubId: number; studentId: number },
) => {
  if ((await findClubs(deps.db, auth.schoolId, [input.clubId])).length === 0)
    throw courseError(404, "clubNotFound");
  if (!(await deleteMember(deps.db, auth.schoolId, input.clubId, input.studentId)))
    throw courseError(400, "notMember");
};
