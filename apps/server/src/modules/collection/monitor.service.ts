import type { AuthContext } from "../../platform/auth/access.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { schoolTimeZone } from "../school/index.ts";
import { localMinute } from "./collection.format.ts";
import { collectionText } from "./collection.messages.ts";
import { bulkFills } from "./monitor.store.ts";
import { isOpen, periodAt } from "./period.ts";
import type { ProgressDeps } from "./progress.service.ts";
import { completionOfTasks } from "./progress.store.ts";
import { findTask, pageFollowedTasks } from "./task.store.ts";

export type MonitorKind = "lowCompletion" | "bulk";
export type MonitorRow = {
  kind: MonitorKind;
  taskId: number;
  taskName: string;
  sceneName: string;
  /** lowCompletion: expected and filled now; bulk: how many values one person filled in one minute. */
  expected: number;
  filled: number;
  /** bulk: who filled, and the minute. */
  userName: string | null;
  at: string | null;
};

const TASK_SCAN = 1000;

/** Open tasks whose current period is below `threshold` percent complete, lowest first. */
const lowCompletion = async (
  deps: ProgressDeps,
  auth: AuthContext,
  threshold: number,
): Promise<MonitorRow[]> => {
  const { rows } = await pageFollowedTasks(deps.db, auth.schoolId, {
    classIds: null,
    limit: TASK_SCAN,
    offset: 0,
  });
  const zone = await schoolTimeZone(deps.db, auth.schoolId);
  const now = deps.now();
  const open = rows.filter((r) => isOpen(r, now));
  const figures = await completionOfTasks(
    deps.db,
    auth.schoolId,
    open.map((r) => ({ taskId: r.id, ...periodAt(r, now, zone) })),
    null,
  );
  return open
    .map((r) => ({ r, f: figures.get(r.id) ?? { expected: 0, filled: 0 } }))
    .filter(({ f }) => f.expected > 0 && (f.filled * 100) / f.expected < threshold)
    .sort((a, b) => a.f.filled / a.f.expected - b.f.filled / b.f.expected)
    .map(({ r, f }) => ({
      kind: "lowCompletion" as const,
      taskId: r.id,
      taskName: r.name,
      sceneName: r.sceneName,
      expected: f.expected,
      filled: f.filled,
      userName: null,
      at: null,
    }));
};

/** Values filled by one person for `minCount` or more students in one minute, newest first. */
const bulk = async (deps: ProgressDeps, auth: AuthContext, minCount: number): Promise<MonitorRow[]> => {
  const found = await bulkFills(deps.db, auth.schoolId, minCount, TASK_SCAN);
  const names = new Map<number, { name: string; scene: string }>();
  for (const id of new Set(found.map((b) => b.taskId))) {
    const t = await findTask(deps.db, auth.schoolId, id);
    if (t) names.set(id, { name: t.name, scene: t.sceneName });
  }
  return found
    .filter((b) => names.has(b.taskId))
    .map((b) => ({
      kind: "bulk" as const,
      taskId: b.taskId,
      taskName: names.get(b.taskId)?.name ?? "",
      sceneName: names.get(b.taskId)?.scene ?? "",
      expected: 0,
      filled: b.count,
      userName: b.userName,
      at: b.minute.toISOString(),
    }));
};

export type MonitorQuery = {
  kind: MonitorKind;
  threshold: number;
  minCount: number;
  page: number;
  size: number;
};

const findings = (deps: ProgressDeps, auth: AuthContext, q: Omit<MonitorQuery, "page" | "size">) =>
  q.kind === "lowCompletion" ? lowCompletion(deps, auth, q.threshold) : bulk(deps, auth, q.minCount);

/** /v3/exposed/taskMonitor: data quality findings of the school's tasks, paged. */
export const pageMonitor = async (deps: ProgressDeps, auth: AuthContext, q: MonitorQuery) => {
  const all = await findings(deps, auth, q);
  return {
    list: all.slice((q.page - 1) * q.size, q.page * q.size),
    total: all.length,
    page: q.page,
    size: q.size,
  };
};

/** The same findings as .xlsx, in the caller's language. */
export const exportMonitor = async (
  deps: ProgressDeps,
  auth: AuthContext,
  q: Omit<MonitorQuery, "page" | "size">,
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const t = collectionText;
  const rows = await findings(deps, auth, q);
  const zone = await schoolTimeZone(deps.db, auth.schoolId);
  const head =
    q.kind === "lowCompletion"
      ? [t.colTask[lang], t.colScene[lang], t.colExpected[lang], t.colFilledCount[lang]]
      : [t.colTask[lang], t.colScene[lang], t.colFiller[lang], t.colFilledCount[lang], t.colMinute[lang]];
  const body = rows.map((r) =>
    q.kind === "lowCompletion"
      ? [r.taskName, r.sceneName, r.expected, r.filled]
      : [r.taskName, r.sceneName, r.userName ?? "", r.filled, r.at ? localMinute(new Date(r.at), zone) : ""],
  );
  const file = await writeWorkbook([{ name: t.monitorSheet[lang], rows: [head, ...body] }]);
  return { file, name: `monitor-${q.kind}` };
};
