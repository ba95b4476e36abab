import type {
  AcquirePageQuery,
  AcquireRecord,
  CertificateBatchResult,
  Page,
  StudentCertificates,
} from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { notFound } from "../../platform/http/errors.ts";
import { fileUrl } from "../files/index.ts";
import { classLabel, studentsByIds } from "../org/index.ts";
import {
  type AwardRow,
  awardByHand,
  awardByRules,
  knownAwards,
  pageAwards,
  revokeAwards,
} from "./acquire.store.ts";
import {
  allowedStudent,
  awardScopeOf,
  type CertificateDeps,
  termNames,
  termOf,
} from "./certificate.access.ts";
import { certificateError } from "./certificate.messages.ts";
import { findCertificate } from "./certificate.store.ts";
import { heldCertificates } from "./student-certificate.store.ts";

/** Batch award for the school's term (the current one by default): one statement, idempotent. */
export const batchAward = async (
  deps: CertificateDeps,
  auth: AuthContext,
  input: { termId?: number },
): Promise<CertificateBatchResult> => {
  const term = await termOf(deps, auth.schoolId, input.termId);
  const result = await awardByRules(deps.db, {
    schoolId: auth.schoolId,
    termId: term.id,
    userId: auth.userId,
    now: deps.now(),
  });
  return { termId: term.id, ...result };
};

/** Awards an enabled certificate by hand to students of the school; any unknown student refuses them all. */
export const manualAward = async (
  deps: CertificateDeps,
  auth: AuthContext,
  input: { certificateId: number; studentIds: number[]; reason: string },
): Promise<{ count: number }> => {
  const row = await findCertificate(deps.db, auth.schoolId, input.certificateId);
  if (!row) throw notFound();
  if (row.state !== 1) throw certificateError(400, "notEnabled", { name: row.name });
  const ids = [...new Set(input.studentIds)];
  if ((await studentsByIds(deps.db, auth.schoolId, ids)).length !== ids.length)
    throw certificateError(400, "studentNotFound");
  const count = await awardByHand(deps.db, {
    schoolId: auth.schoolId,
    certificateId: row.id,
    termId: row.termId,
    studentIds: ids,
    reason: input.reason,
    userId: auth.userId,
    now: deps.now(),
  });
  return { count };
};

/** Revokes awards with a reason; an id the school does not have refuses them all. */
export const revoke = async (
  deps: CertificateDeps,
  auth: AuthContext,
  input: { ids: number[]; reason: string },
): Promise<{ count: number }> => {
  const ids = [...new Set(input.ids)];
  if ((await knownAwards(deps.db, auth.schoolId, ids)).length !== ids.length) throw notFound();
  const count = await revokeAwards(deps.db, {
    schoolId: auth.schoolId,
    ids,
    reason: input.reason,
    userId: auth.userId,
    now: deps.now(),
  });
  return { count };
};

const presentAward = (r: AwardRow, terms: Map<number, string>): AcquireRecord => {
  const { imageFileId, gradeName, ...rest } = r;
  return {
    ...rest,
    className: r.classId === null ? "" : classLabel(gradeName, r.className),
    termName: terms.get(r.termId) ?? "",
    awardedAt: r.awardedAt.toISOString(),
    revokedAt: r.revokedAt?.toISOString() ?? null,
    imageUrl: imageFileId === null ? null : fileUrl(imageFileId),
  };
};

/** Award records in the caller's scope (staff all, class teachers their classes, families their own). */
export const awardRecords = async (
  deps: CertificateDeps,
  auth: AuthContext,
  q: AcquirePageQuery,
  window = { limit: q.size, offset: (q.page - 1) * q.size },
): Promise<Page<AcquireRecord>> => {
  const scope = await awardScopeOf(deps, auth);
  if (q.classId !== undefined && scope.classIds !== undefined && !scope.classIds.includes(q.classId))
    throw certificateError(403, "notYourStudent");
  const [{ rows, total }, terms] = await Promise.all([
    pageAwards(deps.db, scope, q, window),
    termNames(deps, auth.schoolId),
  ]);
  return { list: rows.map((r) => presentAward(r, terms)), total, page: q.page, size: q.size };
};

/** One student's certificates in force (a term's, or every term's) with the score that earned each. */
export const studentCertificates = async (
  deps: CertificateDeps,
  auth: AuthContext,
  q: { studentId?: number; termId?: number },
): Promise<StudentCertificates> => {
  const studentId = await allowedStudent(deps, auth, q.studentId);
  const termIds = q.termId === undefined ? undefined : [(await termOf(deps, auth.schoolId, q.termId)).id];
  const [rows, terms, [student]] = await Promise.all([
    heldCertificates(deps.db, auth.schoolId, studentId, termIds),
    termNames(deps, auth.schoolId),
    studentsByIds(deps.db, auth.schoolId, [studentId]),
  ]);
  return {
    studentId,
    studentName: student?.name ?? "",
    list: rows.map(({ imageFileId, stampFileId, ...r }) => ({
      ...r,
      termName: terms.get(r.termId) ?? "",
      awardedAt: r.awardedAt.toISOString(),
      imageUrl: imageFileId === null ? null : fileUrl(imageFileId),
      stampUrl: stampFileId === null ? null : fileUrl(stampFileId),
    })),
  };
};
