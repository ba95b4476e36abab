import type { CodeResolver } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { inBoth } from "../../platform/http/i18n.ts";
import type { SmsProvider } from "../../platform/sms/sms-provider.ts";
import { sendNotices } from "../notice/index.ts";
import { leadersOfClass, rosterStudents } from "../org/index.ts";
import { listTerms } from "../school/index.ts";
import { attendanceText } from "./attendance.messages.ts";
import {
  absentDayCounts,
  approvedLeavesOn,
  claimAbsenceNotices,
  claimChronicNotice,
  parentsOf,
  settingOf,
} from "./leave.store.ts";

/**
 * A message in the chat app to these people, where they signed in through it (identity's work-chat push, wired
 * in app.ts); answers how many the platform took.
 */
export type ChatPush = (
  schoolId: number,
  to: readonly { userType: number; userId: number }[],
  text: string,
) => Promise<number>;

/**
 * codesOf: whose permission codes (attendance.view reviews every class's leave); without it, leaders and admins.
 * sms and chat: where absence notices go besides the in-app notice.
 */
export type NoticeDeps = {
  db: Db;
  now: () => Date;
  sms?: SmsProvider;
  chat?: ChatPush;
  codesOf?: CodeResolver;
};

/** The term of the school that holds a day (the current one when several do), if any. */
export const termHolding = async (db: Db, schoolId: number, day: string) => {
  const terms = (await listTerms(db, schoolId)).filter((t) => t.stime <= day && day <= t.etime);
  return terms.find((t) => t.isNow) ?? terms.at(-1);
};

/**
 * Tells the guardians of students just marked absent at a point on a day, unless an approved leave covers it:
 * one in-app notice per guardian, once per student, point and day (the claim and the notices commit together),
 * and an SMS too when the school enabled it. Then tells the class leader of any student who reached the
 * school's chronic-absence threshold in the term, once per term. Runs after the mark committed: a failed
 * notice never loses a mark. Answers how many in-app notices went out.
 */
export const notifyAbsences = async (
  deps: NoticeDeps,
  schoolId: number,
  point: { id: number; name: string },
  day: string,
  studentIds: number[],
): Promise<number> => {
  if (studentIds.length === 0) return 0;
  const covered = new Set(
    (await approvedLeavesOn(deps.db, schoolId, studentIds, day))
      .filter((l) => l.pointIds.length === 0 || l.pointIds.map(Number).includes(point.id))
      .map((l) => l.studentId),
  );
  const ids = studentIds.filter((id) => !covered.has(id));
  if (ids.length === 0) return 0;
  const students = new Map((await rosterStudents(deps.db, schoolId, ids)).map((s) => [s.studentId, s]));
  const parents = await parentsOf(deps.db, schoolId, ids);
  const now = deps.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await claimAbsenceNotices(
      tx,
      schoolId,
      ids.map((studentId) => ({ studentId, pointId: point.id, day })),
      now,
    );
    const fresh = new Set(rows.map((r) => r.studentId));
    const notices = parents
      .filter((p) => fresh.has(p.studentId))
      .map((p) => {
        const params = { name: students.get(p.studentId)?.name ?? "", day, point: point.name };
        return {
          userType: 2,
          userId: p.parentId,
          title: inBoth((l) => attendanceText(l, "absentTitle", params)),
          body: inBoth((l) => attendanceText(l, "absentBody", params)),
          link: "/m/leave",
        };
      });
    await sendNotices(tx, schoolId, notices);
    return { fresh, notices: notices.length };
  });
  // The chat app too, for the guardians who signed in through it: the same words as the text message.
  if (deps.chat) {
    const told = parents.filter((p) => claimed.fresh.has(p.studentId));
    for (const studentId of new Set(told.map((p) => p.studentId))) {
      const params = { name: students.get(studentId)?.name ?? "", day, point: point.name };
      await deps
        .chat(
          schoolId,
          told.filter((p) => p.studentId === studentId).map((p) => ({ userType: 2, userId: p.parentId })),
          attendanceText("zh-CN", "absentBody", params),
        )
        .catch(() => 0);
    }
  }
  if ((await settingOf(deps.db, schoolId)).smsOnAbsence && deps.sms) {
    for (const p of parents.filter((x) => claimed.fresh.has(x.studentId) && x.phone)) {
      const params = { name: students.get(p.studentId)?.name ?? "", day, point: point.name };
      // A text message has room for one language: the school's own (Chinese).
      await deps.sms
        .send({ phone: p.phone, code: "", text: attendanceText("zh-CN", "absentSms", params) })
        .catch(() => undefined);
    }
  }
  await notifyChronic(deps, schoolId, day, [...claimed.fresh]);
  return claimed.notices;
};

/** Tells the class leaders of students who reached the chronic-absence threshold in the day's term: once per term. */
const notifyChronic = async (deps: NoticeDeps, schoolId: number, day: string, studentIds: number[]) => {
  if (studentIds.length === 0) return;
  const term = await termHolding(deps.db, schoolId, day);
  if (!term) return;
  const { chronicThreshold } = await settingOf(deps.db, schoolId);
  const over = await absentDayCounts(deps.db, schoolId, term.stime, term.etime, chronicThreshold, {
    studentIds,
  });
  for (const s of over) {
    const now = deps.now();
    const leaders = await leadersOfClass(deps.db, schoolId, s.classId);
    await deps.db.transaction(async (tx) => {
      if (!(await claimChronicNotice(tx, schoolId, s.studentId, term.id, now))) return;
      await sendNotices(
        tx,
        schoolId,
        leaders.map((userId) => ({
          userType: 0,
          userId,
          title: inBoth((l) => attendanceText(l, "chronicTitle", { name: s.name })),
          body: inBoth((l) =>
            attendanceText(l, "chronicBody", {
              className: s.className,
              name: s.name,
              term: term.name,
              days: s.absentDays,
              threshold: chronicThreshold,
            }),
          ),
          link: "/admin/attendance/chronic",
        })),
      );
    });
  }
};
