import type {
  VisualAreaBoard,
  VisualCounts,
  VisualSchoolBoard,
  VisualTeacherBoard,
  VisualTrend,
  VisualUsage,
} from "@eos/contracts";
import { get } from "../../api/request.ts";

/** Boards refresh themselves this often; a refresh keeps the figures on screen until the new ones arrive. */
export const REFRESH_MS = 30_000;

export const visualKeys = {
  school: ["visual", "school"] as const,
  trend: (from: string, to: string, gradeId?: number) => ["visual", "trend", from, to, gradeId] as const,
  teacher: ["visual", "teacher"] as const,
  area: ["visual", "area"] as const,
  usage: (q: object) => ["visual", "usage", q] as const,
};

const quiet = { noCache: true, noToast: true } as const;
const background = { noCache: true, noToast: true, background: true } as const;

export const fetchSchoolBoard = () =>
  get<VisualSchoolBoard>("/v3/visual/huashang/board", undefined, background);
export const fetchTrend = (q: { from: string; to: string; gradeId?: number }) =>
  get<VisualTrend>("/v3/visual/ershi/trend", q, quiet);
export const fetchTeacherBoard = () =>
  get<VisualTeacherBoard>("/v3/teaVisualized/board", undefined, background);
export const fetchAreaBoard = () => get<VisualAreaBoard>("/sys/area/visual/board", undefined, background);
export const fetchUsage = (q: { from: string; to: string; role?: string; page: number; size: number }) =>
  get<VisualUsage>("/sys/api/log/v2/list", q, quiet);

/** A rate as a percentage with one decimal, or a dash when nothing was marked. */
export const percent = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? "—" : `${Math.round(rate * 1000) / 10}%`;

export const marked = (c: VisualCounts) => c.present + c.late + c.leave + c.absent + c.earlyLeave;

/** Fen as yuan with two decimals. */
export const yuan = (fen: number) => (fen / 100).toFixed(2);
