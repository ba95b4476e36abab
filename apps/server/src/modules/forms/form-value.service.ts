import type { StoredValue } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import type { Tx } from "../../platform/db/client.ts";
import { badRequest, notFound } from "../../platform/http/errors.ts";
import { attachFiles, type FileAccess } from "../files/index.ts";
import { classesOfTeacher, studentsByIds } from "../org/index.ts";
import { resolveFileValues } from "./form-value.files.ts";
import { formValueError } from "./form-value.messages.ts";
import { type LoadedVersion, loadVersion, prepareValues } from "./form-value.prepare.ts";
import {
  deleteDrafts,
  deleteValueItems,
  findFormValue,
  insertFormValue,
  insertValueItems,
  type NewValue,
  touchFormValue,
  valuesOf,
} from "./form-value.store.ts";
import {
  type CallOptions,
  complete,
  type Filler,
  type FormValueDeps,
  fileAccessOf,
  inOneTransaction,
  isStaff,
  refuse,
  schoolOf,
  timeZoneOf,
} from "./form-value.tx.ts";

export type SubmitInput = {
  formId: number;
  items: unknown[];
  taskId?: number;
  formValId?: number;
  /** A parent's fill of a task: the child it is about (one of theirs; default the session's current child). */
  childId?: number;
};

const released = async (
  deps: FormValueDeps,
  tx: Tx,
  schoolId: number,
  formId: number,
  version?: number,
): Promise<LoadedVersion> => {
  const v = await loadVersion(deps, tx, schoolId, formId, version);
  if (!v) throw formValueError(404, "notReleased");
  return v;
};

const headOf = (
  filler: Filler,
  v: LoadedVersion,
  taskId: number | null,
  belongUserId: number | null,
): NewValue => ({
  formId: v.formId,
  version: v.version,
  taskId,
  userId: filler.kind === "user" ? filler.auth.userId : null,
  userType: filler.kind === "user" ? filler.auth.userType : null,
  userName: filler.kind === "user" ? filler.auth.name : null,
  belongUserId,
  visitorId: filler.kind === "visitor" ? filler.visitor.visitorId : null,
  draft: false,
});

type NewSubmissions = {
  filler: Filler;
  input: SubmitInput;
  opts: CallOptions;
  belongTo: (number | null)[];
  visitorRoute?: boolean;
  /** The task gate's check inside the transaction (task fills only). */
  guard?: (tx: Tx) => Promise<void>;
  /** The file rules, with the filler's codes looked up before the transaction. */
  files: FileAccess;
};

/** New form values of the latest released version: one per entry of `belongTo` (one for a plain fill). */
const addValues = async (
  deps: FormValueDeps,
  tx: Tx,
  s: NewSubmissions,
  timeZone: string,
): Promise<number[]> => {
  const schoolId = schoolOf(s.filler);
  const v = await released(deps, tx, schoolId, s.input.formId);
  if (s.visitorRoute && v.settings.allowVisitor !== true) throw formValueError(403, "visitorClosed");
  const prepared = prepareValues(v.form, s.input.items, "add");
  if (!prepared.ok) throw refuse(v.form, prepared.errors, s.opts.lang);
  const { values: checked, fileIds } = await resolveFileValues(
    tx,
    s.filler,
    v.form,
    prepared.values,
    s.opts.lang,
    s.files,
  );
  // Rows without contention first; the counter and quota rows are locked last, so they are held only
  // for the value records' insert and the commit.
  const taskId = s.input.taskId ?? null;
  const now = deps.now();
  await s.guard?.(tx);
  if (s.filler.kind === "user")
    await deleteDrafts(tx, schoolId, {
      userId: s.filler.auth.userId,
      userType: s.filler.auth.userType,
      formId: v.formId,
      taskId,
      // A parent's draft is kept per child: the fill's child (one, for a parent) loses only theirs.
      belongUserId: s.filler.auth.userType === 2 && taskId !== null ? (s.belongTo[0] ?? null) : null,
    });
  const ids: number[] = [];
  for (const belong of s.belongTo)
    ids.push(await insertFormValue(tx, schoolId, { ...headOf(s.filler, v, taskId, belong), createdAt: now }));
  const copies = await complete(
    {
      tx,
      schoolId,
      formId: v.formId,
      form: v.form,
      states: prepared.states,
      now,
      timeZone,
      lang: s.opts.lang,
    },
    checked,
    s.belongTo.length,
  );
  await insertValueItems(
    tx,
    schoolId,
    ids.map((formValueId, i) => ({ formValueId, values: copies[i] })),
  );
  for (const id of ids) await attachFiles(tx, schoolId, { kind: "formValue", id }, fileIds);
  return ids;
};

/**
 * Edits a stored value: only its filler, or staff (forms.data). It stays on the version it was filled
 * against (the filler edits what wx/byid?formValId showed); quota places of old choices are given back and
 * new ones taken; auto numbers already issued are kept.
 */
const editValue = async (
  deps: FormValueDeps,
  tx: Tx,
  auth: AuthContext,
  input: SubmitInput & { formValId: number },
  staff: boolean,
  opts: CallOptions & { files: FileAccess },
  timeZone: string,
): Promise<number> => {
  const head = await findFormValue(tx, auth.schoolId, input.formValId, true);
  if (!head || head.draft || head.formId !== input.formId) throw notFound();
  if (!staff && !(head.userId === auth.userId && head.userType === auth.userType))
    throw formValueError(403, "notYours");
  const v = await released(deps, tx, auth.schoolId, head.formId, head.version);
  const previous: StoredValue[] = (await valuesOf(tx, auth.schoolId, [head.id])).get(head.id) ?? [];
  const prepared = prepareValues(v.form, input.items, "edit", previous);
  if (!prepared.ok) throw refuse(v.form, prepared.errors, opts.lang);
  const filler: Filler = { kind: "user", auth };
  const resolved = await resolveFileValues(tx, filler, v.form, prepared.values, opts.lang, opts.files);
  const now = deps.now();
  await deleteValueItems(tx, auth.schoolId, [head.id]);
  await touchFormValue(tx, auth.schoolId, head.id, now);
  const [values] = await complete(
    {
      tx,
      schoolId: auth.schoolId,
      formId: v.formId,
      form: v.form,
      states: prepared.states,
      now,
      timeZone,
      lang: opts.lang,
    },
    resolved.values,
    1,
    previous,
  );
  await insertValueItems(tx, auth.schoolId, [{ formValueId: head.id, values }]);
  await attachFiles(tx, auth.schoolId, { kind: "formValue", id: head.id }, resolved.fileIds);
  return head.id;
};

/** A task fill goes through the task gate; without one (no collection module) task ids are refused. */
const admitTask = async (
  deps: FormValueDeps,
  auth: AuthContext,
  input: { taskId: number; formId: number; studentIds?: number[] },
) => {
  if (!deps.taskGate) throw badRequest("taskId");
  return deps.taskGate.admit(auth, input);
};

/** wx/add: a new value, or with formValId an edit; one transaction; Idempotency-Key honoured. */
export const submitValue = async (
  deps: FormValueDeps,
  auth: AuthContext,
  input: SubmitInput,
  opts: CallOptions,
): Promise<{ formValId: number }> => {
  const filler: Filler = { kind: "user", auth };
  const timeZone = await timeZoneOf(deps, auth.schoolId);
  const formValId = input.formValId;
  const staff = formValId === undefined ? false : await isStaff(deps, auth);
  const child = input.childId;
  // Only a new fill of a task, by a parent, is about a child they name.
  if (child !== undefined && (auth.userType !== 2 || input.taskId === undefined || formValId !== undefined))
    throw badRequest("childId");
  const task =
    formValId === undefined && input.taskId !== undefined
      ? await admitTask(deps, auth, {
          taskId: input.taskId,
          formId: input.formId,
          studentIds: child === undefined ? undefined : [child],
        })
      : undefined;
  const belongTo = task ? task.belongTo : [null];
  const files = await fileAccessOf(deps, filler);
  const result = await inOneTransaction(deps, filler, opts, input, async (tx) =>
    formValId === undefined
      ? {
          formValId: (
            await addValues(deps, tx, { filler, input, opts, belongTo, guard: task?.guard, files }, timeZone)
          )[0],
        }
      : {
          formValId: await editValue(
            deps,
            tx,
            auth,
            { ...input, formValId },
            staff,
            { ...opts, files },
            timeZone,
          ),
        },
  );
  deps.onValues?.(auth.schoolId, [result.formValId]);
  return result;
};

/** visitor/addBatchVisitor: only forms that allow visitors; write-only (answers nothing back). */
export const submitAsVisitor = async (
  deps: FormValueDeps,
  filler: Filler,
  input: SubmitInput,
  opts: CallOptions,
): Promise<null> => {
  const timeZone = await timeZoneOf(deps, schoolOf(filler));
  const plain = { formId: input.formId, items: input.items };
  const files = await fileAccessOf(deps, filler);
  await inOneTransaction(deps, filler, opts, plain, async (tx) => {
    const s = { filler, input: plain, opts, belongTo: [null], visitorRoute: true, files };
    await addValues(deps, tx, s, timeZone);
    return null;
  });
  return null;
};

/** The students a teacher may fill for: all of the school with forms.data, else those of their classes. */
const checkStudents = async (deps: FormValueDeps, auth: AuthContext, ids: number[]): Promise<void> => {
  const found = await studentsByIds(deps.db, auth.schoolId, ids);
  const known = new Set(found.map((s) => s.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw formValueError(404, "studentsUnknown", { ids: unknown.join(",") });
  if (await isStaff(deps, auth)) return;
  const classes = new Set(await classesOfTeacher(deps.db, auth.schoolId, auth.userId));
  const outside = found.filter((s) => !classes.has(s.classId)).map((s) => s.id);
  if (outside.length > 0) throw formValueError(403, "studentsOutOfScope", { ids: outside.join(",") });
};

/** wx/addBatch: a teacher fills one form for several students; one value per student, one transaction. */
export const submitForStudents = async (
  deps: FormValueDeps,
  auth: AuthContext,
  input: SubmitInput & { studentIds: number[] },
  opts: CallOptions,
): Promise<{ formValIds: number[] }> => {
  const ids = [...new Set(input.studentIds)];
  await checkStudents(deps, auth, ids);
  const timeZone = await timeZoneOf(deps, auth.schoolId);
  const filler: Filler = { kind: "user", auth };
  const plain = { formId: input.formId, items: input.items, taskId: input.taskId };
  const task =
    input.taskId === undefined
      ? undefined
      : await admitTask(deps, auth, { taskId: input.taskId, formId: input.formId, studentIds: ids });
  const files = await fileAccessOf(deps, filler);
  const result = await inOneTransaction(deps, filler, opts, { ...plain, ids }, async (tx) => ({
    formValIds: await addValues(
      deps,
      tx,
      { filler, input: plain, opts, belongTo: ids, guard: task?.guard, files },
      timeZone,
    ),
  }));
  deps.onValues?.(auth.schoolId, result.formValIds);
  return result;
};
