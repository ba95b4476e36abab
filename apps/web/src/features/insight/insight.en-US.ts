import type { DeepStrings } from "../../i18n/texts.ts";
import { areaProgressEnUS } from "./area/area.en-US.ts";
import type { insightZhCN } from "./insight.zh-CN.ts";
import { appMonitorEnUS } from "./monitor/appMonitor.en-US.ts";
import { monitorEnUS } from "./monitor/monitor.en-US.ts";
import { scoreQueryEnUS } from "./summary/scoreQuery.en-US.ts";
import { summaryEnUS } from "./summary/summary.en-US.ts";
import { usageEnUS } from "./usage/usage.en-US.ts";

/** Insight's English texts; the same keys as insight.zh-CN.ts. */
export const insightEnUS: DeepStrings<typeof insightZhCN> = {
  usage: usageEnUS,
  monitor: monitorEnUS,
  appMonitor: appMonitorEnUS,
  areaProgress: areaProgressEnUS,
  summary: summaryEnUS,
  scoreQuery: scoreQueryEnUS,
};
