import { createReadStream, createWriteStream, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import ExcelJS from "exceljs";
import { openBenchDatabase } from "./lib/database.ts";
import { writeResults } from "./lib/report.ts";
import { eosServer, listenLoopback } from "./lib/servers.ts";
import { signInOverHttp } from "./lib/sign-in.ts";

/**
 * Exporting 100,000 values (20,000 submissions × 5 items) to .xlsx through the real route over HTTP (issue 6:
 * the export streams in constant memory; report peak RSS). Beside it in the same run: the server's RSS before
 * the export, and the raw SELECT of the same rows in keyset pages through the same driver.
 * Peak RSS rises with the export's size on an unbounded heap only because V8 collects lazily: with the heap
 * capped (`EXPORT_SUBMISSIONS=200000 NODE_OPTIONS=--max-old-space-size=160 npx tsx values-export.bench.ts`)
 * 1,000,000 values export with a peak of about +36 MB, the same as 300,000 values with the same cap.
 */
const SUBMISSIONS = Number(process.env.EXPORT_SUBMISSIONS ?? 20_000);
const ITEMS = 5;
const MB = 1024 * 1024;

/** Peak resident memory while `work` runs, sampled every 50 ms. */
const peakRss = async <T>(
  work: () => Promise<T>,
): Promise<{ result: T; ms: number; peak: number; heap: number }> => {
  let peak = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 50);
  const start = performance.now();
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, ms: performance.now() - start, peak, heap };
  } finally {
    clearInterval(timer);
  }
};

const bench = await openBenchDatabase();
const app = await eosServer(bench.app);
const base = await listenLoopback(app);
const { token, schoolId } = await signInOverHttp(base, "primary.demo", "admin");
const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };

const post = async (path: string, body: unknown) => {
  const res = await fetch(`${base}/api/v3/eos/form/${path}`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; data: { id: number } };
  if (!json.success) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json.data;
};
const { id: formId } = await post("admin/add", {
  name: "导出基准",
  items: [
    { name: "姓名", type: 1 },
    { name: "年龄", type: 19 },
    { name: "兴趣", type: 4, optionInfos: [{ name: "美术" }, { name: "音乐" }] },
    { name: "日期", type: 22 },
    { name: "备注", type: 2 },
  ],
});
await post("admin/release", { id: formId });
const [version] = await bench.rawQuery<{ items: { id: string; optionInfos?: { id: string }[] }[] }>(
  "select items from form_version where school_id = $1 and form_id = $2",
  [schoolId, formId],
);
const items = version!.items;
const option = items[2]!.optionInfos![1]!.id;

// Set-based seeding: the submissions, then their five values each.
const seedStart = performance.now();
await bench.rawQuery(
  `insert into form_value (school_id, form_id, version, user_id, user_type, user_name)
   select $1, $2, 1, 1, 0, '教师' || g from generate_series(1, $3::int) g`,
  [schoolId, formId, SUBMISSIONS],
);
const vals = [
  `'学生' || v.id`,
  `(v.id % 18 + 3)::text`,
  `'${option}'`,
  `'2026-09-01'`,
  `'备注 ' || v.id || ' =1+1'`,
];
for (let i = 0; i < ITEMS; i++)
  await bench.rawQuery(
    `insert into form_value_item (school_id, form_value_id, item_id, item_type, val)
     select v.school_id, v.id, $3, 1, ${vals[i]} from form_value v where v.school_id = $1 and v.form_id = $2`,
    [schoolId, formId, items[i]!.id],
  );
const seedMs = performance.now() - seedStart;
if (bench.database.kind === "postgres") await bench.rawQuery("analyze form_value; analyze form_value_item");

global.gc?.();
const before = process.memoryUsage().rss;

// Baseline: the same rows read raw, in keyset pages of 10,000 values, nothing kept.
const raw = await peakRss(async () => {
  let after = 0;
  let rows = 0;
  for (;;) {
    const page = await bench.rawQuery<{ id: string; val: string }>(
      `select i.id, i.form_value_id, i.item_id, i.val from form_value_item i
       join form_value v on v.school_id = i.school_id and v.id = i.form_value_id
       where i.school_id = $1 and v.form_id = $2 and i.id > $3 order by i.id limit 10000`,
      [schoolId, formId, after],
    );
    if (page.length === 0) return rows;
    rows += page.length;
    after = Number(page[page.length - 1]!.id);
  }
});

// The export, through the real route over HTTP, its body written to a temporary file as it arrives (the
// client shares the process, so it must not hold the file in memory either).
const path = join(tmpdir(), `eos-values-export-${process.pid}.xlsx`);
const exported = await peakRss(async () => {
  const res = await fetch(`${base}/api/v3/eos/form/value/export?formId=${formId}`, { headers: auth });
  if (res.status !== 200 || !res.body) throw new Error(`export answered ${res.status}`);
  await pipeline(Readable.fromWeb(res.body as never), createWriteStream(path));
  return { bytes: statSync(path).size };
});

// Every submission is in the file: counted with exceljs' streaming reader, after the measurement.
let rowsInFile = 0;
const reader = new ExcelJS.stream.xlsx.WorkbookReader(createReadStream(path), {});
for await (const sheet of reader) {
  for await (const _row of sheet) rowsInFile++;
  break;
}
rmSync(path, { force: true });
await app.close();
await bench.close();

const figures = {
  database: bench.label,
  submissions: SUBMISSIONS,
  values: SUBMISSIONS * ITEMS,
  seedSeconds: seedMs / 1000,
  rssBeforeMb: before / MB,
  rawSelect: { seconds: raw.ms / 1000, rows: raw.result, peakRssMb: raw.peak / MB },
  export: {
    seconds: exported.ms / 1000,
    bytes: exported.result.bytes,
    peakRssMb: exported.peak / MB,
    peakAboveBeforeMb: (exported.peak - before) / MB,
    peakHeapUsedMb: exported.heap / MB,
    dataRowsInFile: rowsInFile - 1,
  },
};
if (figures.export.dataRowsInFile !== SUBMISSIONS)
  throw new Error(`the file holds ${figures.export.dataRowsInFile} rows, not ${SUBMISSIONS}`);
console.log(
  `${bench.label}: seeded ${figures.values} values (${SUBMISSIONS} submissions × ${ITEMS}) in ${figures.seedSeconds.toFixed(1)} s\n` +
    `  RSS before the export          ${figures.rssBeforeMb.toFixed(0)} MB\n` +
    `  raw SELECT of the values       ${figures.rawSelect.seconds.toFixed(2)} s, ${figures.rawSelect.rows} rows, peak RSS ${figures.rawSelect.peakRssMb.toFixed(0)} MB\n` +
    `  value/export (.xlsx over HTTP) ${figures.export.seconds.toFixed(2)} s, ${(figures.export.bytes / MB).toFixed(1)} MB, ` +
    `peak RSS ${figures.export.peakRssMb.toFixed(0)} MB (+${figures.export.peakAboveBeforeMb.toFixed(0)} MB over before; ` +
    `peak JS heap used ${figures.export.peakHeapUsedMb.toFixed(0)} MB), ` +
    `${figures.export.dataRowsInFile} rows in the file; export ÷ raw SELECT ×${(exported.ms / raw.ms).toFixed(1)}`,
);
console.log(`results: ${writeResults("values-export", figures)}`);
process.exit(0);
