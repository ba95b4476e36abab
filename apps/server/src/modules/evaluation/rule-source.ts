import type { RuleAggregate } from "@eos/contracts";
import type { Tx } from "../../platform/db/client.ts";
import type { Lang } from "../../platform/http/i18n.ts";

/** What a compute rule asks a source: the term's values of a school's students (some only, or all but some). */
export type RuleSourceQuery = {
  schoolId: number;
  termId: number;
  aggregate: RuleAggregate;
  /** Only these students; undefined: everyone. */
  studentIds?: number[];
  /** Never these (their passport of the term's year is archived). */
  except?: number[];
};

/**
 * A named data source of compute rules, beside the scenes' submissions: an area that keeps per-student numbers
 * (practice activity scores) registers one, and a rule whose config names its key reads the per-student value
 * it answers, inside the scoring transaction. Evaluation declares the port; app.ts hands it the areas'
 * implementations, so that evaluation never imports an area.
 */
export type RuleSource = {
  key: string;
  names: Record<Lang, string>;
  valuesOf: (tx: Tx, q: RuleSourceQuery) => Promise<{ studentId: number; value: number }[]>;
};

export type RuleSources = ReadonlyArray<RuleSource>;

export const findRuleSource = (sources: RuleSources | undefined, key: string) =>
  sources?.find((s) => s.key === key);
