import { compileForm, parseForm, validateSubmission } from "@eos/forms-core";
import { writeResults } from "./lib/report.ts";

/**
 * forms-core validation of one submission (200 items, one of them a group form holding 30 records) against
 * its baseline measured in the same run: JSON.parse of the same payload. Target: at most 3× JSON.parse.
 * Single thread, so the figures are per core. BENCH_SECONDS scales the measuring time (default 4 s in all).
 */
const seconds = Number(process.env.BENCH_SECONDS) > 0 ? Number(process.env.BENCH_SECONDS) : 4;
const RECORDS = 30;

const options = [1, 2, 3, 4, 5].map((id) => ({ id, name: `Option ${id}`, isDefault: id === 1 ? "Y" : "N" }));
/** Item archetypes with a valid value each, cycled to fill the form: every common rule gets exercised. */
const KINDS: [Record<string, unknown>, string][] = [
  [{ type: 1, typeJson: { charNumber: 50 } }, "Li Lei"],
  [{ type: 2, typeJson: { charNumber: 500 } }, "A longer answer that spans a sentence or two."],
  [{ type: 14 }, "li.lei@school.edu.cn"],
  [{ type: 15 }, "13812345678"],
  [{ type: 19, typeJson: { rangeMin: 0, rangeMax: 150 } }, "42"],
  [{ type: 20, typeJson: { inputLimit: 1 } }, "3.14"],
  [{ type: 21 }, "12.125"],
  [{ type: 22, typeJson: { startDate: "2024-01-01", endDate: "2030-12-31" } }, "2026-05-01"],
  [{ type: 3 }, "2026-05-01 08:30"],
  [{ type: 4, optionInfos: options }, "2"],
  [{ type: 5, optionInfos: options, typeJson: { minOptionNum: 1, maxOptionNum: 3 } }, "1,3"],
  [{ type: 16, optionInfos: options }, "4"],
  [{ type: 26 }, "100080"],
  [{ type: 27 }, "11010519491231002X"],
  [{ type: 34 }, '["11","1101","110105"]'],
  [{ type: 31 }, '[{"name":"report.pdf","url":"/files/1"}]'],
];

const item = (id: number, kind: number) => ({
  id,
  name: `Item ${id}`,
  isNull: id % 3 === 0 ? "N" : "Y",
  ...KINDS[kind % KINDS.length][0],
});
const sampleValue = (kind: number) => KINDS[kind % KINDS.length][1];

/** 190 top-level items, one group form with 9 children: 200 items. */
const buildForm = () => {
  const top = Array.from({ length: 190 }, (_, i) => item(i + 1, i));
  const children = Array.from({ length: 9 }, (_, i) => item(1001 + i, i));
  return [...top, { id: 1000, name: "Family members", type: 32, isNull: "N", childItem: children }];
};

const buildPayload = (): string => {
  const items: Record<string, unknown>[] = Array.from({ length: 190 }, (_, i) => ({
    itemId: i + 1,
    val: sampleValue(i),
    itemType: KINDS[i % KINDS.length][0].type,
    valOther: "",
    recordNum: 0,
  }));
  for (let r = 1; r <= RECORDS; r++)
    for (let c = 0; c < 9; c++)
      items.push({
        itemId: 1001 + c,
        val: sampleValue(c),
        itemType: KINDS[c][0].type,
        valOther: "",
        recordNum: r,
      });
  return JSON.stringify({ formId: 1, taskId: 7, items });
};

let sink = 0;
/** Mean time per call over `ms` milliseconds of back-to-back calls. */
const timePerCall = (fn: () => number, ms: number): number => {
  const start = performance.now();
  let calls = 0;
  let now = start;
  while (now - start < ms) {
    for (let i = 0; i < 20; i++) sink += fn();
    calls += 20;
    now = performance.now();
  }
  return (now - start) / calls;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const parsed = parseForm(buildForm());
if (parsed.problems.length > 0) throw new Error(`fixture problems: ${JSON.stringify(parsed.problems)}`);
const form = compileForm(parsed.items);
const payload = buildPayload();
const values = JSON.parse(payload);
const check = validateSubmission(form, values);
if (!check.ok || check.values.length !== 190 + 9 * RECORDS)
  throw new Error(`fixture does not validate: ${JSON.stringify(check.errors.slice(0, 3))}`);

const parseOnly = () => JSON.parse(payload).items.length;
const validateOnly = () => validateSubmission(form, values).values.length;
const parseAndValidate = () => validateSubmission(form, JSON.parse(payload)).values.length;

// Warm up the JIT on all three, then alternate short rounds so drift (thermal, GC) hits each alike.
for (const fn of [parseOnly, validateOnly, parseAndValidate]) timePerCall(fn, 300);
const rounds = 7;
const slice = (seconds * 1000) / (rounds * 3);
const runs = { parse: [] as number[], validate: [] as number[], both: [] as number[] };
for (let r = 0; r < rounds; r++) {
  runs.parse.push(timePerCall(parseOnly, slice));
  runs.validate.push(timePerCall(validateOnly, slice));
  runs.both.push(timePerCall(parseAndValidate, slice));
}
const [parseMs, validateMs, bothMs] = [median(runs.parse), median(runs.validate), median(runs.both)];
const ratio = validateMs / parseMs;

const perSecond = (ms: number) => Math.round(1000 / ms).toLocaleString("en-US");
console.log(
  `payload: ${(payload.length / 1024).toFixed(1)} KiB, ${check.values.length} values, 200 items incl. a ${RECORDS}-record group`,
);
console.log(`JSON.parse            ${parseMs.toFixed(4)} ms   ${perSecond(parseMs)} payloads/s`);
console.log(
  `validateSubmission    ${validateMs.toFixed(4)} ms   ${perSecond(validateMs)} submissions/s (one core)`,
);
console.log(`parse + validate      ${bothMs.toFixed(4)} ms   ${perSecond(bothMs)} submissions/s (one core)`);
console.log(
  `ratio validate ÷ JSON.parse: ×${ratio.toFixed(2)} (target ≤ ×3: ${ratio <= 3 ? "met" : "NOT met"})`,
);
const file = writeResults("forms-validate", {
  payloadBytes: payload.length,
  values: check.values.length,
  msPerCall: { jsonParse: parseMs, validate: validateMs, parseAndValidate: bothMs },
  submissionsPerSecond: Math.round(1000 / validateMs),
  ratioToJsonParse: Math.round(ratio * 1000) / 1000,
  target: 3,
  sink: sink % 2,
});
console.log(`results: ${file}`);
