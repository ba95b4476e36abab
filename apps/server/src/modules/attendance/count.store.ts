import { sql } from "drizzle-orm";
import type { Db, Tx } from "../../platform/db/client.ts";
import { classV, studentClassV } from "../org/index.ts";
import { attendancePoint, attendanceRecord } from "./attendance.tables.ts";

type Conn = Db | Tx;

export type CountRow = {
  orgId: number | null;
  name: string;
  total: number;
  present: number;
  late: number;
  leave: number;
  absent: number;
  earlyLeave: number;
  unmarked: number;
};

/** Limits rows to these classes (none: no rows); without a list, every class. */
const inClasses = (column: string, classIds?: number[]) =>
  classIds
    ? sql`and ${sql.raw(column)} in (${sql.join(classIds.length ? classIds.map((id) => sql`${id}`) : [sql`null`], sql`, `)})`
    : sql``;

const groupings = {
  class: {
    key: sql`s.class_id`,
    name: sql`case when s.class_name like s.grade_name || '%' then s.class_name else s.grade_name || s.class_name end`,
    order: sql`min(s.grade_sort), min(s.class_sort), s.class_id`,
    group: sql`s.class_id, s.grade_name, s.class_name`,
  },
  grade: {
    key: sql`s.grade_id`,
    name: sql`s.grade_name`,
    order: sql`min(s.grade_sort), s.grade_id`,
    group: sql`s.grade_id, s.grade_name`,
  },
  school: { key: sql`null::bigint`, name: sql`''`, order: sql`1`, group: sql`()` },
} as const;

/**
 * The students a point applies to (its grades; of these classes when given) on a day, counted by their record's
 * status, grouped by class, grade or the whole school; students without a record count as unmarked.
 */
export const dayCounts = async (
  db: Conn,
  schoolId: number,
  pointId: number,
  day: string,
  by: keyof typeof groupings,
  classIds?: number[],
): Promise<CountRow[]> => {
  const g = groupings[by];
  const n = (status: string) => sql`count(*) filter (where r.status = ${status})::int`;
  const result = await db.execute<CountRow>(sql`
    select ${g.key} as "orgId", ${g.name} as "name", count(*)::int as "total",
      ${n("present")} as "present", ${n("late")} as "late", ${n("leave")} as "leave",
      ${n("absent")} as "absent", ${n("earlyLeave")} as "earlyLeave",
      count(*) filter (where r.status is null)::int as "unmarked"
    from ${studentClassV} s
    join ${attendancePoint} p on p.school_id = s.school_id and p.id = ${pointId} and s.grade_id = any(p.grade_ids)
    left join ${attendanceRecord} r on r.school_id = s.school_id and r.student_id = s.student_id
      and r.point_id = p.id and r.day = ${day}
    where s.school_id = ${schoolId} ${inClasses("s.class_id", classIds)}
    group by ${g.group}
    order by ${g.order}`);
  return result.rows.map((r) => ({ ...r, orgId: r.orgId === null ? null : Number(r.orgId) }));
};

/** Records of a range of days by status, for the school, or a class or grade (orgId), within these classes. */
export const statusCounts = async (
  db: Conn,
  schoolId: number,
  from: string,
  to: string,
  orgId: number | undefined,
  classIds?: number[],
): Promise<{ status: string; count: number }[]> => {
  const org = orgId
    ? sql`and r.class_id in (select c.class_id from ${classV} c where c.school_id = ${schoolId}
        and (c.class_id = ${orgId} or c.grade_id = ${orgId}))`
    : sql``;
  const result = await db.execute<{ status: string; count: number }>(sql`
    select r.status as "status", count(*)::int as "count"
    from ${attendanceRecord} r
    where r.school_id = ${schoolId} and r.day between ${from} and ${to} ${org}
      ${inClasses("r.class_id", classIds)}
    group by r.status`);
  return result.rows.map((r) => ({ status: r.status, count: Number(r.count) }));
};

export type AbsentRow = {
  studentId: number;
  name: string;
  className: string;
  gradeName: string;
  pointId: number;
  pointName: string;
  reason: string;
};

/** Students marked absent (leave is its own status) on a day, at one point or every point. */
export const absentOn = async (
  db: Conn,
  schoolId: number,
  day: string,
  pointId: number | undefined,
  classIds?: number[],
): Promise<AbsentRow[]> => {
  const result = await db.execute<AbsentRow>(sql`
    select r.student_id as "studentId", s.student_name as "name", s.class_name as "className",
      s.grade_name as "gradeName", r.point_id as "pointId", p.name as "pointName", r.reason as "reason"
    from ${attendanceRecord} r
    join ${attendancePoint} p on p.school_id = r.school_id and p.id = r.point_id
    join ${studentClassV} s on s.school_id = r.school_id and s.student_id = r.student_id
    where r.school_id = ${schoolId} and r.day = ${day} and r.status = 'absent'
      ${pointId ? sql`and r.point_id = ${pointId}` : sql``}
      ${inClasses("r.class_id", classIds)}
    order by s.grade_sort, s.class_sort, s.student_no, p.start_time`);
  return result.rows.map((r) => ({ ...r, studentId: Number(r.studentId), pointId: Number(r.pointId) }));
};
