import type { AuthContext } from "../../platform/auth/access.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { allSchools, type SchoolAdminDeps, type SitePageQuery } from "./school-admin.service.ts";

/** At most this many schools go into one export; the list's filters narrow it down. */
export const SCHOOL_EXPORT_CAP = 20_000;

const labels: [string, string][] = [
  ["学校名称", "Name"],
  ["域名", "Domain"],
  ["类型", "Type"],
  ["所属区域", "Area"],
  ["登录方式", "Sign-in page"],
  ["时区", "Time zone"],
  ["状态", "Status"],
  ["教师数", "Teachers"],
  ["学生数", "Students"],
  ["创建时间", "Created"],
];

/** GET v3/school/export: the list as .xlsx, same filters, order and scope, headers in the caller's language. */
export const exportSchools = async (
  deps: SchoolAdminDeps,
  auth: AuthContext,
  q: Omit<SitePageQuery, "page" | "size">,
  lang: Lang,
): Promise<Buffer> => {
  const pick = (pair: [string, string]) => pair[lang === "en-US" ? 1 : 0];
  const { list } = await allSchools(deps, auth, q, SCHOOL_EXPORT_CAP);
  const rows = list.map((s) => [
    s.name,
    s.domain,
    pick(s.type === 1 ? ["区域站点", "Area site"] : ["学校", "School"]),
    s.areaName ?? "",
    pick(s.loginType === 2 ? ["独立登录页", "Its own"] : ["统一登录页", "Shared"]),
    s.timeZone,
    pick(s.flag === 1 ? ["启用", "Enabled"] : ["停用", "Disabled"]),
    s.teacherCount,
    s.studentCount,
    s.createdAt.slice(0, 10),
  ]);
  return writeWorkbook([{ name: pick(["学校", "Schools"]), rows: [labels.map(pick), ...rows] }]);
};
