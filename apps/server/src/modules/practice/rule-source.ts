import type { RuleSource } from "../evaluation/index.ts";
import { practiceTexts } from "./practice.messages.ts";
import { termScores } from "./read.store.ts";

/**
 * Evaluation's rule data source `practice.score`: per student, their activity scores of the term (activities
 * created in it) aggregated as the rule says (sum, average, highest, latest).
 */
export const practiceScoreSource: RuleSource = {
  key: "practice.score",
  names: practiceTexts("source"),
  valuesOf: (tx, q) => termScores(tx, q),
};
