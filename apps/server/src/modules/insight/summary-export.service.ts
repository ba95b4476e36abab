import type { ScoreColumnKey, SummaryQuery, SummaryStudent } from "@eos/contracts";
import type { AuthContext } from "../../platform/auth/access.ts";
import { type OutCell, writeWorkbook } from "../../platform/files/xlsx.ts";
import type { ModuleMessage } from "../../platform/http/errors.ts";
import type { Lang } from "../../platform/http/i18n.ts";
import type { InsightAccessDeps } from "./insight.deps.ts";
import { summaryRows } from "./summary.service.ts";

/** The labels of the overall list's export, both languages. */
const labels = {
  sheet: { "zh-CN": "成绩总表", "en-US": "Overall scores" },
  fileName: { "zh-CN": "成绩总表", "en-US": "overall-scores" },
  rank: { "zh-CN": "排名", "en-US": "Rank" },
  name: { "zh-CN": "姓名", "en-US": "Name" },
  no: { "zh-CN": "学号", "en-US": "Student No." },
  class: { "zh-CN": "班级", "en-US": "Class" },
  total: { "zh-CN": "总分", "en-US": "Total" },
  level: { "zh-CN": "等级", "en-US": "Band" },
} as const satisfies Record<string, ModuleMessage>;

const scoreCell: Record<ScoreColumnKey, (s: SummaryStudent) => OutCell> = {
  rank: (s) => s.rank,
  total: (s) => s.total,
  level: (s) => s.band ?? "",
};

/**
 * The overall list, every row, as .xlsx: the columns as the list shows them (the rank first when the
 * setting puts it first, the other shown score columns after the student, then the indicator columns).
 */
export const exportSummaryList = async (
  deps: InsightAccessDeps,
  auth: AuthContext,
  q: SummaryQuery & { keyword?: string; order: "asc" | "desc" },
  lang: Lang,
): Promise<{ file: Buffer; name: string }> => {
  const { resolved, columns, indicators, rows } = await summaryRows(deps, auth, q);
  const text = (key: keyof typeof labels) => labels[key][lang];
  const shown = columns.filter((c) => c.shown).map((c) => c.key);
  const leading = columns[0]?.key === "rank" && columns[0].shown ? [shown.shift() as ScoreColumnKey] : [];
  const header: OutCell[] = [
    ...leading.map((k) => text(k)),
    text("name"),
    text("no"),
    text("class"),
    ...shown.map((k) => text(k)),
    ...indicators.map((i) => i.name),
  ];
  const body = rows.map((s): OutCell[] => [
    ...leading.map((k) => scoreCell[k](s)),
    s.studentName,
    s.studentNo,
    s.className,
    ...shown.map((k) => scoreCell[k](s)),
    ...s.indicatorScores.map((score) => score ?? ""),
  ]);
  const file = await writeWorkbook([{ name: text("sheet"), rows: [header, ...body] }]);
  return { file, name: `${text("fileName")}-${resolved.scopeName}-${resolved.term.name}` };
};
