import type { Db, Tx } from "../../platform/db/client.ts";
import { rosterStudents } from "../org/index.ts";
import { schoolTimeZone } from "../school/index.ts";
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

type Placed = {
  e: CardSignin;
  studentId: number;
  classId: number;
  pointId: number;
  day: string;
  status: string;
};

/**
 * Places card sign-ins in the right point and day (late/out-of-order events too) inside the caller's
 * transaction (onecard's deriver: many device batches, of several schools, at once): no point covers the time → ignored with reason "noPoint"; an existing teacher mark is kept
 * (ignored, "teacherMarked"; "onLeave" for an approved leave); otherwise present or late by the point's grace,
 * source "card". A student's earliest card or QR arrival at a point is the one kept ("alreadyRecorded" for later
 * ones). One write per point and day, whatever the batch's size.
 */
export const recordCardSignins = async (tx: Tx, events: CardSignin[]): Promise<CardSigninResult[]> => {
  const results = new Map<string, CardSigninResult>();
  const ignore = (e: CardSignin, reason: string) =>
    results.set(e.eventId, { eventId: e.eventId, result: "ignored", reason });
  // Earliest first, so that an out-of-order batch ends with the first arrival of each student.
  const ordered = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  const schools = [...new Set(ordered.map((e) => e.schoolId))];
  for (const schoolId of schools) {
    const mine = ordered.filter((e) => e.schoolId === schoolId);
    // One after another: a transaction's connection runs one query at a time.
    const zone = await schoolTimeZone(tx as unknown as Db, schoolId);
    const points = await listPoints(tx, schoolId);
    const students = await rosterStudents(tx, schoolId, [...new Set(mine.map((e) => e.studentId))]);
    const studentOf = new Map(students.map((s) => [s.studentId, s]));
    // Each event's point and day; per point and day, a student's earliest event (later ones wait for its answer).
    const groups = new Map<
      string,
      { pointId: number; day: string; first: Map<number, Placed>; later: Placed[] }
    >();
    for (const e of mine) {
      const student = studentOf.get(e.studentId);
      if (!student) {
        ignore(e, "unknownStudent");
        continue;
      }
      const local = schoolTimeOf(zone, e.at);
      const point = pointAt(points, student.gradeId, local.weekday, local.minutes);
      if (!point) {
        ignore(e, "noPoint");
        continue;
      }
      const key = `${point.id}/${local.day}`;
      let group = groups.get(key);
      if (!group) {
        group = { pointId: point.id, day: local.day, first: new Map(), later: [] };
        groups.set(key, group);
      }
      const placed: Placed = {
        e,
        studentId: student.studentId,
        classId: student.classId,
        pointId: point.id,
        day: local.day,
        status: arrivalStatus(point, local.minutes),
      };
      if (group.first.has(student.studentId)) group.later.push(placed);
      else group.first.set(student.studentId, placed);
    }
    const now = new Date();
    // Points and days in one order (then students, in lockRecords): two writers of many lock in the same order.
    const inOrder = [...groups.values()].sort((a, b) =>
      a.pointId !== b.pointId ? a.pointId - b.pointId : a.day < b.day ? -1 : a.day > b.day ? 1 : 0,
    );
    for (const group of inOrder) {
      const keptBecause = new Map<number, string>();
      const firsts = [...group.first.values()];
      const { written } = await writeMarks(
        tx,
        { schoolId, pointId: group.pointId, day: group.day },
        firsts.map((p) => ({
          studentId: p.studentId,
          classId: p.classId,
          status: p.status,
          reason: "",
          source: "card",
          markedBy: null,
          markedAt: p.e.at,
        })),
        null,
        now,
        (old, mark) => {
          let reason: string | undefined;
          if (old.source === "card" || old.source === "qr") {
            if (old.markedAt.getTime() <= mark.markedAt.getTime()) reason = "alreadyRecorded";
          } else reason = old.source === "teacher" ? "teacherMarked" : "onLeave";
          if (reason) keptBecause.set(mark.studentId, reason);
          return reason !== undefined;
        },
      );
      const writtenIds = new Set(written.map((m) => m.studentId));
      for (const p of firsts) {
        const reason = keptBecause.get(p.studentId);
        if (writtenIds.has(p.studentId) || !reason)
          results.set(p.e.eventId, { eventId: p.e.eventId, result: "recorded" });
        else ignore(p.e, reason);
      }
      // A later arrival of a student at the same point: the earliest is kept, or the teacher's or leave's mark.
      for (const p of group.later) {
        const reason = keptBecause.get(p.studentId);
        ignore(p.e, reason === "teacherMarked" || reason === "onLeave" ? reason : "alreadyRecorded");
      }
    }
  }
  return events.map(
    (e) => results.get(e.eventId) ?? { eventId: e.eventId, result: "ignored", reason: "duplicate" },
  );
};
