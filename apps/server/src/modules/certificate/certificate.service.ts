import type { Certificate, CertificatePageQuery, CertificateSave, Page } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { notFound } from "../../platform/http/errors.ts";
import { attachFiles, fileUrl, referableFiles } from "../files/index.ts";
import { type CertificateDeps, termNames, termOf } from "./certificate.access.ts";
import { certificateError } from "./certificate.messages.ts";
import {
  activeAwardCounts,
  activeAwards,
  type CertificateFields,
  type CertificateListRow,
  deleteCertificate,
  deleteCertificates,
  existingIds,
  findCertificate,
  insertCertificate,
  pageCertificates,
  setStates,
  studentIndicator,
  updateCertificate,
} from "./certificate.store.ts";
import { findStamp } from "./stamp.store.ts";

const present = (row: CertificateListRow, terms: Map<number, string>): Certificate => ({
  id: row.id,
  name: row.name,
  description: row.description,
  honour: row.honour,
  termId: row.termId,
  termName: terms.get(row.termId) ?? "",
  imageFileId: row.imageFileId,
  imageUrl: row.imageFileId === null ? null : fileUrl(row.imageFileId),
  stampId: row.stampId,
  stampName: row.stampName,
  ruleKind: row.ruleKind,
  indicatorId: row.indicatorId,
  indicatorName: row.indicatorName,
  modelId: row.modelId,
  minScore: row.minScore,
  levelName: row.levelName,
  state: row.state,
  awarded: row.awarded,
  updatedAt: row.updatedAt.toISOString(),
});

export const certificatePage = async (
  deps: CertificateDeps,
  auth: AuthContext,
  q: CertificatePageQuery,
): Promise<Page<Certificate>> => {
  const [{ rows, total }, terms] = await Promise.all([
    pageCertificates(deps.db, auth.schoolId, q, { limit: q.size, offset: (q.page - 1) * q.size }),
    termNames(deps, auth.schoolId),
  ]);
  return { list: rows.map((r) => present(r, terms)), total, page: q.page, size: q.size };
};

export const certificateDetail = async (
  deps: CertificateDeps,
  auth: AuthContext,
  id: number,
): Promise<Certificate> => {
  const row = await findCertificate(deps.db, auth.schoolId, id);
  if (!row) throw notFound();
  return present(row, await termNames(deps, auth.schoolId));
};

/** What a save would store, once every reference is checked; refuses before anything is written. */
const checkedFields = async (
  deps: CertificateDeps,
  auth: AuthContext,
  input: CertificateSave,
): Promise<CertificateFields> => {
  await termOf(deps, auth.schoolId, input.termId);
  const manual = input.ruleKind === "manual";
  if (!manual && input.indicatorId !== null) {
    const indicator = await studentIndicator(deps.db, auth.schoolId, input.indicatorId);
    if (!indicator) throw certificateError(400, "indicatorNotFound");
    if (input.ruleKind === "level" && !indicator.levels.some((l) => l.name === input.levelName))
      throw certificateError(400, "levelNotFound", { level: input.levelName ?? "" });
  }
  if (input.imageFileId !== null) {
    const [file] = await referableFiles(deps.db, { kind: "user", auth }, [input.imageFileId], {
      readers: deps.fileReaders,
    });
    if (!file?.mime.startsWith("image/")) throw certificateError(400, "imageNotFound");
  }
  if (input.stampId !== null) {
    const stamp = await findStamp(deps.db, auth.schoolId, input.stampId);
    if (!stamp) throw certificateError(400, "stampNotFound");
    if (stamp.status !== 1) throw certificateError(400, "stampDisabled", { name: stamp.name });
  }
  return {
    name: input.name,
    description: input.description,
    honour: input.honour,
    termId: input.termId,
    imageFileId: input.imageFileId,
    stampId: input.stampId,
    ruleKind: input.ruleKind,
    indicatorId: manual ? null : input.indicatorId,
    minScore: input.ruleKind === "score" ? input.minScore : null,
    levelName: input.ruleKind === "level" ? input.levelName : null,
  };
};

/** Adds a certificate (as a draft) or changes one. */
export const saveCertificate = async (
  deps: CertificateDeps,
  auth: AuthContext,
  input: CertificateSave,
): Promise<{ id: number }> => {
  const fields = await checkedFields(deps, auth, input);
  const id =
    input.id === undefined ? await insertCertificate(deps.db, auth.schoolId, auth.userId, fields) : input.id;
  if (input.id !== undefined && !(await updateCertificate(deps.db, auth.schoolId, id, fields, deps.now())))
    throw notFound();
  const image = fields.imageFileId ?? null;
  await attachFiles(deps.db, auth.schoolId, { kind: "certificate", id }, image === null ? [] : [image]);
  return { id };
};

/** Deletes a certificate nobody holds (revoked awards go with it). */
export const removeCertificate = async (deps: CertificateDeps, auth: AuthContext, id: number) => {
  const row = await findCertificate(deps.db, auth.schoolId, id);
  if (!row) throw notFound();
  const held = await activeAwards(deps.db, auth.schoolId, id);
  if (held > 0) throw certificateError(400, "hasAwards", { name: row.name, n: held });
  await deleteCertificate(deps.db, auth.schoolId, id);
};

/**
 * Deletes several certificates at once, all or none: any the school lacks refuses the request, and so does any
 * that students hold unless `revokeAwards` says to take their awards too (the records go with the certificate).
 */
export const removeCertificates = async (
  deps: CertificateDeps,
  auth: AuthContext,
  input: { ids: number[]; revokeAwards: boolean },
): Promise<{ count: number; revoked: number }> => {
  const ids = [...new Set(input.ids)];
  return deps.db.transaction(async (tx) => {
    if ((await existingIds(tx, auth.schoolId, ids)).length !== ids.length) throw notFound();
    const held = await activeAwardCounts(tx, auth.schoolId, ids);
    const revoked = [...held.values()].reduce((n, c) => n + c, 0);
    if (revoked > 0 && !input.revokeAwards) {
      const names: string[] = [];
      for (const id of held.keys()) names.push(`"${(await findCertificate(tx, auth.schoolId, id))?.name}"`);
      throw certificateError(400, "heldCertificates", { names: names.join(", "), n: revoked });
    }
    return { count: await deleteCertificates(tx, auth.schoolId, ids), revoked };
  });
};

/** Batch state update: every id must be the school's, or nothing changes. */
export const changeStates = async (
  deps: CertificateDeps,
  auth: AuthContext,
  input: { ids: number[]; state: number },
): Promise<{ count: number }> => {
  const ids = [...new Set(input.ids)];
  if ((await existingIds(deps.db, auth.schoolId, ids)).length !== ids.length) throw notFound();
  return { count: await setStates(deps.db, auth.schoolId, ids, input.state, deps.now()) };
};

/** Copies a certificate, as a draft, to a term (its own by default): schools award the same ones each term. */
export const copyCertificate = async (
  deps: CertificateDeps,
  auth: AuthContext,
  input: { id: number; termId?: number },
): Promise<{ id: number }> => {
  const row = await findCertificate(deps.db, auth.schoolId, input.id);
  if (!row) throw notFound();
  return saveCertificate(deps, auth, {
    name: row.name,
    description: row.description,
    honour: row.honour,
    termId: input.termId ?? row.termId,
    imageFileId: row.imageFileId,
    stampId: row.stampId,
    ruleKind: row.ruleKind,
    indicatorId: row.indicatorId,
    minScore: row.minScore,
    levelName: row.levelName,
  });
};
