import type { SummaryAverage, SummaryLevel } from "@eos/contracts";
import { Card, Col, Empty, Row } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { radarAxes } from "../../../components/chartText.ts";
import { EChart } from "../../../components/EChart.tsx";

type Props = { radar: SummaryAverage | undefined; levels: SummaryLevel | undefined };

/** The radar of the level-1 indicators' averages and the bar of how many students reached each band. */
export function SummaryCharts({ radar, levels }: Props) {
  const { t } = useTranslation();
  const radarOption = useMemo(
    () =>
      radar && radar.indicators.length > 0 && radar.indicators.length < 3
        ? {
            // A radar needs three axes; with one or two indicators bars read better.
            tooltip: {},
            grid: { left: 40, right: 16, top: 16, bottom: 32 },
            xAxis: { type: "category", data: radar.indicators.map((i) => i.name) },
            yAxis: { type: "value", max: Math.max(...radar.indicators.map((i) => i.maxScore)) },
            series: [{ type: "bar", data: radar.indicators.map((i) => i.average), barMaxWidth: 48 }],
          }
        : radar && radar.indicators.length > 0
          ? {
              tooltip: {},
              radar: radarAxes(radar.indicators.map((i) => ({ name: i.name, max: i.maxScore }))),
              series: [
                {
                  type: "radar",
                  areaStyle: { opacity: 0.2 },
                  data: [{ name: radar.scopeName, value: radar.indicators.map((i) => i.average) }],
                },
              ],
            }
          : null,
    [radar],
  );
  const barOption = useMemo(
    () =>
      levels
        ? {
            tooltip: {},
            grid: { left: 40, right: 16, top: 16, bottom: 32 },
            xAxis: {
              type: "category",
              data: [...levels.bands.map((b) => b.band), t("summary.unscored")],
            },
            yAxis: { type: "value", minInterval: 1 },
            series: [
              { type: "bar", data: [...levels.bands.map((b) => b.count), levels.unscored], barMaxWidth: 48 },
            ],
          }
        : null,
    [levels, t],
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card className="eos-page__card" title={t("summary.radarTitle")}>
          {radarOption ? (
            <EChart option={radarOption} aria-label={t("summary.radarTitle")} data-testid="summary-radar" />
          ) : (
            <Empty description={t("summary.noIndicators")} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card className="eos-page__card" title={t("summary.levelsTitle")}>
          {barOption ? (
            <EChart option={barOption} aria-label={t("summary.levelsTitle")} data-testid="summary-levels" />
          ) : (
            <Empty />
          )}
        </Card>
      </Col>
    </Row>
  );
}
