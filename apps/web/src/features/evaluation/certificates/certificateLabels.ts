import type { Certificate } from "@eos/contracts";
import type { TFunction } from "i18next";

/** The award rule in words: "Reading ≥ 25", "Reading at 良好 or higher", "By hand". */
export const ruleText = (
  t: TFunction,
  c: Pick<Certificate, "ruleKind" | "indicatorName" | "minScore" | "levelName">,
) =>
  c.ruleKind === "score"
    ? t("certificate.ruleText.score", { indicator: c.indicatorName ?? "", min: c.minScore ?? 0 })
    : c.ruleKind === "level"
      ? t("certificate.ruleText.level", { indicator: c.indicatorName ?? "", level: c.levelName ?? "" })
      : t("certificate.ruleText.manual");

export const honourText = (t: TFunction, honour: number) =>
  t(`certificate.honours.${String(honour) as "1" | "2" | "3" | "4"}`);

export const stateColors: Record<number, string> = { 0: "default", 1: "green", 2: "orange" };
export const stateText = (t: TFunction, state: number) =>
  t(`certificate.states.${String(state) as "0" | "1" | "2"}`);

export const honourOptions = (t: TFunction) =>
  [1, 2, 3, 4].map((value) => ({ value, label: honourText(t, value) }));
