import type { Db } from "../../platform/db/client.ts";
import { listTerms, listYears, type TermRow } from "../school/index.ts";

type YN = "Y" | "N";
const yn = (b: boolean): YN => (b ? "Y" : "N");

const termView = (t: TermRow) => ({ ...t, isNow: yn(t.isNow) });

const load = async (db: Db, schoolId: number) => {
  const [years, terms] = await Promise.all([listYears(db, schoolId), listTerms(db, schoolId)]);
  const currentYear = terms.find((t) => t.isNow)?.schoolYearId;
  return { years: years.map((y) => ({ ...y, isNow: yn(y.id === currentYear) })), terms };
};

export const formYears = async (db: Db, schoolId: number) => (await load(db, schoolId)).years;

export const formTerms = async (db: Db, schoolId: number, yearId?: number) =>
  (await listTerms(db, schoolId))
    .filter((t) => yearId === undefined || t.schoolYearId === yearId)
    .map(termView);

/** Year → terms, ids as strings: the value a type 56 or 57 item stores is the id's decimal text. */
export const formTermCascade = async (db: Db, schoolId: number) => {
  const { years, terms } = await load(db, schoolId);
  return years.map((y) => ({
    value: String(y.id),
    label: y.name,
    isNow: y.isNow,
    children: terms
      .filter((t) => t.schoolYearId === y.id)
      .map((t) => ({ value: String(t.id), label: t.name, isNow: yn(t.isNow) })),
  }));
};
