import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { badRequest, notFound } from "../../platform/http/errors.ts";
import {
  type DutyKey,
  type DutyKind,
  type DutyRow,
  deleteDuty,
  dutyKinds,
  insertDuty,
  listDuties,
  teacherExists,
  teacherNames,
} from "./duty.store.ts";
import { orgError } from "./org.messages.ts";
import { findOrgUnit } from "./org-tree.store.ts";

export type DutyInput = { teacherId: number; orgId: number; duty: "leader" | "subject"; subject?: string };

const keyOf = (input: DutyInput): DutyKey => ({
  teacherId: input.teacherId,
  orgId: input.orgId,
  duty: input.duty,
  // A class leader's duty is the class itself, whatever subject they also teach.
  subject: input.duty === "leader" ? "" : (input.subject ?? "").trim(),
});

export const dutyList = (
  db: Db,
  auth: AuthContext,
  filter: { teacherId?: number; orgId?: number },
): Promise<DutyRow[]> => listDuties(db, auth.schoolId, filter);

/** Names a class leader (replacing the class's previous one) or adds a subject teacher to a class. */
export const saveDuty = async (db: Db, auth: AuthContext, input: DutyInput): Promise<void> => {
  const key = keyOf(input);
  if (key.duty === "subject" && !key.subject) throw badRequest("subject");
  const unit = await findOrgUnit(db, auth.schoolId, key.orgId);
  if (unit?.kind !== "class") throw orgError(400, "classRequired");
  if (!(await teacherExists(db, auth.schoolId, [key.teacherId]))) throw notFound();
  await insertDuty(db, auth.schoolId, key);
};

export const removeDuty = async (db: Db, auth: AuthContext, input: DutyInput): Promise<void> => {
  if ((await deleteDuty(db, auth.schoolId, keyOf(input))) === 0) throw notFound();
};

/** For the roles module: whether a teacher leads a class (the class-leader system role). */
export const leadsAClass = async (db: Db, schoolId: number, teacherId: number): Promise<boolean> =>
  (await listDuties(db, schoolId, { teacherId })).some((d) => d.duty === "leader");

/** For data scopes (a class leader sees their classes): the classes a teacher leads. */
export const classesLedBy = async (db: Db, schoolId: number, teacherId: number): Promise<number[]> =>
  (await listDuties(db, schoolId, { teacherId })).filter((d) => d.duty === "leader").map((d) => d.orgId);

/** The leaders of a class (for notices to the class leader). */
export const leadersOfClass = async (db: Db, schoolId: number, classId: number): Promise<number[]> =>
  (await listDuties(db, schoolId, { orgId: classId }))
    .filter((d) => d.duty === "leader")
    .map((d) => d.teacherId);

export type { DutyKind };
export { dutyKinds, teacherExists, teacherNames };
