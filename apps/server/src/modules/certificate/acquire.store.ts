import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { studentClassV, teacherV } from "../org/index.ts";
import { toDate } from "./certificate.store.ts";

const rowsOf = async (db: Db, query: SQL) => (await db.execute(query)).rows as Record<string, unknown>[];
const list = (ids: number[]) =>
  sql.join(
    ids.map((i) => sql`${i}::bigint`),
    sql`, `,
  );
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * Awards every enabled score or level certificate of the term to each current student whose indicator score
 * qualifies, in one statement. One record per certificate and student: students who hold the certificate, or
 * whose award was revoked, get nothing new, so a second run awards nothing.
 */
export const awardByRules = async (
  db: Db,
  a: { schoolId: number; termId: number; userId: number; now: Date },
): Promise<{ awarded: number; certificates: number }> => {
  const [row] = await rowsOf(
    db,
    sql`with awarded as (
      insert into certificate_acquire
        (school_id, certificate_id, term_id, student_id, source, score, band, awarded_by, awarded_at)
      select c.school_id, c.id, c.term_id, s.student_id, 1, s.score, s.band, ${a.userId}::bigint, ${at(a.now)}
      from certificate c
      join evaluation_student_score_v s on s.school_id = c.school_id and s.term_id = c.term_id
        and s.indicator_id = c.indicator_id
      join ${studentClassV} st on st.school_id = s.school_id and st.student_id = s.student_id
      join evaluation_indicator_v iv on iv.school_id = c.school_id and iv.indicator_id = c.indicator_id
      where c.school_id = ${a.schoolId} and c.term_id = ${a.termId} and c.state = 1
        and ((c.rule_kind = 'score' and s.score >= c.min_score)
          or (c.rule_kind = 'level' and s.band_min >= (select (l->>'min')::numeric
            from jsonb_array_elements(iv.levels) l where l->>'name' = c.level_name limit 1)))
      on conflict (school_id, certificate_id, student_id) do nothing
      returning 1)
    select (select count(*) from awarded) awarded,
      (select count(*) from certificate c where c.school_id = ${a.schoolId} and c.term_id = ${a.termId}
        and c.state = 1 and c.rule_kind <> 'manual') certificates`,
  );
  return { awarded: Number(row?.awarded ?? 0), certificates: Number(row?.certificates ?? 0) };
};

/**
 * Awards a certificate by hand to students of the school: new ones get a record, revoked ones are awarded
 * again; students who hold it are left as they are. Answers how many were awarded.
 */
export const awardByHand = async (
  db: Db,
  a: {
    schoolId: number;
    certificateId: number;
    termId: number;
    studentIds: number[];
    reason: string;
    userId: number;
    now: Date;
  },
): Promise<number> => {
  const [row] = await rowsOf(
    db,
    sql`with awarded as (
      insert into certificate_acquire
        (school_id, certificate_id, term_id, student_id, source, reason, awarded_by, awarded_at)
      select ${a.schoolId}::bigint, ${a.certificateId}::bigint, ${a.termId}::bigint, st.student_id, 2, ${a.reason},
        ${a.userId}::bigint, ${at(a.now)}
      from ${studentClassV} st where st.school_id = ${a.schoolId} and st.student_id in (${list(a.studentIds)})
      on conflict (school_id, certificate_id, student_id) do update set source = 2, score = null, band = null,
        reason = excluded.reason, awarded_by = excluded.awarded_by, awarded_at = excluded.awarded_at,
        revoked_at = null, revoked_by = null, revoke_reason = null
        where certificate_acquire.revoked_at is not null
      returning 1)
    select count(*) n from awarded`,
  );
  return Number(row?.n ?? 0);
};

/** Of these award ids, the school's (revoked or not). */
export const knownAwards = async (db: Db, schoolId: number, ids: number[]): Promise<number[]> =>
  (
    await rowsOf(
      db,
      sql`select id from certificate_acquire where school_id = ${schoolId} and id in (${list(ids)})`,
    )
  ).map((r) => Number(r.id));

/** Takes back awards in force; answers how many were revoked. */
export const revokeAwards = async (
  db: Db,
  a: { schoolId: number; ids: number[]; reason: string; userId: number; now: Date },
): Promise<number> =>
  (
    await rowsOf(
      db,
      sql`update certificate_acquire set revoked_at = ${at(a.now)}, revoked_by = ${a.userId}::bigint,
        revoke_reason = ${a.reason}
      where school_id = ${a.schoolId} and id in (${list(a.ids)}) and revoked_at is null returning id`,
    )
  ).length;

/** Whose records a caller may see: every student (undefined), some classes' students, or some students. */
export type AwardScope = { schoolId: number; classIds?: number[]; studentIds?: number[] };

export type AwardFilter = {
  termId?: number;
  certificateId?: number;
  classId?: number;
  gradeId?: number;
  status: "active" | "revoked" | "all";
  keyword?: string;
  sort: "awardedAt" | "studentNo" | "className" | "score" | "certificate";
  order: "asc" | "desc";
};

const scopeWhere = (s: AwardScope, f: AwardFilter): SQL => {
  const keyword = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const parts: SQL[] = [sql`a.school_id = ${s.schoolId}`];
  if (s.classIds !== undefined)
    parts.push(s.classIds.length === 0 ? sql`false` : sql`st.class_id in (${list(s.classIds)})`);
  if (s.studentIds !== undefined)
    parts.push(s.studentIds.length === 0 ? sql`false` : sql`a.student_id in (${list(s.studentIds)})`);
  if (f.termId !== undefined) parts.push(sql`a.term_id = ${f.termId}`);
  if (f.certificateId !== undefined) parts.push(sql`a.certificate_id = ${f.certificateId}`);
  if (f.classId !== undefined) parts.push(sql`st.class_id = ${f.classId}`);
  if (f.gradeId !== undefined) parts.push(sql`st.grade_id = ${f.gradeId}`);
  if (f.status === "active") parts.push(sql`a.revoked_at is null`);
  if (f.status === "revoked") parts.push(sql`a.revoked_at is not null`);
  if (keyword !== undefined)
    parts.push(sql`(st.student_name ilike ${keyword} or st.student_no ilike ${keyword}
      or c.name ilike ${keyword})`);
  return sql.join(parts, sql` and `);
};

/** Of these ids (certificates' `c.id`, or stamps' `c.stamp_id`), those some award in the scope shows. */
const shownIn = async (db: Db, s: AwardScope, column: SQL, ids: number[]): Promise<number[]> =>
  ids.length === 0
    ? []
    : (
        await rowsOf(
          db,
          sql`select distinct ${column} id from certificate_acquire a
            join certificate c on c.school_id = a.school_id and c.id = a.certificate_id
            left join ${studentClassV} st on st.school_id = a.school_id and st.student_id = a.student_id
            where ${scopeWhere(s, { status: "all", sort: "awardedAt", order: "asc" })}
              and ${column} in (${list(ids)})`,
        )
      ).map((r) => Number(r.id));

export const certificatesShown = (db: Db, s: AwardScope, ids: number[]) => shownIn(db, s, sql`c.id`, ids);
export const stampsShown = (db: Db, s: AwardScope, ids: number[]) => shownIn(db, s, sql`c.stamp_id`, ids);

const orderOf = (f: AwardFilter): SQL => {
  const dir = f.order === "asc" ? sql`asc` : sql`desc`;
  const by: Record<AwardFilter["sort"], SQL> = {
    awardedAt: sql`a.awarded_at ${dir}`,
    studentNo: sql`st.student_no ${dir}`,
    className: sql`st.grade_sort ${dir}, st.class_sort ${dir}, st.class_id ${dir}`,
    score: sql`a.score ${dir} nulls last`,
    certificate: sql`c.name ${dir}`,
  };
  return sql`${by[f.sort]}, a.id desc`;
};

export type AwardRow = {
  id: number;
  certificateId: number;
  certificateName: string;
  honour: number;
  termId: number;
  studentId: number;
  studentName: string;
  studentNo: string;
  classId: number | null;
  className: string;
  gradeName: string;
  source: number;
  score: number | null;
  band: string | null;
  reason: string;
  awardedBy: string;
  awardedAt: Date;
  revokedAt: Date | null;
  revokeReason: string | null;
  imageFileId: number | null;
};

const str = (v: unknown) => (v === null || v === undefined ? "" : String(v));
const toAward = (r: Record<string, unknown>): AwardRow => ({
  id: Number(r.id),
  certificateId: Number(r.certificate_id),
  certificateName: str(r.certificate_name),
  honour: Number(r.honour),
  termId: Number(r.term_id),
  studentId: Number(r.student_id),
  studentName: str(r.student_name),
  studentNo: str(r.student_no),
  classId: r.class_id === null ? null : Number(r.class_id),
  className: str(r.class_name),
  gradeName: str(r.grade_name),
  source: Number(r.source),
  score: r.score === null ? null : Number(r.score),
  band: r.band === null ? null : String(r.band),
  reason: str(r.reason),
  awardedBy: str(r.awarded_by_name),
  awardedAt: toDate(r.awarded_at),
  revokedAt: r.revoked_at === null ? null : toDate(r.revoked_at),
  revokeReason: r.revoke_reason === null ? null : String(r.revoke_reason),
  imageFileId: r.image_file_id === null ? null : Number(r.image_file_id),
});

/** A page of award records in the caller's scope, filtered, sorted; with the filtered total. */
export const pageAwards = async (
  db: Db,
  s: AwardScope,
  f: AwardFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: AwardRow[]; total: number }> => {
  const from = sql`from certificate_acquire a
    join certificate c on c.school_id = a.school_id and c.id = a.certificate_id
    left join ${studentClassV} st on st.school_id = a.school_id and st.student_id = a.student_id
    where ${scopeWhere(s, f)}`;
  const [rows, counted] = await Promise.all([
    rowsOf(
      db,
      sql`select a.id, a.certificate_id, c.name certificate_name, c.honour, a.term_id, a.student_id,
        st.student_name, st.student_no, st.class_id, st.class_name, st.grade_name, a.source,
        a.score::float8 score, a.band, a.reason, tv.teacher_name awarded_by_name, a.awarded_at, a.revoked_at,
        a.revoke_reason, c.image_file_id
      from certificate_acquire a
      join certificate c on c.school_id = a.school_id and c.id = a.certificate_id
      left join ${studentClassV} st on st.school_id = a.school_id and st.student_id = a.student_id
      left join ${teacherV} tv on tv.school_id = a.school_id and tv.teacher_id = a.awarded_by
      where ${scopeWhere(s, f)}
      order by ${orderOf(f)} limit ${window.limit} offset ${window.offset}`,
    ),
    rowsOf(db, sql`select count(*) n ${from}`),
  ]);
  return { rows: rows.map(toAward), total: Number(counted[0]?.n ?? 0) };
};
