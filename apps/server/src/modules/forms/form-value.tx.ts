import { createHash } from "node:crypto";
import type { StoredValue } from "@eos/contracts";
import { ErrorCode } from "@eos/contracts";
import {
  autoNumberScope,
  type CompiledForm,
  type FieldState,
  formatAutoNumber,
  type Lang,
  parseAutoNumberFormat,
  renderValidationErrors,
  type ValidationError,
} from "@eos/forms-core";
import type { AuthContext, CodeResolver, VisitorContext } from "../../platform/auth/access.ts";
import type { Db, Tx } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { FileAccess, FileReaders } from "../files/index.ts";
import { schoolTimeZone } from "../school/index.ts";
import { allocateAutoNumbers } from "./form-autonumber.store.ts";
import { releaseOption, takeOption } from "./form-quota.store.ts";
import { quotaChanges } from "./form-quota.ts";
import { formValueError } from "./form-value.messages.ts";
import { autoNumberItems, autoNumberSlots, slotKey, withFormulas } from "./form-value.prepare.ts";
import { claimKey, purgeKeys, saveAnswer } from "./idempotency.store.ts";

/**
 * Checks fills of a task (the collection module provides it): `admit` decides, outside the transaction, whom
 * the fill is about (or refuses it); `guard` runs inside the submission's transaction before anything is
 * stored (e.g. one value per student and period, under a lock).
 */
export type TaskGate = {
  admit(
    auth: AuthContext,
    input: { taskId: number; formId: number; studentIds?: number[] },
  ): Promise<{ belongTo: number[]; guard: (tx: Tx) => Promise<void> }>;
  /**
   * Refuses (as `admit` would) unless the task exists, uses this form and is open now, whoever fills it;
   * answers who fills it (0 teachers, 1 students, 2 parents). Imports into a task check it before they start.
   */
  check(auth: AuthContext, input: { taskId: number; formId: number }): Promise<{ fillerType: number }>;
  /**
   * The child a parent's fill of a task is about: the one they name (refused unless theirs), else the child
   * their session looks at (null when they have none). Drafts are kept per child with it.
   */
  childOf(auth: AuthContext, childId?: number): Promise<number | null>;
  /**
   * Of the given students, those who already have a value of the task in its current period (a fill about
   * them would be refused); an update of an import checks this before it changes anything.
   */
  filled(
    auth: AuthContext,
    input: { taskId: number; formId: number; studentIds: number[] },
  ): Promise<number[]>;
};

/** Told the ids of task values after a submission, an edit or a delete commits (evaluation scores them). */
export type TaskValueListener = (schoolId: number, valueIds: number[]) => void;

/**
 * What the submission use cases need: the database, the clock, the caller's permission codes, the task gate,
 * and who hears of committed changes.
 */
export type FormValueDeps = {
  db: Db;
  now: () => Date;
  codesOf: CodeResolver;
  taskGate?: TaskGate;
  onValues?: TaskValueListener;
  /** Who may read which files (the files module's port): upload values name only files the filler may use. */
  fileReaders?: FileReaders;
};

/** Who fills: a signed-in user, or a visitor of a public form. */
export type Filler = { kind: "user"; auth: AuthContext } | { kind: "visitor"; visitor: VisitorContext };

/** Per call: the caller's language, the Idempotency-Key header (if any) and the route it came to. */
export type CallOptions = { lang: Lang; idempotencyKey?: string; route: string };

export const schoolOf = (f: Filler): number => (f.kind === "user" ? f.auth.schoolId : f.visitor.schoolId);
const callerOf = (f: Filler): string =>
  f.kind === "user" ? `u${f.auth.userType}:${f.auth.userId}` : `v${f.visitor.visitorId}`;

/** The -100910 answer: errorDesc is the JSON list `[{ name, msg }]` in the caller's language. */
export const refuse = (form: CompiledForm, errors: ValidationError[], lang: Lang): AppError =>
  new AppError(400, ErrorCode.formInvalid, {
    text: JSON.stringify(renderValidationErrors(form, errors, lang)),
  });

/**
 * The file rules for a submission by this filler, with the filler's codes looked up now: readers then run
 * inside the submission's transaction, which on PGlite holds the only connection.
 */
export const fileAccessOf = async (deps: FormValueDeps, filler: Filler): Promise<FileAccess> => ({
  readers: deps.fileReaders,
  codes: filler.kind === "user" ? await deps.codesOf(filler.auth) : undefined,
});

/** Administrators and holders of forms.data manage every value of the school's forms. */
export const isStaff = async (deps: FormValueDeps, auth: AuthContext): Promise<boolean> =>
  auth.userType === 0 && (auth.isAdmin || (await deps.codesOf(auth)).has("forms.data"));

/** The school's IANA zone (auto-number dates, formula dates), cached by the school module. */
export const timeZoneOf = (deps: FormValueDeps, schoolId: number): Promise<string> =>
  schoolTimeZone(deps.db, schoolId);

const stable = (v: unknown): string => {
  if (Array.isArray(v)) return `[${v.map(stable).join(",")}]`;
  if (v !== null && typeof v === "object")
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${stable((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(v) ?? "null";
};

const KEY_TTL_MS = 24 * 3600_000;
const PURGE_EVERY_MS = 10 * 60_000;
let lastPurge = 0;

/**
 * Runs `work` in one transaction. With an Idempotency-Key the key row is claimed first, in the same
 * transaction: a repeat with the same body gets the first answer and stores nothing; another body is refused.
 */
export const inOneTransaction = async <T>(
  deps: FormValueDeps,
  filler: Filler,
  opts: CallOptions,
  body: unknown,
  work: (tx: Tx) => Promise<T>,
): Promise<T> => {
  const now = deps.now();
  const key = opts.idempotencyKey;
  const answer = await deps.db.transaction(async (tx) => {
    if (key === undefined) return work(tx);
    const owner = { schoolId: schoolOf(filler), caller: callerOf(filler), key };
    const hash = createHash("sha256")
      .update(`${opts.route}\n${stable(body)}`)
      .digest("hex");
    const claim = await claimKey(tx, owner, hash, now, new Date(now.getTime() - KEY_TTL_MS));
    if (claim.kind === "seen") {
      if (claim.requestHash !== hash) throw formValueError(400, "keyReused");
      return claim.response as T;
    }
    const result = await work(tx);
    await saveAnswer(tx, owner, result ?? null);
    return result;
  });
  if (key !== undefined && now.getTime() - lastPurge > PURGE_EVERY_MS) {
    lastPurge = now.getTime();
    await purgeKeys(deps.db, new Date(now.getTime() - KEY_TTL_MS)).catch(() => 0);
  }
  return answer;
};

export type Completion = {
  tx: Tx;
  schoolId: number;
  formId: number;
  form: CompiledForm;
  states: ReadonlyMap<string, FieldState>;
  now: Date;
  timeZone: string;
  lang: Lang;
};

/**
 * Completes `copies` submissions of the same checked values: auto numbers issued for every slot that has
 * none (each copy its own), formulas computed per copy, quota places taken (and `previous` ones given back)
 * under row locks. Refuses with -100910 when an option is full. Answers the values of each copy.
 */
export const complete = async (
  c: Completion,
  values: readonly StoredValue[],
  copies: number,
  previous: readonly StoredValue[] = [],
): Promise<StoredValue[][]> => {
  const perCopy: StoredValue[][] = Array.from({ length: copies }, () => [...values]);
  const present = new Set(values.map((v) => slotKey(v.itemId, v.pid, v.recordNum)));
  for (const item of autoNumberItems(c.form)) {
    if (item.type !== 54) continue;
    const parsed = parseAutoNumberFormat(item.typeJson.format ?? "");
    const hidden = c.states.get(String(item.id)) === "Hidden";
    for (const slot of autoNumberSlots(c.form, item, values)) {
      if (present.has(slotKey(item.id, slot.pid, slot.recordNum))) continue;
      const scope = parsed.ok ? autoNumberScope(parsed.format, c.now, c.timeZone) : null;
      const last =
        scope === null
          ? 0
          : await allocateAutoNumbers(c.tx, c.schoolId, c.formId, Number(item.id), scope, copies);
      perCopy.forEach((list, i) => {
        const sequence = last - copies + 1 + i;
        const val = parsed.ok
          ? formatAutoNumber(parsed.format, { sequence, now: c.now, timeZone: c.timeZone })
          : "";
        list.push({ itemId: Number(item.id), val, valOther: "", itemType: 54, ...slot, hidden });
      });
    }
  }
  const done = perCopy.map((list) => withFormulas(c.form, list, c.states, c.now, c.timeZone));
  const errors: ValidationError[] = [];
  for (const change of quotaChanges(c.form, values, copies, previous)) {
    const key = { itemId: change.itemId, optionId: change.optionId };
    if (change.n < 0) await releaseOption(c.tx, c.schoolId, c.formId, key, -change.n);
    else if (!(await takeOption(c.tx, c.schoolId, c.formId, key, change.n, change.max)))
      errors.push({
        itemId: change.item.id,
        recordNum: null,
        pid: null,
        code: "optionFull",
        params: { option: change.name },
      });
  }
  if (errors.length > 0) throw refuse(c.form, errors, c.lang);
  return done;
};
