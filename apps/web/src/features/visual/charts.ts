import type { VisualDayRate } from "@eos/contracts";
import type { EChartsCoreOption } from "echarts/core";

const axisText = { color: "#93a4c3" };
const split = { lineStyle: { color: "rgba(255,255,255,0.08)" } };
const pct = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

/** Bars of a rate per name (grades, schools), 0–100 %, for the dark boards. */
export const rateBars = (names: string[], rates: (number | null)[], label: string): EChartsCoreOption => ({
  animationDuration: 300,
  tooltip: { trigger: "axis", valueFormatter: (v: unknown) => (v === null ? "—" : `${v}%`) },
  grid: { left: 48, right: 16, top: 24, bottom: 48 },
  xAxis: {
    type: "category",
    data: names,
    axisLabel: { ...axisText, interval: 0, rotate: names.length > 6 ? 30 : 0 },
  },
  yAxis: {
    type: "value",
    min: 0,
    max: 100,
    axisLabel: { ...axisText, formatter: "{value}%" },
    splitLine: split,
  },
  series: [
    {
      name: label,
      type: "bar",
      barMaxWidth: 48,
      data: rates.map(pct),
      itemStyle: { color: "#4ade80" },
      label: { show: true, position: "top", color: "#e6edf7", formatter: "{c}%" },
    },
  ],
});

/** Lines of daily rates (present, late, absent) over days, 0–100 %. */
export const rateLines = (
  days: VisualDayRate[],
  series: { label: string; of: (d: VisualDayRate) => number | null; color: string }[],
): EChartsCoreOption => ({
  animationDuration: 300,
  tooltip: { trigger: "axis", valueFormatter: (v: unknown) => (v === null ? "—" : `${v}%`) },
  legend: { data: series.map((s) => s.label), textStyle: axisText, top: 0 },
  grid: { left: 48, right: 16, top: 32, bottom: 32 },
  xAxis: { type: "category", data: days.map((d) => d.day.slice(5)), axisLabel: axisText },
  yAxis: { type: "value", min: 0, axisLabel: { ...axisText, formatter: "{value}%" }, splitLine: split },
  series: series.map((s) => ({
    name: s.label,
    type: "line",
    smooth: true,
    connectNulls: false,
    data: days.map((d) => pct(s.of(d))),
    itemStyle: { color: s.color },
  })),
});

/** Bars of a count per day (late arrivals), with the late rate as a line. */
export const lateTrend = (days: VisualDayRate[], count: string, rate: string): EChartsCoreOption => ({
  animationDuration: 300,
  tooltip: { trigger: "axis" },
  legend: { data: [count, rate], textStyle: axisText, top: 0 },
  grid: { left: 40, right: 48, top: 32, bottom: 32 },
  xAxis: { type: "category", data: days.map((d) => d.day.slice(5)), axisLabel: axisText },
  yAxis: [
    { type: "value", minInterval: 1, axisLabel: axisText, splitLine: split },
    { type: "value", min: 0, axisLabel: { ...axisText, formatter: "{value}%" }, splitLine: { show: false } },
  ],
  series: [
    {
      name: count,
      type: "bar",
      barMaxWidth: 32,
      data: days.map((d) => d.late),
      itemStyle: { color: "#fbbf24" },
    },
    {
      name: rate,
      type: "line",
      yAxisIndex: 1,
      smooth: true,
      data: days.map((d) => pct(d.lateRate)),
      itemStyle: { color: "#f87171" },
    },
  ],
});
