import type {
  HealthBaseInfo,
  HealthBoard,
  HealthListQuery,
  HealthRecord,
  HealthRoster,
  HealthSaveBatch,
  HealthSaveResult,
  HealthSymptom,
  Page,
} from "@eos/contracts";
import type { AuthContext, CodeResolver } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { AppError } from "../../platform/http/errors.ts";
import { fillParams, inBoth, type Lang } from "../../platform/http/i18n.ts";
import { requireConsent, withoutConsent } from "../consent/index.ts";
import { sendNotices } from "../notice/index.ts";
import {
  adminTeachersOf,
  classLabel,
  leadersOfClass,
  listChildrenOfParent,
  rosterClasses,
  rosterOfClass,
  rosterStudents,
} from "../org/index.ts";
import { teachersWithCode } from "../roles/index.ts";
import { findSchoolById, schoolTimeZone, todayIn } from "../school/index.ts";
import { healthAccessOf, mayRecordClass, mayViewClass, viewScope } from "./access.ts";
import { healthError, healthText } from "./health.messages.ts";
import {
  boardOfDay,
  countUnhandled,
  insertAlerts,
  insertHistory,
  lockRecordsOfDay,
  noteAlertRecheck,
  openAlertsOfDay,
  pageRecords,
  type RecordFilter,
  type RecordRow,
  recordsOfDay,
  upsertRecords,
} from "./health.store.ts";
import { isOver, settingView, type Thresholds, thresholdsOf } from "./setting.service.ts";

export type HealthDeps = { db: Db; now: () => Date; codesOf: CodeResolver };

export const todayAt = async (deps: Pick<HealthDeps, "db" | "now">, schoolId: number) =>
  todayIn(await schoolTimeZone(deps.db, schoolId), deps.now());

const pastOrToday = async (deps: HealthDeps, schoolId: number, day: string | undefined) => {
  const today = await todayAt(deps, schoolId);
  const chosen = day ?? today;
  if (chosen > today) throw healthError(400, "futureDay", { day: chosen });
  return { today, day: chosen };
};

type Named = {
  record: RecordRow;
  name: string | null;
  studentNo: string | null;
  className: string | null;
  gradeName: string | null;
};

const recordView = (r: Named, t: Thresholds): HealthRecord => ({
  studentId: r.record.studentId,
  name: r.name ?? "",
  studentNo: r.studentNo ?? "",
  classId: r.record.classId,
  className: r.className === null ? "" : classLabel(r.gradeName ?? "", r.className),
  day: r.record.day,
  temperature: r.record.temperature / 10,
  symptoms: r.record.symptoms as HealthSymptom[],
  note: r.record.note,
  recordedBy: r.record.recordedBy,
  recordedByName: r.record.recordedByName,
  recordedAt: r.record.recordedAt.toISOString(),
  overThreshold: isOver(t, r.record.temperature, r.record.symptoms),
});

/** The consent ledger's own words for a refusal, in the caller's language. */
const consentReason = async (db: Db, schoolId: number, studentId: number, lang: Lang): Promise<string> => {
  try {
    await requireConsent(db, schoolId, studentId, "health");
  } catch (err) {
    if (err instanceof AppError && err.texts) return fillParams(err.texts[lang], err.params);
    throw err;
  }
  return "";
};

/**
 * Saves one class's morning checks on a day. Students outside the class refuse the batch (403), a future day
 * too (400); a student whose guardian has not given health consent is refused on their own, with the ledger's
 * reason, and the others are stored. A second check the same day replaces the first (kept in the history).
 * Checks over the thresholds raise an alert (one open alert per student and day) and notify the class leader,
 * the holders of health.view and the administrators.
 */
export const saveChecks = async (
  deps: HealthDeps,
  auth: AuthContext,
  batch: HealthSaveBatch,
  lang: Lang,
): Promise<HealthSaveResult> => {
  const [klass] = await rosterClasses(deps.db, auth.schoolId, [batch.classId]);
  if (!klass) throw healthError(404, "classNotFound");
  const access = await healthAccessOf(deps, auth);
  if (!mayRecordClass(access, klass.classId)) throw healthError(403, "notYourClass");
  const { day } = await pastOrToday(deps, auth.schoolId, batch.day);
  const ids = batch.records.map((r) => r.studentId);
  if (new Set(ids).size !== ids.length) throw healthError(400, "duplicateStudent");
  const found = new Map((await rosterStudents(deps.db, auth.schoolId, ids)).map((s) => [s.studentId, s]));
  const outside = ids.filter((id) => found.get(id)?.classId !== klass.classId);
  if (outside.length > 0) throw healthError(403, "notInClass", { ids: outside.join(", ") });

  const refused = new Set(await withoutConsent(deps.db, auth.schoolId, ids, "health"));
  const reason = refused.size > 0 ? await consentReason(deps.db, auth.schoolId, [...refused][0], lang) : null;
  const t = await thresholdsOf(deps.db, auth.schoolId);
  const now = deps.now();
  const rows: RecordRow[] = batch.records
    .filter((r) => !refused.has(r.studentId))
    .map((r) => ({
      schoolId: auth.schoolId,
      studentId: r.studentId,
      day,
      classId: klass.classId,
      temperature: Math.round(r.temperature * 10),
      symptoms: [...new Set(r.symptoms)],
      note: r.note,
      recordedBy: auth.userId,
      recordedByName: auth.name,
      recordedAt: now,
    }));
  const over = rows.filter((r) => isOver(t, r.temperature, r.symptoms));
  const raised = await deps.db.transaction(async (tx) => {
    const stored = rows.map((r) => r.studentId);
    const before = await lockRecordsOfDay(tx, auth.schoolId, day, stored);
    await insertHistory(tx, before, auth.userId, now);
    await upsertRecords(tx, rows);
    // Every later check of a student with an open alert that day is noted on it, a normal one too: the alert
    // keeps the reading that raised it and shows where it went since; it stays open until someone handles it.
    const open = new Map(
      (await openAlertsOfDay(tx, auth.schoolId, day, stored)).map((a) => [a.studentId, a]),
    );
    for (const r of rows) {
      const a = open.get(r.studentId);
      if (a)
        await noteAlertRecheck(tx, auth.schoolId, a.id, {
          temperature: r.temperature,
          symptoms: r.symptoms,
          at: now,
        });
    }
    const fresh = over.filter((r) => !open.has(r.studentId));
    await insertAlerts(
      tx,
      fresh.map((r) => ({
        schoolId: r.schoolId,
        studentId: r.studentId,
        classId: r.classId,
        day,
        temperature: r.temperature,
        symptoms: r.symptoms,
        createdAt: now,
      })),
    );
    return fresh;
  });
  if (raised.length > 0) await notifyAlerts(deps, auth.schoolId, klass, raised, found);
  const overIds = new Set(over.map((r) => r.studentId));
  return {
    day,
    stored: rows.length,
    refused: refused.size,
    alerts: raised.length,
    results: batch.records.map((r) =>
      refused.has(r.studentId)
        ? { studentId: r.studentId, status: "refused" as const, reason, alert: false }
        : {
            studentId: r.studentId,
            status: "stored" as const,
            reason: null,
            alert: overIds.has(r.studentId),
          },
    ),
  };
};

/** In-app notices of new alerts: the class's leaders, holders of health.view and the administrators. */
const notifyAlerts = async (
  deps: HealthDeps,
  schoolId: number,
  klass: { classId: number; className: string; gradeName: string },
  raised: RecordRow[],
  students: Map<number, { name: string }>,
) => {
  const [leaders, viewers, admins] = await Promise.all([
    leadersOfClass(deps.db, schoolId, klass.classId),
    teachersWithCode(deps.db, schoolId, "health.view"),
    adminTeachersOf(deps.db, schoolId),
  ]);
  const to = [...new Set([...leaders, ...viewers, ...admins.map((a) => a.id)])];
  const className = classLabel(klass.gradeName, klass.className);
  const notices = raised.flatMap((r) => {
    const name = students.get(r.studentId)?.name ?? String(r.studentId);
    const symptoms = (l: Lang) =>
      r.symptoms.length
        ? healthText(l, "symptomsJoin") +
          r.symptoms.map((s) => healthText(l, s as HealthSymptom)).join(l === "zh-CN" ? "、" : ", ")
        : "";
    return to.map((userId) => ({
      userType: 0,
      userId,
      title: inBoth((l) => healthText(l, "alertTitle", { name })),
      body: inBoth((l) =>
        healthText(l, "alertBody", {
          className,
          name,
          day: r.day,
          temperature: (r.temperature / 10).toFixed(1),
          symptoms: symptoms(l),
        }),
      ),
      link: "/admin/health?tab=alerts",
    }));
  });
  await sendNotices(deps.db, schoolId, notices);
};

/** A class's students on a day, for recording: consent, whether checked, the check where the caller may see it. */
export const rosterOf = async (
  deps: HealthDeps,
  auth: AuthContext,
  q: { classId: number; day?: string },
): Promise<HealthRoster> => {
  const [klass] = await rosterClasses(deps.db, auth.schoolId, [q.classId]);
  if (!klass) throw healthError(404, "classNotFound");
  const access = await healthAccessOf(deps, auth);
  const sees = mayViewClass(access, klass.classId);
  if (!sees && !mayRecordClass(access, klass.classId)) throw healthError(403, "notYourClass");
  const { today, day } = await pastOrToday(deps, auth.schoolId, q.day);
  const students = await rosterOfClass(deps.db, auth.schoolId, klass.classId);
  const ids = students.map((s) => s.studentId);
  const [records, refused] = await Promise.all([
    recordsOfDay(deps.db, auth.schoolId, day, ids),
    withoutConsent(deps.db, auth.schoolId, ids, "health"),
  ]);
  const byStudent = new Map(records.map((r) => [r.studentId, r]));
  const noConsent = new Set(refused);
  return {
    day,
    today,
    classId: klass.classId,
    className: classLabel(klass.gradeName, klass.className),
    students: students.map((s) => {
      const r = byStudent.get(s.studentId);
      return {
        studentId: s.studentId,
        name: s.name,
        studentNo: s.studentNo,
        consent: !noConsent.has(s.studentId),
        recorded: r !== undefined,
        record:
          r && sees
            ? {
                temperature: r.temperature / 10,
                symptoms: r.symptoms as HealthSymptom[],
                note: r.note,
                recordedAt: r.recordedAt.toISOString(),
              }
            : null,
      };
    }),
  };
};

/** The filter a caller's query comes to, within what they may see (403 otherwise). */
const filterOf = async (
  deps: HealthDeps,
  auth: AuthContext,
  q: Omit<HealthListQuery, "page" | "size">,
  t: Thresholds,
): Promise<RecordFilter> => {
  const range = { from: q.day ?? q.from, to: q.day ?? q.to };
  const over = q.over === "1" ? { feverAt: t.feverAt, symptoms: t.alertSymptoms } : undefined;
  if (auth.userType === 2) {
    if (q.studentId === undefined) throw healthError(400, "listNeedsScope");
    const children = await listChildrenOfParent(deps.db, auth.schoolId, auth.userId);
    if (!children.some((c) => c.id === q.studentId)) throw healthError(403, "notYourChild");
    return { studentId: q.studentId, ...range, over };
  }
  if (auth.userType !== 0) throw healthError(403, "notAllowed");
  if (q.classId === undefined && q.studentId === undefined && !range.from && !range.to)
    throw healthError(400, "listNeedsScope");
  const scope = viewScope(await healthAccessOf(deps, auth));
  if (q.classId !== undefined && scope && !scope.includes(q.classId)) throw healthError(403, "notAllowed");
  if (q.studentId !== undefined && scope) {
    const [s] = await rosterStudents(deps.db, auth.schoolId, [q.studentId]);
    if (!s) throw healthError(404, "studentNotFound");
    if (!scope.includes(s.classId)) throw healthError(403, "notAllowed");
  }
  return { classIds: scope, classId: q.classId, studentId: q.studentId, ...range, over };
};

/** Checks of a class on a day, or of a student over a range (parents: their own child's); paged. */
export const listChecks = async (
  deps: HealthDeps,
  auth: AuthContext,
  q: HealthListQuery,
): Promise<Page<HealthRecord>> => {
  const t = await thresholdsOf(deps.db, auth.schoolId);
  const f = await filterOf(deps, auth, q, t);
  const { rows, total } = await pageRecords(deps.db, auth.schoolId, f, {
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  return { list: rows.map((r) => recordView(r, t)), total, page: q.page, size: q.size };
};

/** At most this many rows go in one export. */
export const EXPORT_LIMIT = 20_000;

/** The filter of a caller's query (their scope resolved now), for an export made later in the background. */
export const exportFilterOf = async (
  deps: HealthDeps,
  auth: AuthContext,
  q: Omit<HealthListQuery, "page" | "size">,
): Promise<RecordFilter> => filterOf(deps, auth, q, await thresholdsOf(deps.db, auth.schoolId));

/**
 * The checks a caller's query selects, for the export made in the request (health.view and administrators): more
 * than EXPORT_LIMIT is refused (400, pointing to the background export), never cut short.
 */
export const checksForExport = async (
  deps: HealthDeps,
  auth: AuthContext,
  q: Omit<HealthListQuery, "page" | "size">,
) => {
  const t = await thresholdsOf(deps.db, auth.schoolId);
  const f = await filterOf(deps, auth, q, t);
  const { rows, total } = await pageRecords(deps.db, auth.schoolId, f, { limit: EXPORT_LIMIT, offset: 0 });
  if (total > EXPORT_LIMIT) throw healthError(400, "exportTooLarge", { max: EXPORT_LIMIT });
  return rows.map((r) => recordView(r, t));
};

const EXPORT_PAGE = 5_000;

/** Every check a filter selects, read a page at a time: the background export, which has no limit. */
export const checksOfFilter = async (db: Db, schoolId: number, f: RecordFilter) => {
  const t = await thresholdsOf(db, schoolId);
  const all: HealthRecord[] = [];
  for (let offset = 0; ; offset += EXPORT_PAGE) {
    const { rows } = await pageRecords(db, schoolId, f, { limit: EXPORT_PAGE, offset });
    all.push(...rows.map((r) => recordView(r, t)));
    if (rows.length < EXPORT_PAGE) return all;
  }
};

/** How many checks a filter selects (what an export's audit entry counts). */
export const countChecks = async (db: Db, schoolId: number, f: RecordFilter) =>
  (await pageRecords(db, schoolId, f, { limit: 0, offset: 0 })).total;

/** The school's board for a day (a class leader's: their classes). */
export const boardOf = async (deps: HealthDeps, auth: AuthContext, day?: string): Promise<HealthBoard> => {
  const scope = viewScope(await healthAccessOf(deps, auth));
  const { day: chosen } = await pastOrToday(deps, auth.schoolId, day);
  const t = await thresholdsOf(deps.db, auth.schoolId);
  const [rows, unhandled] = await Promise.all([
    boardOfDay(deps.db, auth.schoolId, chosen, t.feverAt, scope),
    countUnhandled(deps.db, auth.schoolId, scope),
  ]);
  return {
    day: chosen,
    classes: rows.map((r) => ({
      classId: r.classId,
      className: classLabel(r.gradeName ?? "", r.className),
      students: Number(r.students),
      checked: Number(r.checked),
      fever: Number(r.fever),
      symptoms: Number(r.symptoms),
    })),
    unhandledAlerts: unhandled,
  };
};

/**
 * GET /temperature/api/user/getBaseInfo: who the caller is, the school, today at the school, the thresholds,
 * the classes they may record for and whether they may view; a parent's children with today's check where
 * the guardian has given health consent.
 */
export const baseInfo = async (deps: HealthDeps, auth: AuthContext): Promise<HealthBaseInfo> => {
  const [school, today, t] = await Promise.all([
    findSchoolById(deps.db, auth.schoolId),
    todayAt(deps, auth.schoolId),
    thresholdsOf(deps.db, auth.schoolId),
  ]);
  const base = {
    user: { id: auth.userId, name: auth.name, userType: auth.userType },
    school: { id: auth.schoolId, name: school?.name ?? "" },
    today,
    setting: settingView(t),
  };
  if (auth.userType === 2) {
    const children = await listChildrenOfParent(deps.db, auth.schoolId, auth.userId);
    const ids = children.map((c) => c.id);
    const noConsent = new Set(await withoutConsent(deps.db, auth.schoolId, ids, "health"));
    const todays = new Map(
      await Promise.all(
        ids
          .filter((id) => !noConsent.has(id))
          .map(async (id) => {
            const { rows } = await pageRecords(
              deps.db,
              auth.schoolId,
              { studentId: id, from: today, to: today },
              { limit: 1, offset: 0 },
            );
            return [id, rows[0]] as const;
          }),
      ),
    );
    return {
      ...base,
      mayRecord: false,
      mayView: false,
      classes: [],
      children: children.map((c) => {
        const r = todays.get(c.id);
        return {
          studentId: c.id,
          name: c.name,
          className: c.className ?? null,
          consent: !noConsent.has(c.id),
          today: r ? recordView(r, t) : null,
        };
      }),
    };
  }
  const access = await healthAccessOf(deps, auth);
  const classes = await rosterClasses(
    deps.db,
    auth.schoolId,
    access.recordAll ? undefined : [...new Set([...access.taught, ...access.led])],
  );
  return {
    ...base,
    mayRecord: classes.length > 0,
    mayView: access.viewAll,
    classes: classes.map((c) => ({
      classId: c.classId,
      className: classLabel(c.gradeName, c.className),
      leader: access.led.includes(c.classId),
    })),
    children: [],
  };
};
