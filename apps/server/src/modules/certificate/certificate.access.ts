import type { AuthContext, CodeResolver } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import type { FileReaders } from "../files/index.ts";
import { currentChildOf } from "../identity/index.ts";
import { classesOfTeacher, listChildrenOfParent, studentsByIds } from "../org/index.ts";
import { listTerms, type TermRow } from "../school/index.ts";
import type { AwardScope } from "./acquire.store.ts";
import { certificateError } from "./certificate.messages.ts";

export type CertificateDeps = {
  db: Db;
  now: () => Date;
  codesOf: CodeResolver;
  /** Who may read which files (the files module's port): images and stamps name only usable files. */
  fileReaders?: FileReaders;
};

/** The codes that let staff manage certificates, stamps and awards (administrators hold every code). */
export const MANAGE_CODES = ["evaluation.certificates", "evaluation.manage"] as const;

const holdsAny = async (deps: CertificateDeps, auth: AuthContext, codes: readonly string[]) => {
  if (auth.isAdmin) return true;
  const held = await deps.codesOf(auth);
  return codes.some((c) => held.has(c));
};

/**
 * Whose awards the caller sees: managers and holders of evaluation.scores every student; other teachers the
 * classes they teach (a class leader their class); a student their own; a parent their children.
 */
export const awardScopeOf = async (deps: CertificateDeps, auth: AuthContext): Promise<AwardScope> => {
  const schoolId = auth.schoolId;
  if (auth.userType === 1) return { schoolId, studentIds: [auth.userId] };
  if (auth.userType === 2)
    return {
      schoolId,
      studentIds: (await listChildrenOfParent(deps.db, schoolId, auth.userId)).map((c) => c.id),
    };
  if (await holdsAny(deps, auth, [...MANAGE_CODES, "evaluation.scores"])) return { schoolId };
  const classIds = await classesOfTeacher(deps.db, schoolId, auth.userId);
  if (classIds.length === 0) throw certificateError(403, "notYourStudent");
  return { schoolId, classIds };
};

/**
 * The student whose certificates the caller asks for: a student themself, a parent their child (the current one
 * by default), a teacher a student of their classes, staff anyone of the school.
 */
export const allowedStudent = async (
  deps: CertificateDeps,
  auth: AuthContext,
  asked: number | undefined,
): Promise<number> => {
  const scope = await awardScopeOf(deps, auth);
  if (auth.userType === 2 && asked === undefined) {
    const child = await currentChildOf(deps.db, auth);
    if (child === null) throw certificateError(403, "notYourStudent");
    return child;
  }
  const id = asked ?? (auth.userType === 1 ? auth.userId : undefined);
  if (id === undefined) throw certificateError(400, "studentNotFound");
  if (scope.studentIds !== undefined && !scope.studentIds.includes(id))
    throw certificateError(403, "notYourStudent");
  const [student] = await studentsByIds(deps.db, auth.schoolId, [id]);
  if (!student) throw certificateError(404, "studentNotFound");
  if (scope.classIds !== undefined && !scope.classIds.includes(student.classId))
    throw certificateError(403, "notYourStudent");
  return id;
};

/** The term named, or the school's current one. */
export const termOf = async (deps: CertificateDeps, schoolId: number, termId?: number): Promise<TermRow> => {
  const terms = await listTerms(deps.db, schoolId);
  const term = termId === undefined ? terms.find((t) => t.isNow) : terms.find((t) => t.id === termId);
  if (!term) throw certificateError(400, termId === undefined ? "noTerm" : "termNotFound");
  return term;
};

export const termNames = async (deps: CertificateDeps, schoolId: number): Promise<Map<number, string>> =>
  new Map((await listTerms(deps.db, schoolId)).map((t) => [t.id, t.name]));
