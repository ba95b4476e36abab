import type { AuthContext } from "../../platform/auth/access.ts";
import { writeWorkbook } from "../../platform/files/xlsx.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import { schoolTimeZone } from "../school/index.ts";
import { classLabel, localMinute } from "./collection.format.ts";
import { collectionText } from "./collection.messages.ts";
import { type ProgressDeps, taskCompletion } from "./progress.service.ts";

const rate = (filled: number, expected: number) =>
  expected === 0 ? "" : `${Math.round((filled * 1000) / expected) / 10}%`;

/**
 * The completion figures of one period as .xlsx, one row per class the caller sees and a total row: the same
 * numbers as /v3/statistics/task/completion (computed in SQL there), in the caller's language.
 */
export const exportCompletion = async (
  deps: ProgressDeps,
  auth: AuthContext,
  q: { taskId: number; period?: string },
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const c = await taskCompletion(deps, auth, q);
  const zone = await schoolTimeZone(deps.db, auth.schoolId);
  const t = collectionText;
  const at = (iso: string | null) => (iso ? localMinute(new Date(iso), zone) : "");
  const period = c.periodStart || c.periodEnd ? `${at(c.periodStart)} ~ ${at(c.periodEnd)}` : "";
  const row = (label: string, x: { expected: number; filled: number; onTime: number; late: number }) => [
    label,
    x.expected,
    x.filled,
    x.onTime,
    x.late,
    Math.max(0, x.expected - x.filled),
    rate(x.filled, x.expected),
  ];
  const file = await writeWorkbook([
    {
      name: t.completionSheet[lang],
      rows: [
        [t.colTask[lang], c.taskName],
        [t.colPeriod[lang], period],
        [],
        [
          t.colClass[lang],
          t.colExpected[lang],
          t.colFilledCount[lang],
          t.colOnTime[lang],
          t.colLate[lang],
          t.colMissing[lang],
          t.colRate[lang],
        ],
        ...c.classes.map((k) => row(classLabel(k.gradeName, k.className), k)),
        row(t.total[lang], c),
      ],
    },
  ]);
  return { file, name: `completion-${q.taskId}` };
};
