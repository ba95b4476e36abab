import type { PassportUnitData } from "@eos/contracts";
import { Empty } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { radarAxes } from "../../../components/chartText.ts";
import { EChart } from "../../../components/EChart.tsx";

type Props = { unit: PassportUnitData };

/** The level-1 indicators' scores as a radar; bars when there are fewer than three axes. */
export function PassportRadar({ unit }: Props) {
  const { t } = useTranslation();
  const option = useMemo(() => {
    const list = unit.indicators;
    // No indicator scored in any term yet: an empty state, not a chart of zeros.
    if (!list.some((i) => i.scored)) return null;
    if (list.length < 3) {
      // A radar needs three axes; with one or two indicators bars read better.
      return {
        tooltip: {},
        grid: { left: 40, right: 16, top: 16, bottom: 32 },
        xAxis: { type: "category", data: list.map((i) => i.name) },
        yAxis: { type: "value", max: Math.max(...list.map((i) => i.maxScore)) },
        series: [{ type: "bar", data: list.map((i) => i.score), barMaxWidth: 48 }],
      };
    }
    return {
      tooltip: {},
      radar: radarAxes(list.map((i) => ({ name: i.name, max: i.maxScore }))),
      series: [
        {
          type: "radar",
          areaStyle: { opacity: 0.2 },
          data: [{ name: t("passport.score"), value: list.map((i) => i.score) }],
        },
      ],
    };
  }, [unit.indicators, t]);
  if (!option) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("passport.noIndicators")} />;
  return (
    <EChart option={option} height={280} aria-label={unit.title} data-testid={`passport-chart-${unit.key}`} />
  );
}
