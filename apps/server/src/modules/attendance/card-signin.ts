import type { Db, Tx } from "../../platform/db/client.ts";
import { schoolTimeZone } from "../school/index.ts";
import { studentsByIds } from "./class.store.ts";
import { writeMarks } from "./marks.ts";
import { listPoints, type PointRow } from "./point.store.ts";
import { arrivalStatus, minutesOf, schoolTimeOf } from "./school-time.ts";

export type CardSignin = { schoolId: number; studentId: number; at: Date; deviceId: number; eventId: string };
export type CardSigninResult = { eventId: string; result: "recorded" | "ignored"; reason?: string };

/** The enabled point of the student's grade whose window holds this moment (the earliest starting, if several). */
const pointAt = (points: PointRow[], gradeId: number | null, weekday: number, minutes: number) =>
  points.find(
    (p) =>
      p.enabled &&
      gradeId !== null &&
      p.gradeIds.map(Number).includes(Number(gradeId)) &&
      p.weekdays.includes(weekday) &&
      minutesOf(p.startTime) <= minutes &&
      minutes <= minutesOf(p.endTime),
  );

/**
 * Places card sign-ins in the right point and day (late/out-of-order events too) inside the caller's
 * transaction: no point covers the time → ignored with reason "noPoint"; an existing teacher mark is kept
 * (ignored, "teacherMarked"); otherwise present or late by the point's grace, source "card". A student's
 * earliest card or QR arrival at a point is the one kept ("alreadyRecorded" for later ones).
 */
export const recordCardSignins = async (tx: Tx, events: CardSignin[]): Promise<CardSigninResult[]> => {
  const results = new Map<string, CardSigninResult>();
  // Earliest first, so that an out-of-order batch ends with the first arrival of each student.
  const ordered = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  const schools = [...new Set(ordered.map((e) => e.schoolId))];
  for (const schoolId of schools) {
    const mine = ordered.filter((e) => e.schoolId === schoolId);
    // One after another: a transaction's connection runs one query at a time.
    const zone = await schoolTimeZone(tx as unknown as Db, schoolId);
    const points = await listPoints(tx, schoolId);
    const students = await studentsByIds(tx, schoolId, [...new Set(mine.map((e) => e.studentId))]);
    const studentOf = new Map(students.map((s) => [s.studentId, s]));
    for (const e of mine) {
      const student = studentOf.get(e.studentId);
      if (!student) {
        results.set(e.eventId, { eventId: e.eventId, result: "ignored", reason: "unknownStudent" });
        continue;
      }
      const local = schoolTimeOf(zone, e.at);
      const point = pointAt(points, student.gradeId, local.weekday, local.minutes);
      if (!point) {
        results.set(e.eventId, { eventId: e.eventId, result: "ignored", reason: "noPoint" });
        continue;
      }
      let reason: string | undefined;
      const { written } = await writeMarks(
        tx,
        { schoolId, pointId: point.id, day: local.day },
        [
          {
            studentId: student.studentId,
            classId: student.classId,
            status: arrivalStatus(point, local.minutes),
            reason: "",
            source: "card",
            markedBy: null,
            markedAt: e.at,
          },
        ],
        null,
        new Date(),
        (old) => {
          if (old.source === "card" || old.source === "qr") {
            if (old.markedAt.getTime() <= e.at.getTime()) reason = "alreadyRecorded";
          } else reason = old.source === "teacher" ? "teacherMarked" : "onLeave";
          return reason !== undefined;
        },
      );
      results.set(
        e.eventId,
        written.length > 0 || !reason
          ? { eventId: e.eventId, result: "recorded" }
          : { eventId: e.eventId, result: "ignored", reason },
      );
    }
  }
  return events.map(
    (e) => results.get(e.eventId) ?? { eventId: e.eventId, result: "ignored", reason: "duplicate" },
  );
};
