import type { Page, PageQuery } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { forbidden } from "../../platform/http/errors.ts";
import { countPeopleBySchool } from "../org/index.ts";
import { pageSchoolsOfArea } from "../school/index.ts";

export type AreaSchoolItem = {
  id: number;
  name: string;
  domain: string;
  loginType: number;
  teacherCount: number;
  studentCount: number;
};

/** GET region/commom/schoolList: the schools of the caller's area, for its administrators on the area's site. */
export const listAreaSchools = async (
  db: Db,
  ctx: AuthContext,
  q: Pick<PageQuery, "page" | "size" | "keyword">,
): Promise<Page<AreaSchoolItem>> => {
  if (ctx.schoolType !== 1 || ctx.areaId === null) throw forbidden("notAreaSite");
  const { rows, total } = await pageSchoolsOfArea(db, ctx.areaId, q);
  const counts = await countPeopleBySchool(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      name: r.name,
      domain: r.domain,
      loginType: r.loginType,
      teacherCount: counts.get(r.id)?.teachers ?? 0,
      studentCount: counts.get(r.id)?.students ?? 0,
    })),
    total,
    page: q.page,
    size: q.size,
  };
};
