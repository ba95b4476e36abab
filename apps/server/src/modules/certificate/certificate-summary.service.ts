import type { AreaCertificateSummary, CertificateSummary, CertificateSummaryQuery } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { classLabel } from "../org/index.ts";
import { currentTermsOf, listSitesOfArea } from "../school/index.ts";
import { awardScopeOf, type CertificateDeps, termOf } from "./certificate.access.ts";
import { certificateError } from "./certificate.messages.ts";
import { countsByCertificate, countsByClass, countsBySchool } from "./certificate-summary.store.ts";

/**
 * Certificate counts of a term over the school, a grade or a class (staff), or the caller's classes (other
 * teachers): awards in force by certificate, class and grade, and the students holding one.
 */
export const certificateSummary = async (
  deps: CertificateDeps,
  auth: AuthContext,
  q: CertificateSummaryQuery,
): Promise<CertificateSummary> => {
  const { classIds } = await awardScopeOf(deps, auth);
  if (q.classId !== undefined && classIds !== undefined && !classIds.includes(q.classId))
    throw certificateError(403, "notYourStudent");
  const term = await termOf(deps, auth.schoolId, q.termId);
  const scope = {
    schoolId: auth.schoolId,
    termId: term.id,
    classIds,
    classId: q.classId,
    gradeId: q.gradeId,
  };
  const [classes, certificates] = await Promise.all([
    countsByClass(deps.db, scope),
    countsByCertificate(deps.db, scope),
  ]);
  // A student sits in one class, so the grades' and the scope's figures are sums of the classes'.
  const grades = new Map<number | null, CertificateSummary["grades"][number]>();
  for (const c of classes) {
    const g = grades.get(c.gradeId) ?? { gradeId: c.gradeId, gradeName: c.gradeName, count: 0, holders: 0 };
    grades.set(c.gradeId, { ...g, count: g.count + c.count, holders: g.holders + c.holders });
  }
  const sum = (key: "count" | "holders" | "students") => classes.reduce((n, c) => n + c[key], 0);
  return {
    termId: term.id,
    termName: term.name,
    awarded: sum("count"),
    holders: sum("holders"),
    students: sum("students"),
    certificates,
    grades: [...grades.values()],
    classes: classes.map((c) => ({
      classId: c.classId,
      className: classLabel(c.gradeName, c.className),
      gradeName: c.gradeName,
      count: c.count,
      holders: c.holders,
      students: c.students,
    })),
  };
};

/** For area administrators on the area's site: each school's figures in its current term. */
export const areaCertificateSummary = async (
  deps: CertificateDeps,
  auth: AuthContext,
): Promise<AreaCertificateSummary> => {
  if (auth.schoolType !== 1 || auth.areaId === null) throw certificateError(403, "areaOnly");
  const schools = (await listSitesOfArea(deps.db, auth.areaId)).filter((s) => s.type === 0);
  const terms = await currentTermsOf(
    deps.db,
    schools.map((s) => s.id),
  );
  const counts = await countsBySchool(
    deps.db,
    schools.map((s) => ({ schoolId: s.id, termId: terms.get(s.id)?.id ?? null })),
  );
  return {
    schools: schools.map((s) => ({
      schoolId: s.id,
      schoolName: s.name,
      termName: terms.get(s.id)?.name ?? null,
      certificates: counts.get(s.id)?.certificates ?? 0,
      awarded: counts.get(s.id)?.awarded ?? 0,
      holders: counts.get(s.id)?.holders ?? 0,
      students: counts.get(s.id)?.students ?? 0,
    })),
  };
};
