import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { DRIVER_NAMES_IT, reusedQueries } from "../../platform/db/reused-queries.ts";
import { school } from "./school.tables.ts";

const columns = {
  id: school.id,
  name: school.name,
  type: school.type,
  areaid: school.areaId,
  loginType: school.loginType,
  domain: school.domain,
  timeZone: school.timeZone,
  logo: school.logo,
  enabled: school.enabled,
};

export type SchoolRow = {
  id: number;
  name: string;
  type: number;
  areaid: number | null;
  loginType: number;
  domain: string;
  timeZone: string;
  logo: string | null;
  /** SPEC 4's school flag: false once a platform administrator disables the school. */
  enabled: boolean;
};

export const findSchoolByDomain = async (db: Db, domain: string): Promise<SchoolRow | undefined> => {
  const [row] = await db
    .select(columns)
    .from(school)
    .where(sql`lower(${school.domain}) = ${domain.toLowerCase()}`)
    .limit(1);
  return row;
};

type ById = { execute: (values: { id: number }) => Promise<SchoolRow[]> };
const byId = reusedQueries<ById>(1);

/** A school by its id: every session lookup asks, so its statement is built once (reused-queries.ts). */
export const findSchoolById = async (db: Db, id: number): Promise<SchoolRow | undefined> => {
  const query = byId(db, "", () =>
    db
      .select(columns)
      .from(school)
      .where(eq(school.id, sql.placeholder("id")))
      .limit(1)
      .prepare(DRIVER_NAMES_IT),
  );
  const [row] = await query.execute({ id });
  return row;
};
