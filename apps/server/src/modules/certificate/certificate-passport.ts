import type { PassportUnitData } from "@eos/contracts";
import type { Db } from "../../platform/db/client.ts";
import { fileUrl } from "../files/index.ts";
import { heldCertificates } from "./student-certificate.store.ts";

/**
 * The passport's "certificates" reveal unit: the student's awards in force from these terms (the passport's
 * school year), newest first. The evaluation module has checked that the caller may see the student.
 */
export const passportCertificates = async (
  db: Db,
  schoolId: number,
  studentId: number,
  terms: { id: number; name: string }[],
): Promise<PassportUnitData["certificates"]> => {
  const names = new Map(terms.map((t) => [t.id, t.name]));
  const rows = await heldCertificates(
    db,
    schoolId,
    studentId,
    terms.map((t) => t.id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    honour: r.honour,
    termName: names.get(r.termId) ?? "",
    awardedAt: r.awardedAt.toISOString(),
    score: r.score,
    band: r.band,
    imageUrl: r.imageFileId === null ? null : fileUrl(r.imageFileId),
  }));
};
