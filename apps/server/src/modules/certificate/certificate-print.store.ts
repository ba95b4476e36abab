import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { studentClassV } from "../org/index.ts";
import { toDate } from "./certificate.store.ts";

/** An award with everything its printed certificate shows. */
export type PrintableAward = {
  id: number;
  certificateId: number;
  certificateName: string;
  description: string;
  honour: number;
  termId: number;
  ruleKind: "score" | "level" | "manual";
  indicatorName: string | null;
  minScore: number | null;
  levelName: string | null;
  studentId: number;
  studentName: string;
  studentNo: string;
  classId: number | null;
  gradeName: string;
  className: string;
  score: number | null;
  band: string | null;
  reason: string;
  awardedAt: Date;
  revoked: boolean;
  imageFileId: number | null;
  /** The stamp's image, while the stamp is enabled. */
  stampFileId: number | null;
};

export type PrintFilter = {
  id?: number;
  certificateId?: number;
  classIds?: number[];
  studentIds?: number[];
  /** Only awards in force. */
  active?: boolean;
};

const list = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${i}::bigint`),
    sql`, `,
  );
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));

const whereOf = (schoolId: number, f: PrintFilter): SQL => {
  const parts: SQL[] = [sql`a.school_id = ${schoolId}`];
  if (f.id !== undefined) parts.push(sql`a.id = ${f.id}`);
  if (f.certificateId !== undefined) parts.push(sql`a.certificate_id = ${f.certificateId}`);
  if (f.classIds !== undefined)
    parts.push(f.classIds.length === 0 ? sql`false` : sql`st.class_id in (${list(f.classIds)})`);
  if (f.studentIds !== undefined)
    parts.push(f.studentIds.length === 0 ? sql`false` : sql`a.student_id in (${list(f.studentIds)})`);
  if (f.active) parts.push(sql`a.revoked_at is null`);
  return sql.join(parts, sql` and `);
};

/** Awards to print, by class and student number; at most `limit`. */
export const printableAwards = async (
  db: Db,
  schoolId: number,
  f: PrintFilter,
  limit: number,
): Promise<PrintableAward[]> => {
  const { rows } = await db.execute(sql`select a.id, a.certificate_id, c.name certificate_name, c.description,
      c.honour, a.term_id, c.rule_kind, iv.name indicator_name, c.min_score::float8 min_score, c.level_name,
      a.student_id, st.student_name, st.student_no, st.class_id, st.grade_name, st.class_name,
      a.score::float8 score, a.band, a.reason, a.awarded_at, a.revoked_at is not null revoked, c.image_file_id,
      stp.file_id stamp_file_id
    from certificate_acquire a
    join certificate c on c.school_id = a.school_id and c.id = a.certificate_id
    left join evaluation_indicator_v iv on iv.school_id = c.school_id and iv.indicator_id = c.indicator_id
    left join certificate_stamp stp on stp.school_id = c.school_id and stp.id = c.stamp_id and stp.status = 1
    left join ${studentClassV} st on st.school_id = a.school_id and st.student_id = a.student_id
    where ${whereOf(schoolId, f)}
    order by st.grade_sort, st.class_sort, st.class_id, st.student_no, a.id
    limit ${limit}`);
  return (rows as Record<string, unknown>[]).map((r) => ({
    id: Number(r.id),
    certificateId: Number(r.certificate_id),
    certificateName: str(r.certificate_name),
    description: str(r.description),
    honour: Number(r.honour),
    termId: Number(r.term_id),
    ruleKind: r.rule_kind as PrintableAward["ruleKind"],
    indicatorName: r.indicator_name === null ? null : String(r.indicator_name),
    minScore: num(r.min_score),
    levelName: r.level_name === null ? null : String(r.level_name),
    studentId: Number(r.student_id),
    studentName: str(r.student_name),
    studentNo: str(r.student_no),
    classId: num(r.class_id),
    gradeName: str(r.grade_name),
    className: str(r.class_name),
    score: num(r.score),
    band: r.band === null ? null : String(r.band),
    reason: str(r.reason),
    awardedAt: toDate(r.awarded_at),
    revoked: r.revoked === true || r.revoked === "t",
    imageFileId: num(r.image_file_id),
    stampFileId: num(r.stamp_file_id),
  }));
};
