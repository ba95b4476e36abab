import type { Leader, LeaderKind } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { teacherExists, teacherNames } from "../org/index.ts";
import type { CourseDeps } from "./catalogue.service.ts";
import { findClubs } from "./club/club.store.ts";
import { courseError } from "./course.messages.ts";
import {
  deleteLeader,
  findLeader,
  insertLeader,
  type LeaderRow,
  listLeaders,
  updateLeaderTeacher,
} from "./leader.store.ts";
import { findTermCourses } from "./term-course.store.ts";

const targetNames = async (db: Db, schoolId: number, rows: LeaderRow[]) => {
  const ids = (kind: LeaderKind) => [...new Set(rows.filter((r) => r.kind === kind).map((r) => r.targetId))];
  const [clubs, courses] = await Promise.all([
    findClubs(db, schoolId, ids("club")),
    findTermCourses(db, schoolId, ids("course")),
  ]);
  return {
    club: new Map(clubs.map((c) => [c.id, c.name])),
    course: new Map(courses.map((c) => [c.id, c.name])),
  };
};

export const leaderViews = async (db: Db, schoolId: number, rows: LeaderRow[]): Promise<Leader[]> => {
  const [teachers, targets] = await Promise.all([
    teacherNames(db, schoolId, [...new Set(rows.map((r) => r.teacherId))]),
    targetNames(db, schoolId, rows),
  ]);
  return rows.map((r) => ({
    ...r,
    teacherName: teachers.get(r.teacherId) ?? "",
    targetName: targets[r.kind].get(r.targetId) ?? "",
  }));
};

export const listLeadersOf = async (
  deps: CourseDeps,
  schoolId: number,
  q: { kind?: LeaderKind; targetId?: number; teacherId?: number },
) =>
  leaderViews(
    deps.db,
    schoolId,
    await listLeaders(deps.db, schoolId, {
      kind: q.kind,
      targetIds: q.targetId ? [q.targetId] : undefined,
      teacherId: q.teacherId,
    }),
  );

const targetExists = async (db: Db, schoolId: number, kind: LeaderKind, id: number) =>
  kind === "club"
    ? (await findClubs(db, schoolId, [id])).length > 0
    : (await findTermCourses(db, schoolId, [id])).length > 0;

/** Makes a teacher a leader of a club or a term's course. */
export const addLeader = async (
  deps: CourseDeps,
  auth: AuthContext,
  input: { teacherId: number; kind: LeaderKind; targetId: number },
): Promise<{ id: number }> => {
  if (!(await teacherExists(deps.db, auth.schoolId, [input.teacherId])))
    throw courseError(400, "teacherNotFound");
  if (!(await targetExists(deps.db, auth.schoolId, input.kind, input.targetId)))
    throw courseError(404, input.kind === "club" ? "clubNotFound" : "termCourseNotFound");
  const id = await insertLeader(deps.db, auth.schoolId, input);
  if (id === null) throw courseError(400, "leaderTaken");
  return { id };
};

/** Hands the leadership to another teacher. */
export const changeLeader = async (
  deps: CourseDeps,
  auth: AuthContext,
  input: { id: number; teacherId: number },
) => {
  const row = await findLeader(deps.db, auth.schoolId, input.id);
  if (!row) throw courseError(404, "leaderNotFound");
  if (!(await teacherExists(deps.db, auth.schoolId, [input.teacherId])))
    throw courseError(400, "teacherNotFound");
  const same = await listLeaders(deps.db, auth.schoolId, { kind: row.kind, targetIds: [row.targetId] });
  if (same.some((l) => l.teacherId === input.teacherId && l.id !== row.id))
    throw courseError(400, "leaderTaken");
  await updateLeaderTeacher(deps.db, auth.schoolId, input.id, input.teacherId);
};

export const removeLeader = async (deps: CourseDeps, auth: AuthContext, id: number) => {
  if (!(await deleteLeader(deps.db, auth.schoolId, id))) throw courseError(404, "leaderNotFound");
};
