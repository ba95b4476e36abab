import type { Readable } from "node:stream";
import { ZipFile } from "yazl";
import type { AuthContext } from "../../platform/auth/access.ts";
import { pdfImage } from "../../platform/files/pdf.ts";
import { notFound } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import type { SchoolFiles } from "../files/index.ts";
import { classLabel } from "../org/index.ts";
import { findSchoolById, schoolTimeZone } from "../school/index.ts";
import type { AwardScope } from "./acquire.store.ts";
import { awardScopeOf, type CertificateDeps, termNames } from "./certificate.access.ts";
import { certificateError } from "./certificate.messages.ts";
import { certificatePdf, type PrintContext } from "./certificate.pdf.ts";
import { findCertificate } from "./certificate.store.ts";
import { printText } from "./certificate-print.messages.ts";
import { type PrintableAward, printableAwards } from "./certificate-print.store.ts";

export type PrintDeps = CertificateDeps & { files: SchoolFiles };
export type PrintedFile<T> = { name: string; fallback: string; data: T };

/** A zip holds at most this many certificates: a class, or a certificate's holders in a large school. */
export const MAX_ZIP_AWARDS = 3000;
/** Drawing pauses while the client has this much of the zip still to take. */
const BACKLOG = 8 * 1024 * 1024;

const safe = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, "_");

const inScope = (scope: AwardScope, a: PrintableAward) =>
  (scope.studentIds === undefined || scope.studentIds.includes(a.studentId)) &&
  (scope.classIds === undefined || (a.classId !== null && scope.classIds.includes(a.classId)));

/** A stored image's bytes as pdfkit can place them; a missing or unreadable one prints nothing. */
const imageBytes = async (deps: PrintDeps, schoolId: number, fileId: number | null) => {
  if (fileId === null) return null;
  try {
    const stream = await deps.files.open(schoolId, fileId);
    return await pdfImage(Buffer.concat(await stream.toArray()));
  } catch {
    return null;
  }
};

/** What every certificate of one certificate kind shares on paper: school, zone, term, images. */
const contextOf = async (
  deps: PrintDeps,
  schoolId: number,
  lang: Lang,
  a: PrintableAward,
): Promise<PrintContext> => {
  const [school, timeZone, terms, image, stamp] = await Promise.all([
    findSchoolById(deps.db, schoolId),
    schoolTimeZone(deps.db, schoolId),
    termNames(deps, schoolId),
    imageBytes(deps, schoolId, a.imageFileId),
    imageBytes(deps, schoolId, a.stampFileId),
  ]);
  return {
    lang,
    schoolName: school?.name ?? "",
    timeZone,
    termName: terms.get(a.termId) ?? "",
    image,
    stamp,
  };
};

const studentKey = (a: PrintableAward) =>
  a.studentNo.trim() === "" ? `id${a.studentId}` : a.studentNo.trim();

/** One award as a PDF: for staff, class teachers of the student, the student and their parents. */
export const awardPdf = async (
  deps: PrintDeps,
  auth: AuthContext,
  lang: Lang,
  id: number,
): Promise<PrintedFile<Buffer>> => {
  const [award] = await printableAwards(deps.db, auth.schoolId, { id }, 1);
  if (!award) throw notFound();
  if (!inScope(await awardScopeOf(deps, auth), award)) throw certificateError(403, "notYourStudent");
  if (award.revoked) throw certificateError(400, "revokedAward");
  const data = await certificatePdf(award, await contextOf(deps, auth.schoolId, lang, award));
  const fallback = `certificate-${award.id}.pdf`;
  return { name: `${safe(award.studentName)}-${safe(award.certificateName)}.pdf`, fallback, data };
};

/**
 * A certificate's awards in force, one PDF per student, in a zip that streams as the PDFs are drawn: one
 * class's (`classId`), or every holder the caller may see. The first PDF is drawn before anything is sent, so
 * a failure is answered as an error rather than a broken zip.
 */
export const awardZip = async (
  deps: PrintDeps,
  auth: AuthContext,
  lang: Lang,
  q: { certificateId: number; classId?: number },
): Promise<PrintedFile<Readable>> => {
  const certificate = await findCertificate(deps.db, auth.schoolId, q.certificateId);
  if (!certificate) throw notFound();
  const scope = await awardScopeOf(deps, auth);
  if (q.classId !== undefined && scope.classIds !== undefined && !scope.classIds.includes(q.classId))
    throw certificateError(403, "notYourStudent");
  const awards = await printableAwards(
    deps.db,
    auth.schoolId,
    {
      certificateId: certificate.id,
      active: true,
      classIds: q.classId === undefined ? scope.classIds : [q.classId],
      studentIds: scope.studentIds,
    },
    MAX_ZIP_AWARDS + 1,
  );
  if (awards.length === 0) throw certificateError(400, "nothingToPrint", { name: certificate.name });
  if (awards.length > MAX_ZIP_AWARDS) throw certificateError(400, "tooManyToPrint", { n: MAX_ZIP_AWARDS });
  const ctx = await contextOf(deps, auth.schoolId, lang, awards[0]);
  const first = await certificatePdf(awards[0], ctx);
  const zip = new ZipFile();
  const out = zip.outputStream as Readable;
  const entry = (a: PrintableAward) => `${safe(studentKey(a))}-${safe(a.studentName)}.pdf`;
  const fill = async () => {
    // PDFs are compressed already: stored entries cost nothing more and unzip anywhere.
    zip.addBuffer(first, entry(awards[0]), { compress: false });
    for (const a of awards.slice(1)) {
      while (out.readableLength > BACKLOG && !out.destroyed) await new Promise((r) => setTimeout(r, 20));
      if (out.destroyed) return;
      zip.addBuffer(await certificatePdf(a, ctx), entry(a), { compress: false });
    }
    zip.end();
  };
  void fill().catch((error: unknown) => out.destroy(error as Error));
  const klass = awards[0];
  const inClass = q.classId !== undefined && klass.classId === q.classId;
  const fallback = `certificates-${certificate.id}${inClass ? `-class-${q.classId}` : ""}.zip`;
  const label = inClass ? `-${classLabel(klass.gradeName, klass.className)}` : "";
  return {
    name: `${safe(certificate.name)}${safe(label)}-${printText(lang, "fileName")}.zip`,
    fallback,
    data: out,
  };
};
