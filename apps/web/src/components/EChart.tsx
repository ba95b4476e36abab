import { BarChart, LineChart, RadarChart, ScatterChart } from "echarts/charts";
import { GridComponent, LegendComponent, RadarComponent, TooltipComponent } from "echarts/components";
import { type EChartsCoreOption, init, use } from "echarts/core";
import { SVGRenderer } from "echarts/renderers";
import { useEffect, useRef } from "react";

// Only what the console's charts use, drawn as SVG: smaller than the whole library, crisp on phones.
use([
  RadarChart,
  BarChart,
  LineChart,
  ScatterChart,
  RadarComponent,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  SVGRenderer,
]);

type Props = {
  option: EChartsCoreOption;
  height?: number;
  "aria-label": string;
  "data-testid"?: string;
};

/** An ECharts chart that follows its container's width and is disposed with the component. */
export function EChart({ option, height = 320, ...rest }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: "svg" });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);
  return <div ref={box} style={{ width: "100%", height }} role="img" {...rest} />;
}
