import { ErrorCode, type Page, type PracticeStudentActivity } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { localMinute, type PracticeDeps, requireActivity, windowRefusal } from "./activity.service.ts";
import { findActivities } from "./activity.store.ts";
import { deleteJoin, findJoin, insertJoin, signUpFacts, takePlace } from "./join.store.ts";
import { placeOfStudent } from "./people.store.ts";
import { practiceError } from "./practice.messages.ts";
import { pageStudentActivities } from "./read.store.ts";

const isEligible = (orgIds: number[], place: { classId: number; gradeId: number | null }) =>
  orgIds.includes(place.classId) || (place.gradeId !== null && orgIds.includes(place.gradeId));

const requirePlace = async (deps: PracticeDeps, auth: AuthContext) => {
  const place = await placeOfStudent(deps.db, auth.schoolId, auth.userId);
  if (!place) throw practiceError(403, "notEligible");
  return place;
};

/**
 * Signs the student up. Outside the activity's classes and grades: 403. Already in it: success, nothing
 * changes (even once it is full or closed). Outside the join window: refused with the reason. The place is
 * taken by the locked counter in the same transaction as the sign-up row; when none is left the transaction
 * rolls back and the answer is HTTP 200, success false, -2001.
 */
export const signUp = async (deps: PracticeDeps, auth: AuthContext, activityId: number): Promise<null> => {
  const facts = await signUpFacts(deps.db, auth.schoolId, activityId, auth.userId);
  if (!facts) throw practiceError(404, "activityNotFound");
  const a = facts.activity;
  if (!facts.place || !isEligible(a.orgIds, facts.place)) throw practiceError(403, "notEligible");
  if (facts.joined) return null;
  const refusal = windowRefusal(a, await localMinute(deps, auth.schoolId));
  if (refusal) throw practiceError(400, refusal, { start: a.joinStart ?? "", end: a.joinEnd ?? "" });
  await deps.db.transaction(async (tx) => {
    if (!(await insertJoin(tx, auth.schoolId, activityId, auth.userId, deps.now()))) return;
    if (!(await takePlace(tx, auth.schoolId, activityId)))
      throw practiceError(200, "full", {}, ErrorCode.activityFull);
  });
  return null;
};

/** Quits the activity and frees the place; a scored participant stays (the score is theirs). */
export const quitActivity = async (
  deps: PracticeDeps,
  auth: AuthContext,
  activityId: number,
): Promise<null> => {
  await requireActivity(deps.db, auth.schoolId, activityId);
  const join = await findJoin(deps.db, auth.schoolId, activityId, auth.userId);
  if (!join) throw practiceError(400, "notJoined");
  if (join.score !== null) throw practiceError(400, "scoredCannotQuit");
  await deps.db.transaction(async (tx) => {
    await deleteJoin(tx, auth.schoolId, activityId, auth.userId);
  });
  return null;
};

/** The student's activities: joined (`joined` true) or those they may still join, each with why not. */
export const studentActivities = async (
  deps: PracticeDeps,
  auth: AuthContext,
  q: { joined: boolean; page: number; size: number; keyword?: string },
): Promise<Page<PracticeStudentActivity>> => {
  const place = await requirePlace(deps, auth);
  const [{ list, total }, now] = await Promise.all([
    pageStudentActivities(deps.db, auth.schoolId, { studentId: auth.userId, ...place }, q),
    localMinute(deps, auth.schoolId),
  ]);
  const byId = new Map(
    (
      await findActivities(
        deps.db,
        auth.schoolId,
        list.map((i) => i.id),
      )
    ).map((a) => [a.id, a]),
  );
  const views: PracticeStudentActivity[] = [];
  for (const item of list) {
    const a = byId.get(item.id);
    if (!a) continue;
    const refusal = windowRefusal(a, now);
    const full = a.maxNum > 0 && a.joinedNum >= a.maxNum;
    views.push({
      id: a.id,
      name: a.name,
      description: a.description,
      maxNum: a.maxNum,
      joinedNum: a.joinedNum,
      joinTimeType: a.joinTimeType,
      joinStart: a.joinStart,
      joinEnd: a.joinEnd,
      joinable: refusal === null,
      joined: item.joined,
      score: item.score,
      refusal: item.joined ? null : (refusal ?? (full ? "full" : null)),
    });
  }
  return { list: views, total, page: q.page, size: q.size };
};
