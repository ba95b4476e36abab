import { buildApp } from "@eos/server/src/app.ts";
import { createMemoryCache } from "@eos/server/src/platform/cache/memory-cache.ts";
import { applyMigrations, type Database, openDatabase } from "@eos/server/src/platform/db/client.ts";
import { readSheetRows } from "@eos/server/src/platform/files/xlsx.ts";
import { seedDemo } from "@eos/server/src/seed/demo-seed.ts";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { openBenchDatabase } from "./lib/database.ts";
import { writeResults } from "./lib/report.ts";
import { benchConfig } from "./lib/servers.ts";
import { signInByInject } from "./lib/sign-in.ts";

/**
 * Importing 5,000 students with their parents from .xlsx (issue 3: under 20 s on PGlite, under 10 s on
 * PostgreSQL), beside its baselines in the same run: reading the file alone, and the raw multi-row INSERT
 * of the same students.
 */
const ROWS = Number(process.env.IMPORT_ROWS ?? 5000);

const workbook = async (): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("学生");
  sheet.addRow(["学号", "姓名", "性别", "班级", "账号", "家长姓名", "家长手机", "关系"]);
  for (let i = 0; i < ROWS; i++) {
    const parent = i - (i % 10 === 9 ? 1 : 0);
    sheet.addRow([
      `B${String(i).padStart(7, "0")}`,
      `学生${i}`,
      i % 2 ? "男" : "女",
      "一年级(1)班",
      `b${String(i).padStart(7, "0")}`,
      `家长${parent}`,
      `137${String(parent).padStart(8, "0")}`,
      "母亲",
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
};

const multipart = (data: Buffer) => {
  const b = "----eos-bench";
  const head = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="s.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${b}--\r\n`)]),
    type: `multipart/form-data; boundary=${b}`,
  };
};

const time = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

const measure = async (label: string, database: Database, file: Buffer) => {
  const app = await buildApp({ config: benchConfig(), database, cache: createMemoryCache() });
  const { token, schoolId } = await signInByInject(app, "admin");
  const { payload, type } = multipart(file);
  const [res, importMs] = await time(() =>
    app.inject({
      method: "POST",
      url: "/api/v3/stu/import",
      payload,
      headers: { "content-type": type, authorization: `Bearer ${token}` },
    }),
  );
  const result = res.json().data;
  if (!result?.ok) throw new Error(`import failed: ${res.body.slice(0, 500)}`);
  const [, readMs] = await time(() => readSheetRows(file));
  const classId = (
    (
      await database.db.execute(
        sql`select id from org_unit where school_id = ${schoolId} and kind = 'class' limit 1`,
      )
    ).rows[0] as { id: number }
  ).id;
  const [, rawMs] = await time(async () => {
    for (let i = 0; i < ROWS; i += 1000) {
      const values = Array.from(
        { length: Math.min(1000, ROWS - i) },
        (_, k) => sql`(${schoolId}, ${`raw${i + k}`}, ${`R${i + k}`}, ${classId})`,
      );
      await database.db.execute(
        sql`insert into student (school_id, name, student_no, class_id) values ${sql.join(values, sql`, `)}`,
      );
    }
  });
  await app.close();
  console.log(
    `${label}: import ${ROWS} students + ${result.parentsCreated} parents in ${(importMs / 1000).toFixed(2)} s; ` +
      `baselines: read file ${(readMs / 1000).toFixed(2)} s, raw INSERT of the students ${(rawMs / 1000).toFixed(2)} s; ` +
      `import ÷ (read + raw insert) ×${(importMs / (readMs + rawMs)).toFixed(2)}`,
  );
  return { label, rows: ROWS, parentsCreated: result.parentsCreated, importMs, readMs, rawMs };
};

const file = await workbook();
const figures = [];
const pglite = await openDatabase({ kind: "pglite" });
await applyMigrations(pglite);
await seedDemo(pglite.db);
figures.push(await measure("PGlite (in memory)", pglite, file));
await pglite.close();

const bench = await openBenchDatabase();
if (bench.database.kind === "postgres")
  figures.push(await measure(`PostgreSQL (${bench.label})`, bench.database, file));
await bench.close();
console.log(`results: ${writeResults("student-import", { figures })}`);
process.exit(0);
