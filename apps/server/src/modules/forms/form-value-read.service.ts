import type { FillableForm, FormSettings, FormValueRow, Page, StoredValue } from "@eos/contracts";
import { computeFormulas } from "@eos/forms-core";
import type { AuthContext } from "../../platform/auth/access.ts";
import { badRequest, forbidden, notFound } from "../../platform/http/errors.ts";
import { classesOfTeacher, studentIdsOfClasses, studentsByIds } from "../org/index.ts";
import { readOptionCounts, releaseOption } from "./form-quota.store.ts";
import { quotaChanges } from "./form-quota.ts";
import { formValueError } from "./form-value.messages.ts";
import { type LoadedVersion, loadVersion, prepareValues } from "./form-value.prepare.ts";
import {
  deleteDrafts,
  findDraft,
  findFormValue,
  findFormValues,
  insertFormValue,
  insertValueItems,
  pageFormValues,
  softDeleteValues,
  type ValueHeader,
  type ValuePageQuery,
  valuesOf,
} from "./form-value.store.ts";
import { type FormValueDeps, isStaff, timeZoneOf } from "./form-value.tx.ts";

const released = async (deps: FormValueDeps, schoolId: number, formId: number, version?: number) => {
  const v = await loadVersion(deps, deps.db, schoolId, formId, version);
  if (!v) throw formValueError(404, "notReleased");
  return v;
};

/** { [itemId]: { [optionId]: count } } for every option with a quota, zero where nobody chose it yet. */
const optionCountsOf = async (deps: FormValueDeps, schoolId: number, v: LoadedVersion) => {
  const counts = await readOptionCounts(deps.db, schoolId, v.formId);
  const out: Record<string, Record<string, number>> = {};
  for (const { item } of v.form.places.values())
    for (const o of item.optionInfos) {
      if (o.maxCount === null) continue;
      out[String(item.id)] ??= {};
      out[String(item.id)][String(o.id)] = counts.get(`${item.id}:${o.id}`) ?? 0;
    }
  return out;
};

const isOwn = (auth: AuthContext, head: ValueHeader) =>
  head.userId === auth.userId && head.userType === auth.userType;
/** A student may read what a teacher filled about them. */
const isAbout = (auth: AuthContext, head: ValueHeader) =>
  auth.userType === 1 && head.belongUserId === auth.userId;

const readableValue = async (deps: FormValueDeps, auth: AuthContext, id: number): Promise<ValueHeader> => {
  const head = await findFormValue(deps.db, auth.schoolId, id);
  if (!head || head.draft) throw notFound();
  if (!isOwn(auth, head) && !isAbout(auth, head) && !(await isStaff(deps, auth))) throw forbidden();
  return head;
};

/** Only a parent's fill of a task (a new one) is about a child they name, as wx/add has it. */
const checkChildId = (auth: AuthContext, childId?: number, taskId?: number, formValId?: number) => {
  if (childId !== undefined && (auth.userType !== 2 || taskId === undefined || formValId !== undefined))
    throw badRequest("childId");
};

/** A parent keeps one draft of a task per child: the child named, else the session's current child. */
const draftChild = async (deps: FormValueDeps, auth: AuthContext, taskId?: number, childId?: number) =>
  auth.userType === 2 && taskId !== undefined && deps.taskGate ? deps.taskGate.childOf(auth, childId) : null;

const valueBlock = async (deps: FormValueDeps, schoolId: number, head: ValueHeader) => ({
  formValId: head.id,
  version: head.version,
  values: (await valuesOf(deps.db, schoolId, [head.id])).get(head.id) ?? [],
  updatedAt: head.updatedAt.toISOString(),
});

/**
 * wx/byid: the latest released version to fill, with quota counts and the caller's draft; with formValId
 * the stored value and the version it was filled against.
 */
export const fillableForm = async (
  deps: FormValueDeps,
  auth: AuthContext,
  q: { id: number; formValId?: number; taskId?: number; childId?: number },
): Promise<FillableForm> => {
  checkChildId(auth, q.childId, q.taskId, q.formValId);
  const head = q.formValId === undefined ? undefined : await readableValue(deps, auth, q.formValId);
  if (head && head.formId !== q.id) throw notFound();
  const v = await released(deps, auth.schoolId, q.id, head?.version);
  const draft = head
    ? undefined
    : await findDraft(deps.db, auth.schoolId, {
        userId: auth.userId,
        userType: auth.userType,
        formId: q.id,
        taskId: q.taskId ?? null,
        belongUserId: await draftChild(deps, auth, q.taskId, q.childId),
      });
  return {
    id: v.formId,
    name: v.name,
    version: v.version,
    items: v.items as FillableForm["items"],
    settings: v.settings as FormSettings,
    optionCounts: await optionCountsOf(deps, auth.schoolId, v),
    value: head ? await valueBlock(deps, auth.schoolId, head) : null,
    draft: draft ? await valueBlock(deps, auth.schoolId, draft) : null,
  };
};

/**
 * visitor/byid: a public form's definition for a visitor (or anyone signed in): only forms that allow
 * visitors, never a value, a draft or anything about who filled it.
 */
export const publicForm = async (
  deps: FormValueDeps,
  schoolId: number,
  formId: number,
): Promise<FillableForm> => {
  const v = await released(deps, schoolId, formId);
  if (v.settings.allowVisitor !== true) throw formValueError(403, "visitorClosed");
  return {
    id: v.formId,
    name: v.name,
    version: v.version,
    items: v.items as FillableForm["items"],
    settings: v.settings as FormSettings,
    optionCounts: await optionCountsOf(deps, schoolId, v),
    value: null,
    draft: null,
  };
};

/** wx/calculate: the formula (type 30) values the server computes from these values. */
export const calculate = async (
  deps: FormValueDeps,
  auth: AuthContext,
  input: { formId: number; items: unknown[]; version?: number },
) => {
  const v = await released(deps, auth.schoolId, input.formId, input.version);
  const records = input.items.flatMap((r) => {
    const o = r as { itemId?: unknown; val?: unknown; recordNum?: unknown; pid?: unknown };
    const recordNum = Number(o.recordNum);
    const pid = Number(o.pid);
    return o.itemId === undefined || o.itemId === null
      ? []
      : [
          {
            itemId: String(o.itemId),
            val: o.val === undefined || o.val === null ? "" : String(o.val),
            recordNum: Number.isInteger(recordNum) && recordNum > 0 ? recordNum : null,
            pid: Number.isInteger(pid) && pid > 0 ? pid : null,
          },
        ];
  });
  const timeZone = await timeZoneOf(deps, auth.schoolId);
  const { values } = computeFormulas(v.form, records, { now: deps.now(), timeZone });
  return {
    values: values.map((c) => ({ itemId: Number(c.itemId), recordNum: c.recordNum, pid: c.pid, val: c.val })),
  };
};

/**
 * task/addDrafts: the caller's draft for (form, task), replaced on each save. Rules are not applied (a
 * draft may be half filled), but records are read as the engine reads them and the body is capped. A task's
 * draft passes the gate wx/add passes (the task open, of this form, and the caller one of its fillers):
 * otherwise anyone could park data under any task.
 */
export const saveDraft = async (
  deps: FormValueDeps,
  auth: AuthContext,
  input: { formId: number; items: unknown[]; taskId?: number; childId?: number },
): Promise<{ formValId: number; updatedAt: string }> => {
  checkChildId(auth, input.childId, input.taskId);
  let belongUserId: number | null = null;
  if (input.taskId !== undefined) {
    if (!deps.taskGate) throw badRequest("taskId");
    const child = input.childId === undefined ? undefined : [input.childId];
    const { belongTo } = await deps.taskGate.admit(auth, {
      taskId: input.taskId,
      formId: input.formId,
      studentIds: child,
    });
    if (auth.userType === 2) belongUserId = belongTo[0] ?? null;
  }
  const v = await released(deps, auth.schoolId, input.formId);
  const prepared = prepareValues(v.form, input.items, "add", [], true);
  const values = prepared.ok ? prepared.values : [];
  const key = {
    userId: auth.userId,
    userType: auth.userType,
    formId: v.formId,
    taskId: input.taskId ?? null,
    belongUserId,
  };
  const now = deps.now();
  const id = await deps.db.transaction(async (tx) => {
    await deleteDrafts(tx, auth.schoolId, key);
    const formValueId = await insertFormValue(tx, auth.schoolId, {
      formId: v.formId,
      version: v.version,
      taskId: key.taskId,
      userId: auth.userId,
      userType: auth.userType,
      userName: auth.name,
      belongUserId,
      visitorId: null,
      draft: true,
    });
    await insertValueItems(tx, auth.schoolId, [{ formValueId, values }]);
    return formValueId;
  });
  return { formValId: id, updatedAt: now.toISOString() };
};

const rowsOf = async (
  deps: FormValueDeps,
  schoolId: number,
  heads: ValueHeader[],
): Promise<FormValueRow[]> => {
  const values = await valuesOf(
    deps.db,
    schoolId,
    heads.map((h) => h.id),
  );
  const belong = [...new Set(heads.flatMap((h) => (h.belongUserId === null ? [] : [h.belongUserId])))];
  const names = new Map((await studentsByIds(deps.db, schoolId, belong)).map((s) => [s.id, s.name]));
  return heads.map((h) => ({
    formValId: h.id,
    version: h.version,
    userId: h.userId,
    userName: h.userName,
    userType: h.userType,
    belongUserId: h.belongUserId,
    belongUserName: h.belongUserId === null ? null : (names.get(h.belongUserId) ?? null),
    createdAt: h.createdAt.toISOString(),
    updatedAt: h.updatedAt.toISOString(),
    values: values.get(h.id) ?? [],
  }));
};

/**
 * value/page: submitted values of a form, newest first. Staff (forms.data) see all of them; a teacher who
 * leads or teaches classes sees the values about, or filled by, the students of those classes.
 */
export const pageValues = async (
  deps: FormValueDeps,
  auth: AuthContext,
  q: ValuePageQuery,
): Promise<Page<FormValueRow>> => {
  let studentIds: number[] | undefined;
  if (!(await isStaff(deps, auth))) {
    const classes = await classesOfTeacher(deps.db, auth.schoolId, auth.userId);
    if (classes.length === 0) throw forbidden();
    studentIds = await studentIdsOfClasses(deps.db, auth.schoolId, classes);
  }
  const { rows, total } = await pageFormValues(deps.db, auth.schoolId, { ...q, studentIds });
  return { list: await rowsOf(deps, auth.schoolId, rows), total, page: q.page, size: q.size };
};

/** value/byid: one stored value with the version it was filled against (staff, its filler, its student). */
export const valueDetail = async (deps: FormValueDeps, auth: AuthContext, id: number) => {
  const head = await readableValue(deps, auth, id);
  const v = await released(deps, auth.schoolId, head.formId, head.version);
  const [row] = await rowsOf(deps, auth.schoolId, [head]);
  return { ...row, formId: v.formId, name: v.name, items: v.items as FillableForm["items"] };
};

/** value/del: staff delete any value of the form, a filler their own; quota places are given back. */
export const deleteValues = async (
  deps: FormValueDeps,
  auth: AuthContext,
  input: { formId: number; ids: number[] },
): Promise<void> => {
  const ids = [...new Set(input.ids)];
  const staff = await isStaff(deps, auth);
  await deps.db.transaction(async (tx) => {
    const heads = await findFormValues(tx, auth.schoolId, input.formId, ids);
    if (heads.length < ids.length) throw notFound();
    if (!staff && heads.some((h) => !isOwn(auth, h))) throw formValueError(403, "notYours");
    const stored = await valuesOf(
      tx,
      auth.schoolId,
      heads.map((h) => h.id),
    );
    // Places given back are summed first and released in key order, the order every submission locks in.
    const versions = new Map<number, LoadedVersion | null>();
    const giveBack = new Map<string, { itemId: number; optionId: string; n: number }>();
    for (const h of heads) {
      if (!versions.has(h.version))
        versions.set(h.version, await loadVersion(deps, tx, auth.schoolId, h.formId, h.version));
      const v = versions.get(h.version);
      for (const c of v ? quotaChanges(v.form, [], 0, stored.get(h.id) ?? ([] as StoredValue[])) : []) {
        const key = `${c.itemId}:${c.optionId}`;
        const sum = giveBack.get(key) ?? { itemId: c.itemId, optionId: c.optionId, n: 0 };
        sum.n -= c.n;
        giveBack.set(key, sum);
      }
    }
    for (const key of [...giveBack.keys()].sort()) {
      const { n, ...option } = giveBack.get(key)!;
      await releaseOption(tx, auth.schoolId, input.formId, option, n);
    }
    await softDeleteValues(tx, auth.schoolId, ids, deps.now());
  });
  deps.onValues?.(auth.schoolId, ids);
};
