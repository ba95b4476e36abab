import { dirname, join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { account } from "@eos/server/src/modules/identity/identity.tables.ts";
import { hashPassword } from "@eos/server/src/modules/identity/index.ts";
import { student } from "@eos/server/src/modules/org/org.tables.ts";
import { area, school } from "@eos/server/src/modules/school/school.tables.ts";
import {
  applyMigrations,
  type Database,
  type DatabaseOptions,
  type Db,
  openDatabase,
} from "@eos/server/src/platform/db/client.ts";
import { clientHash, DEMO_PASSWORD } from "@eos/server/src/seed/demo-seed.ts";
import { seededRandom } from "@eos/server/src/seed/random.ts";
import { schoolDaysBefore, seedAttendanceRollup } from "@eos/server/src/seed/seed-attendance.ts";
import { seedSchool } from "@eos/server/src/seed/seed-school.ts";
import { count, inArray, sql } from "drizzle-orm";
import { seedLargeAttendance } from "./lib/large-attendance.ts";
import {
  areaSitePlan,
  type LargeOptions,
  regionDomains,
  rowsWritten,
  schoolDomain,
  schoolPlan,
} from "./lib/large-region.ts";

/**
 * Generates a benchmark-sized region: one area and N schools of about M students each, with the demo
 * password on every account. Usage: npm run seed:large -- --schools 100 --students-per-school 1000
 */
const USAGE =
  "usage: seed-large [--schools N] [--students-per-school N] [--area-name NAME] [--seed N] [--attendance-days N]";
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

/** Bad flags: said with the usage line, without a stack trace. */
class UsageError extends Error {}

const isUsageError = (error: unknown): error is Error =>
  error instanceof UsageError ||
  String((error as { code?: unknown })?.code ?? "").startsWith("ERR_PARSE_ARGS");

const positiveInt = (raw: string, flag: string, max: number): number => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new UsageError(`--${flag} must be an integer from 1 to ${max}`);
  return n;
};

const parseOptions = (argv: string[]): LargeOptions => {
  const { values } = parseArgs({
    args: argv,
    options: {
      schools: { type: "string", default: "100" },
      "students-per-school": { type: "string", default: "1000" },
      "area-name": { type: "string", default: "Large District" },
      seed: { type: "string", default: "20260901" },
      // A school year: 38 weeks of five days.
      "attendance-days": { type: "string", default: "190" },
      help: { type: "boolean", default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return {
    schools: positiveInt(values.schools, "schools", 9999),
    studentsPerSchool: positiveInt(values["students-per-school"], "students-per-school", 100_000),
    areaName: values["area-name"].trim() || "Large District",
    seed: positiveInt(values.seed, "seed", 2 ** 31),
    attendanceDays:
      values["attendance-days"] === "0" ? 0 : positiveInt(values["attendance-days"], "attendance-days", 400),
  };
};

/** DATABASE_URL if set; else PGlite in DATA_DIR/db, DATA_DIR relative to the repository like the server's. */
const databaseTarget = (): { options: DatabaseOptions; label: string } => {
  const url = process.env.DATABASE_URL;
  if (url) return { options: { kind: "postgres", url, max: 2 }, label: "PostgreSQL (DATABASE_URL)" };
  const dataDir = join(resolve(repoRoot, process.env.DATA_DIR || "data"), "db");
  return { options: { kind: "pglite", dataDir }, label: `PGlite in ${dataDir}` };
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const num = (n: number) => n.toLocaleString("en-US");

const existingDomains = async (db: Db, domains: string[]): Promise<string[]> => {
  const rows = await db
    .select({ domain: school.domain })
    .from(school)
    .where(inArray(sql`lower(${school.domain})`, domains));
  return rows.map((r) => r.domain).sort();
};

/** The area and its own site (a type-1 school) in one transaction. */
const seedArea = async (db: Db, options: LargeOptions, passwordHash: string): Promise<number> =>
  db.transaction(async (tx) => {
    const [{ id }] = await tx
      .insert(area)
      .values({ name: options.areaName, code: "large" })
      .returning({ id: area.id });
    await seedSchool(tx, areaSitePlan(options, id), seededRandom(options.seed), passwordHash);
    return id;
  });

type Totals = {
  schools: number;
  classes: number;
  teachers: number;
  students: number;
  parents: number;
  rows: number;
  attendance: number;
  /** Roll-up rows built and the time it took (attendance's daily roll-up of the seeded days, after them). */
  rollupRows: number;
  rollupMs: number;
};

/** One transaction per school: a failure loses one school, and progress shows as it goes. */
const seedSchools = async (
  db: Db,
  options: LargeOptions,
  areaId: number,
  passwordHash: string,
): Promise<Totals> => {
  const totals: Totals = {
    schools: 0,
    classes: 0,
    teachers: 0,
    students: 0,
    parents: 0,
    rows: 0,
    attendance: 0,
    rollupRows: 0,
    rollupMs: 0,
  };
  const now = new Date();
  const days = schoolDaysBefore(now.toISOString().slice(0, 10), options.attendanceDays);
  const every = Math.max(1, Math.floor(options.schools / 100));
  const started = performance.now();
  for (let i = 1; i <= options.schools; i++) {
    const plan = schoolPlan(i, options, areaId);
    const rnd = seededRandom((options.seed + i * 7919) >>> 0);
    const seeded = await db.transaction((tx) => seedSchool(tx, plan, rnd, passwordHash));
    totals.schools++;
    const marks = await seedLargeAttendance(db, seeded.id, days, now);
    const rollupStarted = performance.now();
    totals.rollupRows += (await seedAttendanceRollup(db, seeded.id, now)).rows;
    totals.rollupMs += performance.now() - rollupStarted;
    totals.attendance += marks;
    totals.rows += rowsWritten(plan, seeded) + marks;
    for (const k of ["classes", "teachers", "students", "parents"] as const) totals[k] += seeded.counts[k];
    if (i % every === 0 || i === options.schools) {
      const done = `${String(i).padStart(String(options.schools).length)}/${options.schools}`;
      const elapsed = seconds(performance.now() - started);
      console.log(
        `  ${done}  ${plan.domain}  ${num(seeded.counts.students)} students  rows ${num(totals.rows)}  ${elapsed}`,
      );
    }
  }
  return totals;
};

/** Counts read back from the database, so that the summary states what is there, not what was meant. */
const verify = async (db: Db, areaId: number): Promise<{ students: number; accounts: number }> => {
  const inArea = sql`(select id from ${school} where ${school.areaId} = ${areaId})`;
  const [s] = await db.select({ n: count() }).from(student).where(inArray(student.schoolId, inArea));
  const [a] = await db.select({ n: count() }).from(account).where(inArray(account.schoolId, inArea));
  return { students: Number(s.n), accounts: Number(a.n) };
};

const run = async (database: Database, options: LargeOptions): Promise<number> => {
  const t0 = performance.now();
  await applyMigrations(database);
  const t1 = performance.now();
  const clash = await existingDomains(database.db, regionDomains(options.schools));
  if (clash.length > 0) {
    const shown = clash.slice(0, 5).join(", ") + (clash.length > 5 ? ` and ${clash.length - 5} more` : "");
    console.error(`Refusing to seed: these domains already exist: ${shown}.`);
    console.error("Use a fresh DATA_DIR or database (or drop the earlier large region) and run again.");
    return 1;
  }
  const passwordHash = await hashPassword(clientHash(DEMO_PASSWORD));
  const t2 = performance.now();
  const areaId = await seedArea(database.db, options, passwordHash);
  const totals = await seedSchools(database.db, options, areaId, passwordHash);
  const t3 = performance.now();
  const found = await verify(database.db, areaId);
  const rate = Math.round(totals.rows / ((t3 - t2) / 1000));
  console.log(
    `\nDone: ${num(totals.schools)} schools, ${num(totals.classes)} classes, ${num(totals.teachers)} teachers,`,
  );
  console.log(
    `      ${num(totals.students)} students, ${num(totals.parents)} parents, about ${num(totals.rows)} rows,`,
  );
  console.log(
    `      of which ${num(totals.attendance)} attendance records (${options.attendanceDays} school days, two points a day).`,
  );
  console.log(
    `      Attendance roll-up: ${num(totals.rollupRows)} rows (day, point, class) built in ${seconds(totals.rollupMs)}.`,
  );
  console.log(
    `      In the database for this area: ${num(found.students)} students, ${num(found.accounts)} accounts.`,
  );
  console.log(`Timings: migrations ${seconds(t1 - t0)}, password hash ${seconds(t2 - t1)},`);
  console.log(
    `         seeding ${seconds(t3 - t2)} (${num(rate)} rows/s), total ${seconds(performance.now() - t0)}.`,
  );
  console.log(
    `Sign in with ?domain=${schoolDomain(1, options.schools)} as admin, or the area at large-area.demo`,
  );
  console.log(`as areaadmin; every password is ${DEMO_PASSWORD}.`);
  return 0;
};

const main = async (): Promise<number> => {
  const options = parseOptions(process.argv.slice(2));
  const { options: dbOptions, label } = databaseTarget();
  console.log(
    `Seeding ${num(options.schools)} schools of about ${num(options.studentsPerSchool)} students into ${label}`,
  );
  const database = await openDatabase(dbOptions);
  try {
    return await run(database, options);
  } finally {
    await database.close();
  }
};

// PGlite keeps file handles after close, which would keep the process alive: exit explicitly.
await main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(isUsageError(error) ? `${error.message}\n${USAGE}` : error);
    process.exit(1);
  },
);
