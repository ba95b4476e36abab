import { createHmac, timingSafeEqual } from "node:crypto";
import type { AttendanceCheckinResult, AttendanceQrCode } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { rosterStudents } from "../org/index.ts";
import { schoolTimeZone } from "../school/index.ts";
import { attendanceError } from "./attendance.messages.ts";
import { markClassAccess } from "./mark-access.ts";
import { writeMarks } from "./marks.ts";
import type { AttendanceDeps } from "./point.service.ts";
import { findPoint } from "./point.store.ts";
import { findSession, openSession, useSession, usesOf } from "./qr.store.ts";
import { arrivalStatus, schoolTimeOf } from "./school-time.ts";

/** A code lives for one 10-second slot; it is accepted in its slot and the next, with 5 s of clock skew. */
export const SLOT_MS = 10_000;
export const SKEW_MS = 5_000;

export const slotOf = (ms: number): number => Math.floor(ms / SLOT_MS);

const macOf = (key: Buffer, sessionId: number, slot: number): string =>
  createHmac("sha256", key).update(`attendance-qr:${sessionId}:${slot}`).digest("base64url").slice(0, 22);

/** The code of a session's slot: `<session>.<slot>.<HMAC of both under the server's key>`. */
export const codeOf = (key: Buffer, sessionId: number, slot: number): string =>
  `${sessionId}.${slot}.${macOf(key, sessionId, slot)}`;

/** The session and slot a code names, if its HMAC is right. */
export const readCode = (key: Buffer, code: string): { sessionId: number; slot: number } | null => {
  const m = /^(\d{1,15})\.(\d{1,15})\.([A-Za-z0-9_-]{22})$/.exec(code.trim());
  if (!m) return null;
  const sessionId = Number(m[1]);
  const slot = Number(m[2]);
  const want = Buffer.from(macOf(key, sessionId, slot));
  const got = Buffer.from(m[3]);
  return want.length === got.length && timingSafeEqual(want, got) ? { sessionId, slot } : null;
};

/** Whether a slot's code is still taken at `now`: its slot or the one after it, give or take the skew. */
export const slotAccepted = (slot: number, now: number): boolean =>
  slot >= slotOf(now - SKEW_MS) - 1 && slot <= slotOf(now + SKEW_MS);

/** Opens (or reopens) the QR of a class at a point today, for its teacher; answers the current code. */
export const openQr = async (
  deps: AttendanceDeps,
  auth: AuthContext,
  input: { classId: number; pointId: number },
): Promise<AttendanceQrCode> => {
  const { klass, point, today } = await markClassAccess(deps, auth, input.classId, input.pointId);
  const session = await openSession(deps.db, {
    schoolId: auth.schoolId,
    classId: klass.classId,
    pointId: point.id,
    day: today,
    openedBy: auth.userId,
    openedAt: deps.now(),
  });
  return currentCode(deps, auth, session.id);
};

/** A session's code for the current slot, for the teacher who may mark its class. */
export const currentCode = async (
  deps: AttendanceDeps,
  auth: AuthContext,
  sessionId: number,
): Promise<AttendanceQrCode> => {
  const session = await findSession(deps.db, auth.schoolId, sessionId);
  if (!session) throw attendanceError(404, "qrInvalid");
  await markClassAccess(deps, auth, session.classId, session.pointId);
  const now = deps.now().getTime();
  const slot = slotOf(now);
  return {
    sessionId: session.id,
    code: codeOf(deps.qrKey, session.id, slot),
    refreshAt: new Date((slot + 1) * SLOT_MS).toISOString(),
    checkedIn: await usesOf(deps.db, auth.schoolId, session.id),
  };
};

/**
 * A student checks in with the code they scanned: a code of their class's session, of this slot or the one
 * before, used once per student; present or late by the point's grace, source "qr".
 */
export const checkIn = async (
  deps: AttendanceDeps,
  auth: AuthContext,
  code: string,
): Promise<AttendanceCheckinResult> => {
  if (auth.userType !== 1) throw attendanceError(403, "studentsOnly");
  const read = readCode(deps.qrKey, code);
  const session = read ? await findSession(deps.db, auth.schoolId, read.sessionId) : undefined;
  if (!read || !session) throw attendanceError(400, "qrInvalid");
  const now = deps.now();
  const local = schoolTimeOf(await schoolTimeZone(deps.db, auth.schoolId), now);
  if (!slotAccepted(read.slot, now.getTime()) || session.day !== local.day)
    throw attendanceError(400, "qrStale");
  const [student] = await rosterStudents(deps.db, auth.schoolId, [auth.userId]);
  if (!student || student.classId !== session.classId) throw attendanceError(403, "qrNotYourClass");
  const point = await findPoint(deps.db, auth.schoolId, session.pointId);
  if (!point?.enabled) throw attendanceError(400, "qrStale");
  const status = arrivalStatus(point, local.minutes);
  await deps.db.transaction(async (tx) => {
    if (!(await useSession(tx, auth.schoolId, session.id, student.studentId, now)))
      throw attendanceError(400, "qrUsed");
    await writeMarks(
      tx,
      { schoolId: auth.schoolId, pointId: point.id, day: session.day },
      [
        {
          studentId: student.studentId,
          classId: student.classId,
          status,
          reason: "",
          source: "qr",
          markedBy: session.openedBy,
          markedAt: now,
        },
      ],
      null,
      now,
    );
  });
  return { status, pointName: point.name, day: session.day };
};
