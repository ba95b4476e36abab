import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";

/** Source files keyed by their path under apps/server/src/modules, e.g. "org/people.service.ts". */
type Sources = Record<string, string>;

/**
 * The files allowed to hold SQL (DESIGN.md 'Layout': only store files touch the module's tables): stores run
 * it, tables and views declare what it reads, `*.sql.ts` hold fragments that stores share, tests check it.
 */
const MAY_HOLD_SQL = /\.(store|tables|views|sql|test)\.ts$/;

/**
 * Each import or re-export from drizzle-orm (or one of its entry points) with what it brings in. The clause
 * holds no quote or semicolon, so one match never spans two statements.
 */
const DRIZZLE_IMPORT =
  /^\s*(?:import|export)\s+(type\s+)?([^;"'`]*?)\s*from\s*["'](drizzle-orm(?:\/[^"']*)?)["']/gm;

/**
 * A query started on a connection: `db`, `tx` or `conn`, whether plain or a field (`deps.db`), then a method
 * that runs SQL, on the same line or the next (Drizzle's chained style). `.transaction(` is not one of them:
 * a service sets the transaction its stores run in.
 */
const QUERY_CALL =
  /\b((?:\w+\.)*(?:db|tx|conn))\s*\.\s*((?:select|selectDistinct|selectDistinctOn|insert|update|delete|execute|\$count|\$with)(?=\s*\()|query(?=\s*\.))/g;

/** The names an import clause brings in as values: `type` ones (and `import type`) only name types. */
const valueNames = (clause: string): string[] =>
  clause
    .replace(/[{}]/g, ",")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "" && !part.startsWith("type "))
    .map((part) => (part.startsWith("*") ? part.replace(/\s+/g, " ") : part.split(/\s+as\s+/)[0]));

/**
 * Files under modules/ that run or build SQL though they are not stores: any value imported from drizzle-orm
 * (sql, eq, and, … all build SQL; types are fine), or a query started on a connection.
 */
export const sqlOutsideStores = (sources: Sources): string[] =>
  Object.entries(sources)
    .filter(([file]) => !MAY_HOLD_SQL.test(file))
    .flatMap(([file, source]) => {
      const imports = [...source.matchAll(DRIZZLE_IMPORT)].flatMap((m) => {
        const names = m[1] ? [] : valueNames(m[2]);
        return names.length ? [`${file} imports ${names.join(", ")} from ${m[3]}`] : [];
      });
      const calls = [...source.matchAll(QUERY_CALL)].map((m) => `${file} runs ${m[1]}.${m[2]}`);
      return [...imports, ...calls];
    });

const modulesDir = resolve(import.meta.dirname, "../src/modules");

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") ? [path] : [];
  });

const moduleSources = (): Sources =>
  Object.fromEntries(
    sourceFiles(modulesDir).map((file) => [
      relative(modulesDir, file).split(sep).join("/"),
      readFileSync(file, "utf8"),
    ]),
  );

// A pure reading of the source (once: it does not depend on the database).
describe.runIf(process.env.EOS_TEST_DB !== "postgres")("SQL lives in stores", () => {
  it("finds no module file outside stores, tables, views and SQL fragments that runs or builds SQL", () => {
    expect(sqlOutsideStores(moduleSources())).toEqual([]);
  });

  it("reports a service that imports query builders or runs a query itself", () => {
    const sources = {
      "evaluation/summary.service.ts": [
        `import type { AuthContext } from "../../platform/auth/access.ts";`,
        `import { and, eq as same, type SQL } from "drizzle-orm";`,
        `import { classV } from "../org/index.ts";`,
        "export const names = async (deps: Deps, id: number) => {",
        "  const [row] = await deps.db",
        "    .select({ name: classV.className })",
        "    .from(classV)",
        "    .where(and(same(classV.classId, id)));",
        "  return row;",
        "};",
      ].join("\n"),
      "org/people-import.service.ts": [
        `import * as orm from "drizzle-orm";`,
        `import { student } from "./org.tables.ts";`,
        "export const add = (tx: Tx, rows: Row[]) => tx.insert(student).values(rows);",
        "export const count = (conn: Db) => conn.$count(student);",
        "export const first = (db: Db) => db.query.student.findFirst();",
      ].join("\n"),
      "identity/school-accounts.ts": `import { sql } from "drizzle-orm/sql";\nexport const now = sql\`now()\`;\n`,
    };
    expect(sqlOutsideStores(sources)).toEqual([
      "evaluation/summary.service.ts imports and, eq from drizzle-orm",
      "evaluation/summary.service.ts runs deps.db.select",
      "org/people-import.service.ts imports * as orm from drizzle-orm",
      "org/people-import.service.ts runs tx.insert",
      "org/people-import.service.ts runs conn.$count",
      "org/people-import.service.ts runs db.query",
      "identity/school-accounts.ts imports sql from drizzle-orm/sql",
    ]);
  });

  it("accepts stores, tables, views, fragments and tests, types from drizzle-orm, transactions and hashes", () => {
    const query = `import { and, eq, sql } from "drizzle-orm";\nexport const q = (db: Db) => db.select().from(t);\n`;
    const sources = {
      "org/people-import.store.ts": query,
      "org/org.tables.ts": `import { sql } from "drizzle-orm";\nimport { pgTable } from "drizzle-orm/pg-core";\n`,
      "org/org.views.ts": `import { eq } from "drizzle-orm";\nimport { pgView } from "drizzle-orm/pg-core";\n`,
      "collection/counted.sql.ts": `import { sql } from "drizzle-orm";\nexport const notRejected = sql\`true\`;\n`,
      "org/people.routes.test.ts": query,
      "org/student-import.service.ts": [
        `import type { SQL } from "drizzle-orm";`,
        `import { type InferSelectModel, type SQL as Fragment } from "drizzle-orm";`,
        `import { createHash } from "node:crypto";`,
        `import { insertImportedStudents, takenStudentNos } from "./people-import.store.ts";`,
        "export const run = async (deps: Deps, rows: Row[]) => {",
        "  const taken = await takenStudentNos(deps.db, 1, rows.map((r) => r.no));",
        "  const hash = createHash('sha256').update('x', 'utf8').digest('hex');",
        "  return deps.db.transaction((tx) => insertImportedStudents(tx, rows));",
        "};",
      ].join("\n"),
    };
    expect(sqlOutsideStores(sources)).toEqual([]);
  });
});
