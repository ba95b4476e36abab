import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { certificate, certificateAcquire } from "./certificate.tables.ts";

export type CertificateRow = typeof certificate.$inferSelect;
export type CertificateFields = Omit<
  typeof certificate.$inferInsert,
  "schoolId" | "id" | "createdBy" | "createdAt" | "updatedAt" | "state"
>;

/** A certificate with what lists show beside it: indicator, stamp, image and awards in force. */
export type CertificateListRow = CertificateRow & {
  indicatorName: string | null;
  modelId: number | null;
  stampName: string | null;
  awarded: number;
};

export type CertificateFilter = { termId?: number; state?: number; keyword?: string };

const like = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const filterSql = (schoolId: number, f: CertificateFilter) => sql`c.school_id = ${schoolId}
  ${f.termId === undefined ? sql`` : sql` and c.term_id = ${f.termId}`}
  ${f.state === undefined ? sql`` : sql` and c.state = ${f.state}`}
  ${f.keyword ? sql` and (c.name ilike ${like(f.keyword)} or c.description ilike ${like(f.keyword)})` : sql``}`;

/** Drivers answer timestamps as Date (pg, PGlite) or text; either becomes a Date. */
export const toDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));

const toRow = (r: Record<string, unknown>): CertificateListRow => {
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    schoolId: Number(r.school_id),
    id: Number(r.id),
    name: String(r.name),
    description: String(r.description),
    honour: Number(r.honour),
    termId: Number(r.term_id),
    imageFileId: num(r.image_file_id),
    stampId: num(r.stamp_id),
    ruleKind: r.rule_kind as CertificateRow["ruleKind"],
    indicatorId: num(r.indicator_id),
    minScore: num(r.min_score),
    levelName: r.level_name === null ? null : String(r.level_name),
    state: Number(r.state),
    createdBy: num(r.created_by),
    createdAt: toDate(r.created_at),
    updatedAt: toDate(r.updated_at),
    indicatorName: r.indicator_name === null ? null : String(r.indicator_name),
    modelId: num(r.model_id),
    stampName: r.stamp_name === null ? null : String(r.stamp_name),
    awarded: Number(r.awarded),
  };
};

const listSql = (where: ReturnType<typeof sql>) => sql`select c.school_id, c.id, c.name, c.description,
    c.honour, c.term_id, c.image_file_id, c.stamp_id, c.rule_kind, c.indicator_id, c.min_score::float8 min_score,
    c.level_name, c.state, c.created_by, c.created_at, c.updated_at,
    iv.name indicator_name, iv.model_id, st.name stamp_name,
    (select count(*) from certificate_acquire a where a.school_id = c.school_id and a.certificate_id = c.id
      and a.revoked_at is null) awarded
  from certificate c
  left join evaluation_indicator_v iv on iv.school_id = c.school_id and iv.indicator_id = c.indicator_id
  left join certificate_stamp st on st.school_id = c.school_id and st.id = c.stamp_id
  where ${where}`;

/** A page of the school's certificates, newest first, with the filtered total. */
export const pageCertificates = async (
  db: Db,
  schoolId: number,
  f: CertificateFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: CertificateListRow[]; total: number }> => {
  const where = filterSql(schoolId, f);
  const [{ rows }, { rows: n }] = await Promise.all([
    db.execute(sql`${listSql(where)} order by c.updated_at desc, c.id desc
      limit ${window.limit} offset ${window.offset}`),
    db.execute(sql`select count(*) n from certificate c where ${where}`),
  ]);
  return {
    rows: (rows as Record<string, unknown>[]).map(toRow),
    total: Number((n as Record<string, unknown>[])[0]?.n ?? 0),
  };
};

export const findCertificate = async (
  db: Db,
  schoolId: number,
  id: number,
): Promise<CertificateListRow | undefined> => {
  const { rows } = await db.execute(listSql(sql`c.school_id = ${schoolId} and c.id = ${id}`));
  const row = (rows as Record<string, unknown>[])[0];
  return row ? toRow(row) : undefined;
};

export const insertCertificate = async (
  db: Db,
  schoolId: number,
  userId: number,
  fields: CertificateFields,
): Promise<number> => {
  const [row] = await db
    .insert(certificate)
    .values({ ...fields, schoolId, createdBy: userId })
    .returning({ id: certificate.id });
  return row.id;
};

export const updateCertificate = async (
  db: Db,
  schoolId: number,
  id: number,
  fields: CertificateFields,
  now: Date,
): Promise<boolean> =>
  (
    await db
      .update(certificate)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(certificate.schoolId, schoolId), eq(certificate.id, id)))
      .returning({ id: certificate.id })
  ).length > 0;

/** Awards in force of a certificate. */
export const activeAwards = async (db: Db, schoolId: number, id: number): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(certificateAcquire)
    .where(
      and(
        eq(certificateAcquire.schoolId, schoolId),
        eq(certificateAcquire.certificateId, id),
        isNull(certificateAcquire.revokedAt),
      ),
    );
  return Number(row?.n ?? 0);
};

/** Deletes a certificate with its revoked awards (the caller made sure none is in force). */
export const deleteCertificate = async (db: Db, schoolId: number, id: number): Promise<boolean> =>
  (
    await db
      .delete(certificate)
      .where(and(eq(certificate.schoolId, schoolId), eq(certificate.id, id)))
      .returning({ id: certificate.id })
  ).length > 0;

/** Awards in force of each of these certificates that has any. */
export const activeAwardCounts = async (
  db: Db,
  schoolId: number,
  ids: number[],
): Promise<Map<number, number>> =>
  new Map(
    (
      await db
        .select({ id: certificateAcquire.certificateId, n: count() })
        .from(certificateAcquire)
        .where(
          and(
            eq(certificateAcquire.schoolId, schoolId),
            inArray(certificateAcquire.certificateId, ids),
            isNull(certificateAcquire.revokedAt),
          ),
        )
        .groupBy(certificateAcquire.certificateId)
    ).map((r) => [r.id, Number(r.n)]),
  );

/** Deletes the school's certificates among `ids` with every award of them; answers how many went. */
export const deleteCertificates = async (db: Db, schoolId: number, ids: number[]): Promise<number> =>
  (
    await db
      .delete(certificate)
      .where(and(eq(certificate.schoolId, schoolId), inArray(certificate.id, ids)))
      .returning({ id: certificate.id })
  ).length;

/** Sets the state of the school's certificates among `ids`; answers how many changed. */
export const setStates = async (
  db: Db,
  schoolId: number,
  ids: number[],
  state: number,
  now: Date,
): Promise<number> =>
  (
    await db
      .update(certificate)
      .set({ state, updatedAt: now })
      .where(
        and(
          eq(certificate.schoolId, schoolId),
          inArray(certificate.id, ids),
          sql`${certificate.state} <> ${state}`,
        ),
      )
      .returning({ id: certificate.id })
  ).length;

/** Of `ids`, the ones the school has. */
export const existingIds = async (db: Db, schoolId: number, ids: number[]): Promise<number[]> =>
  (
    await db
      .select({ id: certificate.id })
      .from(certificate)
      .where(and(eq(certificate.schoolId, schoolId), inArray(certificate.id, ids)))
  ).map((r) => r.id);

export type IndicatorInfo = { id: number; name: string; levels: { name: string; min: number }[] };

/** An indicator of one of the school's student models, with its model's levels (evaluation's view). */
export const studentIndicator = async (
  db: Db,
  schoolId: number,
  indicatorId: number,
): Promise<IndicatorInfo | undefined> => {
  const { rows } = await db.execute(sql`select indicator_id, name, levels from evaluation_indicator_v
    where school_id = ${schoolId} and indicator_id = ${indicatorId} and subject_type = 1`);
  const row = (rows as Record<string, unknown>[])[0];
  if (!row) return undefined;
  const levels = typeof row.levels === "string" ? JSON.parse(row.levels) : row.levels;
  return { id: Number(row.indicator_id), name: String(row.name), levels: levels as IndicatorInfo["levels"] };
};
