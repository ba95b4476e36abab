import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { certificate, certificateStamp } from "./certificate.tables.ts";

export type StampRow = typeof certificateStamp.$inferSelect & { used: number };

// Spelled out: inside a one-table select drizzle leaves the outer columns unqualified.
const used = sql<number>`(select count(*) from certificate c
  where c.school_id = "certificate_stamp"."school_id" and c.stamp_id = "certificate_stamp"."id")`.mapWith(
  Number,
);

export const listStamps = (db: Db, schoolId: number): Promise<StampRow[]> =>
  db
    .select({
      schoolId: certificateStamp.schoolId,
      id: certificateStamp.id,
      name: certificateStamp.name,
      fileId: certificateStamp.fileId,
      status: certificateStamp.status,
      createdBy: certificateStamp.createdBy,
      createdAt: certificateStamp.createdAt,
      used,
    })
    .from(certificateStamp)
    .where(eq(certificateStamp.schoolId, schoolId))
    .orderBy(asc(certificateStamp.id));

export const findStamp = async (db: Db, schoolId: number, id: number) =>
  (
    await db
      .select()
      .from(certificateStamp)
      .where(and(eq(certificateStamp.schoolId, schoolId), eq(certificateStamp.id, id)))
  )[0];

export const insertStamp = async (
  db: Db,
  schoolId: number,
  userId: number,
  fields: { name: string; fileId: number },
): Promise<number> =>
  (
    await db
      .insert(certificateStamp)
      .values({ ...fields, schoolId, createdBy: userId })
      .returning({ id: certificateStamp.id })
  )[0].id;

export const updateStamp = async (
  db: Db,
  schoolId: number,
  id: number,
  fields: { name?: string; fileId?: number; status?: number },
): Promise<boolean> =>
  (
    await db
      .update(certificateStamp)
      .set(fields)
      .where(and(eq(certificateStamp.schoolId, schoolId), eq(certificateStamp.id, id)))
      .returning({ id: certificateStamp.id })
  ).length > 0;

export const stampUses = async (db: Db, schoolId: number, id: number): Promise<number> =>
  Number(
    (
      await db
        .select({ n: count() })
        .from(certificate)
        .where(and(eq(certificate.schoolId, schoolId), eq(certificate.stampId, id)))
    )[0]?.n ?? 0,
  );

export const deleteStamp = async (db: Db, schoolId: number, id: number): Promise<boolean> =>
  (
    await db
      .delete(certificateStamp)
      .where(and(eq(certificateStamp.schoolId, schoolId), eq(certificateStamp.id, id)))
      .returning({ id: certificateStamp.id })
  ).length > 0;
