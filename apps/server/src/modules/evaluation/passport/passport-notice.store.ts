import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/client.ts";
import { acceptedValueV } from "../../collection/index.ts";
import { classV, studentClassV } from "../../org/index.ts";
import { OBJECTION_STATE, passportNotice, passportObjection } from "./passport-notice.tables.ts";

export type NoticeRow = {
  id: number;
  classId: number;
  className: string;
  gradeName: string;
  schoolYearId: number;
  startsAt: Date;
  endsAt: Date;
  openObjections: number;
  objections: number;
};

const counted = (state?: number) =>
  sql<number>`(select count(*) from passport_objection o where o.school_id = "passport_notice"."school_id"
    and o.notice_id = "passport_notice"."id"${state === undefined ? sql`` : sql` and o.state = ${state}`})`;

const noticeColumns = {
  id: passportNotice.id,
  classId: passportNotice.classId,
  className: sql<string>`coalesce(${classV.className}, '')`,
  gradeName: sql<string>`coalesce(${classV.gradeName}, '')`,
  schoolYearId: passportNotice.schoolYearId,
  startsAt: passportNotice.startsAt,
  endsAt: passportNotice.endsAt,
  openObjections: counted(OBJECTION_STATE.open),
  objections: counted(),
};

const selectNotices = (db: Db) =>
  db
    .select(noticeColumns)
    .from(passportNotice)
    .leftJoin(
      classV,
      and(eq(classV.schoolId, passportNotice.schoolId), eq(classV.classId, passportNotice.classId)),
    );

const normalised = (rows: NoticeRow[]) =>
  rows.map((r) => ({ ...r, openObjections: Number(r.openObjections), objections: Number(r.objections) }));

export const listNotices = async (db: Db, schoolId: number, schoolYearId: number) =>
  normalised(
    (await selectNotices(db)
      .where(and(eq(passportNotice.schoolId, schoolId), eq(passportNotice.schoolYearId, schoolYearId)))
      .orderBy(asc(passportNotice.startsAt), asc(passportNotice.id))) as NoticeRow[],
  );

export const findNotice = async (db: Db, schoolId: number, id: number): Promise<NoticeRow | null> =>
  normalised(
    (await selectNotices(db).where(
      and(eq(passportNotice.schoolId, schoolId), eq(passportNotice.id, id)),
    )) as NoticeRow[],
  )[0] ?? null;

export const noticeOfClass = async (db: Db, schoolId: number, classId: number, schoolYearId: number) =>
  normalised(
    (await selectNotices(db).where(
      and(
        eq(passportNotice.schoolId, schoolId),
        eq(passportNotice.classId, classId),
        eq(passportNotice.schoolYearId, schoolYearId),
      ),
    )) as NoticeRow[],
  )[0] ?? null;

export type NoticeWrite = { classId: number; schoolYearId: number; startsAt: Date; endsAt: Date };

export const insertNotice = async (db: Db, schoolId: number, w: NoticeWrite, createdBy: number) => {
  const [row] = await db
    .insert(passportNotice)
    .values({ schoolId, ...w, createdBy })
    .returning({ id: passportNotice.id });
  return row.id;
};

export const updateNotice = async (db: Db, schoolId: number, id: number, w: NoticeWrite) => {
  await db
    .update(passportNotice)
    .set(w)
    .where(and(eq(passportNotice.schoolId, schoolId), eq(passportNotice.id, id)));
};

const objectionColumns = {
  id: passportObjection.id,
  noticeId: passportObjection.noticeId,
  studentId: passportObjection.studentId,
  studentName: sql<string>`coalesce(${studentClassV.studentName}, '')`,
  formValueId: passportObjection.formValueId,
  text: passportObjection.text,
  state: passportObjection.state,
  resolution: passportObjection.resolution,
  createdAt: passportObjection.createdAt,
  resolvedAt: passportObjection.resolvedAt,
};

/** A notice's objections, oldest first; of one student when given. */
export const listObjections = (db: Db, schoolId: number, noticeId: number, studentId?: number) =>
  db
    .select(objectionColumns)
    .from(passportObjection)
    .leftJoin(
      studentClassV,
      and(
        eq(studentClassV.schoolId, passportObjection.schoolId),
        eq(studentClassV.studentId, passportObjection.studentId),
      ),
    )
    .where(
      and(
        eq(passportObjection.schoolId, schoolId),
        eq(passportObjection.noticeId, noticeId),
        studentId === undefined ? undefined : eq(passportObjection.studentId, studentId),
      ),
    )
    .orderBy(asc(passportObjection.createdAt), asc(passportObjection.id));

export type ObjectionRow = Awaited<ReturnType<typeof listObjections>>[number];

export const findObjection = async (db: Db, schoolId: number, id: number) => {
  const [row] = await db
    .select({
      id: passportObjection.id,
      noticeId: passportObjection.noticeId,
      state: passportObjection.state,
    })
    .from(passportObjection)
    .where(and(eq(passportObjection.schoolId, schoolId), eq(passportObjection.id, id)));
  return row ?? null;
};

export const insertObjection = async (
  db: Db,
  schoolId: number,
  w: {
    noticeId: number;
    studentId: number;
    formValueId: number | null;
    text: string;
    raisedBy: number;
    raisedByType: number;
  },
) => {
  const [row] = await db
    .insert(passportObjection)
    .values({ schoolId, ...w })
    .returning({ id: passportObjection.id });
  return row.id;
};

/** Resolves an objection that is still open; false when someone resolved it first. */
export const resolveObjection = async (
  db: Db,
  schoolId: number,
  id: number,
  w: { state: number; resolution: string; resolvedBy: number; resolvedAt: Date },
): Promise<boolean> => {
  const rows = await db
    .update(passportObjection)
    .set(w)
    .where(
      and(
        eq(passportObjection.schoolId, schoolId),
        eq(passportObjection.id, id),
        eq(passportObjection.state, OBJECTION_STATE.open),
      ),
    )
    .returning({ id: passportObjection.id });
  return rows.length > 0;
};

/** Whether the form value is an accepted record about the student. */
export const isRecordOf = async (db: Db, schoolId: number, formValueId: number, studentId: number) => {
  const [row] = await db
    .select({ id: acceptedValueV.formValueId })
    .from(acceptedValueV)
    .where(
      and(
        eq(acceptedValueV.schoolId, schoolId),
        eq(acceptedValueV.formValueId, formValueId),
        eq(acceptedValueV.studentId, studentId),
      ),
    );
  return row !== undefined;
};

/** Whether the class's passport of the year is archived: its notice window is over. */
export const isArchived = async (
  db: Db,
  schoolId: number,
  classId: number,
  schoolYearId: number,
  now: Date,
): Promise<boolean> => {
  const notice = await noticeOfClass(db, schoolId, classId, schoolYearId);
  return notice !== null && notice.endsAt <= now;
};
