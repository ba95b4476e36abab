import { ZipFile } from "yazl";
import type { AuthContext } from "../../../platform/auth/access.ts";
import { notFound } from "../../../platform/http/errors.ts";
import type { Lang } from "../../../platform/http/i18n.ts";
import { classesOfTeacher, classLabel } from "../../org/index.ts";
import { schoolTimeZone } from "../../school/index.ts";
import { classNames } from "../class-names.store.ts";
import type { ScoreDeps } from "../score-read.service.ts";
import { passportError } from "./passport.messages.ts";
import { passportPdf } from "./passport.pdf.ts";
import { isPassportStaff, passportStudent } from "./passport.service.ts";
import { rosterOf, type StudentCard } from "./passport.store.ts";
import { buildPassport, passportModelFor } from "./passport-data.service.ts";

export type PassportFile = { name: string; fallback: string; data: Buffer };

/** Names students by number; a student without one by id, so that names in a class zip stay distinct. */
const fileKey = (s: StudentCard) => (s.studentNo.trim() === "" ? `id${s.id}` : s.studentNo.trim());
const safe = (text: string) => text.replace(/[\\/:*?"<>|\s]+/g, "_");

/** One student's passport as a PDF, for whoever may see the student. */
export const studentPassportPdf = async (
  deps: ScoreDeps,
  auth: AuthContext,
  lang: Lang,
  q: { studentId?: number; schoolYearId?: number },
): Promise<PassportFile> => {
  const student = await passportStudent(deps, auth, q.studentId);
  const model = await passportModelFor(deps, auth.schoolId, q.schoolYearId);
  const data = await buildPassport(deps, auth, lang, { student, model });
  const timeZone = await schoolTimeZone(deps.db, auth.schoolId);
  const fallback = `passport-${safe(fileKey(student))}.pdf`;
  return {
    name: `${safe(student.name)}-${fallback}`,
    fallback,
    data: await passportPdf(data, lang, timeZone),
  };
};

const zipOf = (entries: { name: string; data: Buffer }[]): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const zip = new ZipFile();
    // PDFs are compressed already: stored entries cost nothing more and unzip anywhere.
    for (const e of entries) zip.addBuffer(e.data, e.name, { compress: false });
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });

/** A class's passports, one PDF per student, in a zip: for the class's teachers and staff. */
export const classPassportZip = async (
  deps: ScoreDeps,
  auth: AuthContext,
  lang: Lang,
  q: { classId: number; schoolYearId?: number },
): Promise<PassportFile> => {
  const klass = await classNames(deps.db, auth.schoolId, q.classId);
  if (!klass) throw notFound();
  if (!(await isPassportStaff(deps, auth))) {
    const taught = auth.userType === 0 ? await classesOfTeacher(deps.db, auth.schoolId, auth.userId) : [];
    if (!taught.includes(q.classId)) throw passportError(403, "notYourClass");
  }
  const model = await passportModelFor(deps, auth.schoolId, q.schoolYearId);
  const timeZone = await schoolTimeZone(deps.db, auth.schoolId);
  const entries: { name: string; data: Buffer }[] = [];
  for (const student of await rosterOf(deps.db, auth.schoolId, q.classId)) {
    const data = await buildPassport(deps, auth, lang, { student, model });
    entries.push({
      name: `passport-${safe(fileKey(student))}.pdf`,
      data: await passportPdf(data, lang, timeZone),
    });
  }
  const fallback = `passports-class-${q.classId}.zip`;
  return {
    name: safe(`${classLabel(klass.gradeName, klass.className)}-${fallback}`),
    fallback,
    data: await zipOf(entries),
  };
};
