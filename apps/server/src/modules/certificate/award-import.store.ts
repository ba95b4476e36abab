import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { inBatches, studentClassV } from "../org/index.ts";

const rowsOf = async (db: Db, query: SQL) => (await db.execute(query)).rows as Record<string, unknown>[];
const texts = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const ids = (values: number[]) =>
  sql.join(
    values.map((v) => sql`${v}::bigint`),
    sql`, `,
  );

export type NumberedStudent = { id: number; studentNo: string; name: string };

/** The school's current students with these numbers (a number several students share comes back for each). */
export const studentsByNos = async (db: Db, schoolId: number, nos: string[]): Promise<NumberedStudent[]> =>
  nos.length === 0
    ? []
    : (
        await rowsOf(
          db,
          sql`select student_id, student_no, student_name from ${studentClassV}
            where school_id = ${schoolId} and student_no in (${texts(nos)})`,
        )
      ).map((r) => ({
        id: Number(r.student_id),
        studentNo: String(r.student_no),
        name: String(r.student_name),
      }));

export type TermCertificate = { id: number; name: string; state: number };

/** The term's certificates, by id. */
export const termCertificates = async (
  db: Db,
  schoolId: number,
  termId: number,
): Promise<TermCertificate[]> =>
  (
    await rowsOf(
      db,
      sql`select id, name, state from certificate where school_id = ${schoolId} and term_id = ${termId}
        order by id`,
    )
  ).map((r) => ({ id: Number(r.id), name: String(r.name), state: Number(r.state) }));

/** Of these certificates and students, the pairs with an award in force, as "certificate:student". */
export const heldPairs = async (
  db: Db,
  schoolId: number,
  certificateIds: number[],
  studentIds: number[],
): Promise<Set<string>> =>
  certificateIds.length === 0 || studentIds.length === 0
    ? new Set()
    : new Set(
        (
          await rowsOf(
            db,
            sql`select certificate_id, student_id from certificate_acquire
              where school_id = ${schoolId} and revoked_at is null
                and certificate_id in (${ids(certificateIds)}) and student_id in (${ids(studentIds)})`,
          )
        ).map((r) => `${Number(r.certificate_id)}:${Number(r.student_id)}`),
      );

export type ImportedAward = { certificateId: number; termId: number; studentId: number; reason: string };

/**
 * Awards by hand, each row with its own reason: new pairs get a record, revoked ones are awarded again; pairs in
 * force are left as they are. Answers how many were awarded.
 */
export const awardImported = async (
  db: Db,
  a: { schoolId: number; userId: number; now: Date; rows: ImportedAward[] },
): Promise<number> => {
  let awarded = 0;
  await inBatches(a.rows, async (part) => {
    const values = sql.join(
      part.map(
        (r) =>
          sql`(${r.certificateId}::bigint, ${r.termId}::bigint, ${r.studentId}::bigint, ${r.reason}::text)`,
      ),
      sql`, `,
    );
    const [row] = await rowsOf(
      db,
      sql`with awarded as (
        insert into certificate_acquire
          (school_id, certificate_id, term_id, student_id, source, reason, awarded_by, awarded_at)
        select ${a.schoolId}::bigint, v.certificate_id, v.term_id, v.student_id, 2, v.reason, ${a.userId}::bigint,
          ${a.now.toISOString()}::timestamptz
        from (values ${values}) v(certificate_id, term_id, student_id, reason)
        on conflict (school_id, certificate_id, student_id) do update set source = 2, score = null, band = null,
          reason = excluded.reason, awarded_by = excluded.awarded_by, awarded_at = excluded.awarded_at,
          revoked_at = null, revoked_by = null, revoke_reason = null
          where certificate_acquire.revoked_at is not null
        returning 1)
      select count(*) n from awarded`,
    );
    awarded += Number(row?.n ?? 0);
  });
  return awarded;
};

/** A real student and an enabled certificate of the term, for the template's example row. */
export const templateExample = async (
  db: Db,
  schoolId: number,
  termId: number,
): Promise<{ studentNo: string; studentName: string; certificate: string }> => {
  const [[student], [certificate]] = await Promise.all([
    rowsOf(
      db,
      sql`select student_no, student_name from ${studentClassV} where school_id = ${schoolId}
        and student_no <> '' order by grade_sort, class_sort, student_no limit 1`,
    ),
    rowsOf(
      db,
      sql`select name from certificate where school_id = ${schoolId} and term_id = ${termId} and state = 1
        order by (rule_kind = 'manual') desc, id limit 1`,
    ),
  ]);
  return {
    studentNo: String(student?.student_no ?? ""),
    studentName: String(student?.student_name ?? ""),
    certificate: String(certificate?.name ?? ""),
  };
};
