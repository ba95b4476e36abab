import type { PageQuery } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { type OutCell, writeWorkbook } from "../../platform/files/xlsx.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import type { PeopleDeps } from "./account.port.ts";
import type { IdCardKeys } from "./id-card.ts";
import { listParents } from "./parent.service.ts";
import { listStudents, listTeachers } from "./people.service.ts";

/** At most this many rows go into one export; the list's filters narrow it down. */
export const EXPORT_CAP = 20_000;

type Filters = Omit<PageQuery, "page" | "size"> & { orgId?: number };
type Labels = Record<string, [string, string]>;

const all = (q: Filters) => ({ ...q, page: 1, size: EXPORT_CAP });
const pick = (lang: Lang, pair: [string, string]) => pair[lang === "en-US" ? 1 : 0];
const header = (lang: Lang, labels: Labels) => Object.values(labels).map((l) => pick(lang, l));
const genderOf = (lang: Lang, g: number | null) =>
  g === 1 ? pick(lang, ["男", "Male"]) : g === 2 ? pick(lang, ["女", "Female"]) : "";
const yesNo = (lang: Lang, v: boolean) => (v ? pick(lang, ["是", "Yes"]) : pick(lang, ["否", "No"]));

const relationLabels: Labels = {
  father: ["父亲", "Father"],
  mother: ["母亲", "Mother"],
  grandfather: ["祖父/外祖父", "Grandfather"],
  grandmother: ["祖母/外祖母", "Grandmother"],
  guardian: ["监护人", "Guardian"],
  other: ["其他", "Other"],
};

const teacherLabels: Labels = {
  name: ["姓名", "Name"],
  gender: ["性别", "Gender"],
  phone: ["手机", "Phone"],
  account: ["账号", "Account"],
  subject: ["学科", "Subject"],
  isAdmin: ["管理员", "Administrator"],
  idCard: ["身份证号", "ID card number"],
};
const studentLabels: Labels = {
  name: ["姓名", "Name"],
  gender: ["性别", "Gender"],
  studentNo: ["学号", "Student number"],
  className: ["班级", "Class"],
  account: ["账号", "Account"],
  idCard: ["身份证号", "ID card number"],
};
const parentLabels: Labels = {
  name: ["姓名", "Name"],
  phone: ["手机", "Phone"],
  account: ["账号", "Account"],
  children: ["子女", "Children"],
};

const book = (lang: Lang, sheet: [string, string], labels: Labels, rows: OutCell[][]) =>
  writeWorkbook([{ name: pick(lang, sheet), rows: [header(lang, labels), ...rows] }]);

/** ID card numbers go out masked, as the lists show them: an export never carries the full number. */
export const exportTeachers = async (
  deps: PeopleDeps,
  auth: AuthContext,
  q: Filters,
  lang: Lang,
  keys?: IdCardKeys,
) => {
  const { list } = await listTeachers(deps, auth, all(q), keys);
  const rows = list.map((r) => [
    r.name,
    genderOf(lang, r.gender),
    r.phone,
    r.account,
    r.subject,
    yesNo(lang, r.isAdmin),
    r.idCard,
  ]);
  return book(lang, ["教师", "Teachers"], teacherLabels, rows);
};

export const exportStudents = async (
  deps: PeopleDeps,
  auth: AuthContext,
  q: Filters,
  lang: Lang,
  keys?: IdCardKeys,
) => {
  const { list } = await listStudents(deps, auth, all(q), keys);
  const rows = list.map((r) => [
    r.name,
    genderOf(lang, r.gender),
    r.studentNo,
    r.className,
    r.account,
    r.idCard,
  ]);
  return book(lang, ["学生", "Students"], studentLabels, rows);
};

export const exportParents = async (deps: PeopleDeps, auth: AuthContext, q: Filters, lang: Lang) => {
  const { list } = await listParents(deps, auth, all(q));
  const rows = list.map((r) => [
    r.name,
    r.phone,
    r.account,
    r.children
      .map((c) => {
        const relation = relationLabels[c.relation] ? pick(lang, relationLabels[c.relation]) : c.relation;
        return `${c.name} (${c.className}, ${relation})`;
      })
      .join("; "),
  ]);
  return book(lang, ["家长", "Parents"], parentLabels, rows);
};
