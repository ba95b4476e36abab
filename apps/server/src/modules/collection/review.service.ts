import type { TaskReviewInput } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { notFound } from "../../platform/http/errors.ts";
import { fillParams, inBoth } from "../../platform/http/i18n.ts";
import { sendNotices } from "../notice/index.ts";
import { collectionError, collectionText } from "./collection.messages.ts";
import type { ProgressDeps } from "./progress.service.ts";
import { classesTaught } from "./progress.store.ts";
import { findTaskValue, saveReview } from "./review.store.ts";
import { findTask } from "./task.store.ts";

/**
 * A teacher passes or rejects a fill of a task that needs review: staff (administrators, collection.stats)
 * any fill, teachers' fills about themselves (teacher tasks) included; other teachers fills about students
 * of the classes they teach. A rejected fill stops counting, the student (or teacher) waits again in the
 * filler's to-do, and the filler gets a notice with the comment.
 */
export const reviewFill = async (deps: ProgressDeps, auth: AuthContext, input: TaskReviewInput) => {
  const [task, value] = await Promise.all([
    findTask(deps.db, auth.schoolId, input.taskId),
    findTaskValue(deps.db, auth.schoolId, input.formValId),
  ]);
  if (!task || task.state === 0 || !value || value.taskId !== task.id) throw notFound();
  if (!task.needReview) throw collectionError(400, "taskNoReview");
  const staff = auth.isAdmin || (await deps.codesOf(auth)).has("collection.stats");
  const taught = async () =>
    (await classesTaught(deps.db, auth.schoolId, auth.userId)).includes(value.classId);
  if (!staff && (value.subjectType === 0 || !(await taught()))) throw collectionError(403, "reviewOutside");
  const state = input.pass ? 1 : 2;
  await saveReview(deps.db, {
    schoolId: auth.schoolId,
    formValueId: value.id,
    taskId: task.id,
    state,
    comment: input.comment,
    reviewerId: auth.userId,
    reviewerName: auth.name,
    reviewedAt: deps.now(),
  });
  deps.onValues?.(auth.schoolId, [value.id]);
  if (!input.pass && value.userId !== null && value.userType !== null) {
    const params = { task: task.name, student: value.studentName, comment: input.comment || "-" };
    // Where the filler fills again: the batch filler for teachers filling about students, their own filler
    // for a teacher task, the phone filler for parents and students.
    const link =
      task.fillerType !== 0
        ? `/m/form/${task.formId}?taskId=${task.id}`
        : task.subjectType === 0
          ? `/admin/forms/${task.formId}/fill?taskId=${task.id}`
          : `/admin/forms/${task.formId}/batch?taskId=${task.id}`;
    await sendNotices(deps.db, auth.schoolId, [
      {
        userType: value.userType,
        userId: value.userId,
        title: inBoth((l) => fillParams(collectionText.returnedTitle[l], params)),
        body: inBoth((l) => fillParams(collectionText.returnedBody[l], params)),
        link,
      },
    ]);
  }
  return { formValId: value.id, reviewState: state };
};
