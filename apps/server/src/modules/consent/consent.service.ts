import type {
  ChildConsent,
  ConsentChangeInput,
  ConsentEvent,
  ConsentItem,
  ConsentKind,
  ConsentPageQuery,
  ConsentRow,
  ConsentState,
  Page,
} from "@eos/contracts";
import { consentKinds } from "@eos/contracts";
import type { AuthContext, CodeResolver } from "../../platform/auth/access.ts";
import type { Db } from "../../platform/db/client.ts";
import { classesLedBy, classLabel, listChildrenOfParent } from "../org/index.ts";
import { consentError } from "./consent.messages.ts";
import {
  historyOf,
  insertDecision,
  type Latest,
  latestDecisions,
  lockDecision,
  pageStates,
  studentOf,
} from "./consent.store.ts";

export type ConsentDeps = { db: Db; now: () => Date; codesOf: CodeResolver };

const stateOf = (latest: Latest | undefined): ConsentState =>
  !latest ? "none" : latest.action === "give" ? "given" : "withdrawn";

const itemsOf = (studentId: number, latest: Latest[]): ConsentItem[] =>
  consentKinds.map((kind) => {
    const l = latest.find((x) => x.studentId === studentId && x.kind === kind);
    return { kind, state: stateOf(l), at: l ? l.at.toISOString() : null, byName: l?.byName ?? null };
  });

const parentOnly = (auth: AuthContext) => {
  if (auth.userType !== 2) throw consentError(403, "notYourChild");
};

/** The signed-in guardian's children, each with the state of every kind. */
export const childrenConsents = async (deps: ConsentDeps, auth: AuthContext): Promise<ChildConsent[]> => {
  parentOnly(auth);
  const children = await listChildrenOfParent(deps.db, auth.schoolId, auth.userId);
  const latest = await latestDecisions(
    deps.db,
    auth.schoolId,
    children.map((c) => c.id),
  );
  return children.map((c) => ({
    studentId: c.id,
    name: c.name,
    className: c.className ?? null,
    items: itemsOf(c.id, latest),
  }));
};

/**
 * A guardian gives or withdraws consent for their own child. Deciding what is already decided writes nothing
 * (a second tap, a retried request); anything else adds a row to the ledger. Answers the child's states.
 */
export const decide = async (
  deps: ConsentDeps,
  auth: AuthContext,
  input: ConsentChangeInput,
  action: "give" | "withdraw",
): Promise<ChildConsent> => {
  parentOnly(auth);
  const children = await listChildrenOfParent(deps.db, auth.schoolId, auth.userId);
  const child = children.find((c) => c.id === input.studentId);
  if (!child) throw consentError(403, "notYourChild");
  // One decision at a time per student and kind: a double tap sent twice at once still writes one row.
  await deps.db.transaction(async (tx) => {
    await lockDecision(tx, auth.schoolId, child.id, input.kind);
    const [latest] = (await latestDecisions(tx, auth.schoolId, [child.id])).filter(
      (l) => l.kind === input.kind,
    );
    if (latest?.action === action) return;
    await insertDecision(tx, {
      schoolId: auth.schoolId,
      studentId: child.id,
      kind: input.kind,
      action,
      parentId: auth.userId,
      byName: auth.name,
      at: deps.now(),
    });
  });
  const after = await latestDecisions(deps.db, auth.schoolId, [child.id]);
  return {
    studentId: child.id,
    name: child.name,
    className: child.className ?? null,
    items: itemsOf(child.id, after),
  };
};

/** Who may read a student's ledger: the child's guardians, administrators, consent.view, the class's leader. */
const mayRead = async (deps: ConsentDeps, auth: AuthContext, studentId: number): Promise<boolean> => {
  if (auth.userType === 2)
    return (await listChildrenOfParent(deps.db, auth.schoolId, auth.userId)).some((c) => c.id === studentId);
  if (auth.userType !== 0) return false;
  if (auth.isAdmin || (await deps.codesOf(auth)).has("consent.view")) return true;
  const student = await studentOf(deps.db, auth.schoolId, studentId);
  return (
    student !== undefined &&
    (await classesLedBy(deps.db, auth.schoolId, auth.userId)).includes(student.classId)
  );
};

/** A student's whole ledger, newest first. */
export const consentHistory = async (
  deps: ConsentDeps,
  auth: AuthContext,
  studentId: number,
): Promise<ConsentEvent[]> => {
  if (auth.userType === 0 && !(await studentOf(deps.db, auth.schoolId, studentId)))
    throw consentError(404, "studentNotFound");
  if (!(await mayRead(deps, auth, studentId))) throw consentError(403, "notYourStudent");
  const rows = await historyOf(deps.db, auth.schoolId, studentId);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as ConsentKind,
    action: r.action as "give" | "withdraw",
    at: r.at.toISOString(),
    byName: r.byName,
  }));
};

/** Administrators and consent.view: the school's students with their state of one kind, paged. */
export const consentPage = async (
  deps: ConsentDeps,
  auth: AuthContext,
  q: ConsentPageQuery,
): Promise<Page<ConsentRow>> => {
  const { rows, total } = await pageStates(deps.db, auth.schoolId, {
    kind: q.kind,
    state: q.state,
    classId: q.classId,
    keyword: q.keyword,
    limit: q.size,
    offset: (q.page - 1) * q.size,
  });
  const latest = await latestDecisions(
    deps.db,
    auth.schoolId,
    rows.map((r) => r.studentId),
  );
  return {
    list: rows.map((r) => {
      const l = latest.find((x) => x.studentId === r.studentId && x.kind === q.kind);
      return {
        studentId: r.studentId,
        name: r.name,
        studentNo: r.studentNo || null,
        className: classLabel(r.gradeName, r.className),
        state: stateOf(l),
        at: l ? l.at.toISOString() : null,
        byName: l?.byName ?? null,
      };
    }),
    total,
    page: q.page,
    size: q.size,
  };
};

/**
 * The port other areas use before they accept sensitive data (temperature and symptoms, location, face): the
 * students of these ids whose guardians have not given consent to the kind (never decided, or withdrew).
 */
export const withoutConsent = async (
  db: Db,
  schoolId: number,
  studentIds: readonly number[],
  kind: ConsentKind,
): Promise<number[]> => {
  const ids = [...new Set(studentIds)];
  const given = new Set(
    (await latestDecisions(db, schoolId, ids))
      .filter((l) => l.kind === kind && l.action === "give")
      .map((l) => l.studentId),
  );
  return ids.filter((id) => !given.has(id));
};

/** Refuses (403, saying why) unless the student's guardian has given consent to the kind. */
export const requireConsent = async (db: Db, schoolId: number, studentId: number, kind: ConsentKind) => {
  if ((await withoutConsent(db, schoolId, [studentId], kind)).length > 0)
    throw consentError(403, `missing_${kind}`);
};
