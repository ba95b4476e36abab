import type { Page } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { PeopleDeps } from "./account.port.ts";
import { orgError } from "./org.messages.ts";
import type { ParentItem, ParentQuery, Relation } from "./parent.schemas.ts";
import {
  childrenOfParents,
  deleteLink,
  existingParentIds,
  findParent,
  insertLink,
  insertParent,
  linkExists,
  pageParents,
  parentIdsByPhone,
  parentsOfStudent,
  removeParents,
  updateParent,
} from "./parent.store.ts";
import { classesOfTeacher } from "./people.store.ts";
import { studentsByIds } from "./student-lookup.store.ts";

/** Administrators see every parent; other staff the parents of the students of their classes. */
const visibleClassesOf = async (db: Db, auth: AuthContext) =>
  auth.isAdmin ? undefined : await classesOfTeacher(db, auth.schoolId, auth.userId);

export const listParents = async (
  { db, accounts }: PeopleDeps,
  auth: AuthContext,
  q: ParentQuery,
): Promise<Page<ParentItem>> => {
  const visibleClassIds = await visibleClassesOf(db, auth);
  const { rows, total } = await pageParents(db, auth.schoolId, { ...q, visibleClassIds });
  const ids = rows.map((r) => r.id);
  const [names, children] = await Promise.all([
    accounts.accountNamesOf(db, auth.schoolId, 2, ids),
    childrenOfParents(db, auth.schoolId, ids),
  ]);
  return {
    list: rows.map((r) => ({
      ...r,
      account: names.get(r.id) ?? null,
      children: children.filter((c) => c.parentId === r.id).map(({ parentId: _, ...c }) => c),
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    size: q.size,
  };
};

/** One parent with their children; a parent outside the caller's classes is not found. */
export const parentDetail = async (
  { db, accounts }: PeopleDeps,
  auth: AuthContext,
  id: number,
): Promise<ParentItem> => {
  const row = await findParent(db, auth.schoolId, id);
  if (!row) throw notFound();
  const children = (await childrenOfParents(db, auth.schoolId, [id])).map(({ parentId: _, ...c }) => c);
  const visible = await visibleClassesOf(db, auth);
  if (visible && !children.some((c) => visible.includes(c.classId))) throw notFound();
  const names = await accounts.accountNamesOf(db, auth.schoolId, 2, [id]);
  return { ...row, account: names.get(id) ?? null, children, createdAt: row.createdAt.toISOString() };
};

/** A student's parents, for the student drawer (the same class scope as the student list). */
export const parentsOfStudentFor = async (db: Db, auth: AuthContext, studentId: number) => {
  const [found] = await studentsByIds(db, auth.schoolId, [studentId]);
  if (!found) throw notFound();
  const visible = await visibleClassesOf(db, auth);
  if (visible && !visible.includes(found.classId)) throw notFound();
  return parentsOfStudent(db, auth.schoolId, studentId);
};

/** Adds or edits a parent; their account is their phone, unique among the school's parents. */
export const saveParent = async (
  { db, accounts }: PeopleDeps,
  auth: AuthContext,
  input: { id?: number; name: string; phone: string },
): Promise<{ id: number }> =>
  db.transaction(async (tx) => {
    const clash = await parentIdsByPhone(tx, auth.schoolId, input.phone);
    if (clash.some((id) => id !== input.id)) throw orgError(400, "parentPhoneTaken");
    const values = { name: input.name, phone: input.phone };
    const account = {
      schoolId: auth.schoolId,
      userType: 2 as const,
      loginName: input.phone,
      phone: input.phone,
    };
    if (input.id) {
      if (!(await updateParent(tx, auth.schoolId, input.id, values))) throw notFound();
      await accounts.updateAccount(tx, { ...account, userId: input.id });
      return { id: input.id };
    }
    const id = await insertParent(tx, auth.schoolId, values);
    await accounts.createAccount(tx, { ...account, userId: id });
    return { id };
  });

/** Deletes parents with their accounts (and sessions) and their links to children. */
export const deleteParents = async (
  { db, accounts }: PeopleDeps,
  auth: AuthContext,
  ids: number[],
): Promise<void> => {
  await db.transaction(async (tx) => {
    const found = await existingParentIds(tx, auth.schoolId, ids);
    if (found.length !== new Set(ids).size) throw notFound();
    await accounts.removeAccountsOf(tx, auth.schoolId, 2, ids);
    await removeParents(tx, auth.schoolId, ids);
  });
};

export const linkChild = async (
  db: Db,
  auth: AuthContext,
  input: { parentId: number; studentId: number; relation: Relation },
): Promise<void> => {
  await db.transaction(async (tx) => {
    if (!(await findParent(tx, auth.schoolId, input.parentId))) throw notFound();
    if ((await studentsByIds(tx, auth.schoolId, [input.studentId])).length === 0) throw notFound();
    if (await linkExists(tx, auth.schoolId, input.parentId, input.studentId)) {
      throw orgError(400, "parentLinkExists");
    }
    await insertLink(tx, { schoolId: auth.schoolId, ...input });
  });
};

export const unlinkChild = async (
  db: Db,
  auth: AuthContext,
  input: { parentId: number; studentId: number },
): Promise<void> => {
  if (!(await deleteLink(db, auth.schoolId, input.parentId, input.studentId))) throw notFound();
};
