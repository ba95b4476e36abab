import type { RuleAggregate, RuleKind } from "@eos/contracts";
import type { TFunction } from "i18next";

/** Catalogue texts of the evaluation enums, named once for every page. */

export const periodOptions = ["primary", "junior", "senior"] as const;
export type Period = (typeof periodOptions)[number];

export const periodLabel = (t: TFunction, period: string): string => {
  if (period === "primary") return t("evaluation.periods.primary");
  if (period === "junior") return t("evaluation.periods.junior");
  if (period === "senior") return t("evaluation.periods.senior");
  return period;
};

export const periodsText = (t: TFunction, periods: ReadonlyArray<string>): string =>
  periods.length === 0 ? t("evaluation.periods.all") : periods.map((p) => periodLabel(t, p)).join(" / ");

export const kindLabel = (t: TFunction, kind: RuleKind): string => t(`evaluation.rules.kinds.${kind}`);

export const aggregateLabel = (t: TFunction, aggregate: RuleAggregate): string =>
  t(`evaluation.rules.aggregates.${aggregate}`);

/** Scores show at most two decimals, without trailing zeros. */
export const formatScore = (n: number): string => String(Math.round(n * 100) / 100);
