import { randomBytes } from "node:crypto";
import { join } from "node:path";
import { buildApp } from "./app.ts";
import { findPlatformSite } from "./modules/school/index.ts";
import { cacheFromConfig } from "./platform/cache/redis-cache.ts";
import { loadConfig } from "./platform/config.ts";
import { applyMigrations, openDatabase } from "./platform/db/client.ts";
import { describeOutboxReaders } from "./platform/sms/outbox-access.ts";
import { describeDemo, isDatabaseEmpty, seedDemo } from "./seed/demo-seed.ts";
import { seedSchoolBanners } from "./seed/seed-areas.ts";
import { seedDemoExports } from "./seed/seed-exports.ts";

const started = Date.now();
const config = loadConfig();
// On PostgreSQL the owner migrates and seeds; requests and jobs run as eos_app, under row-level security.
const owner = await openDatabase(
  config.databaseUrl
    ? {
        kind: "postgres",
        url: config.databaseUrl,
        max: 2,
        preparedStatements: config.databasePreparedStatements,
      }
    : { kind: "pglite", dataDir: join(config.dataDir, "db") },
);
await applyMigrations(owner);
const database =
  owner.kind === "postgres" && config.databaseAppUrl
    ? await openDatabase({
        kind: "postgres",
        url: config.databaseAppUrl,
        scoped: true,
        preparedStatements: config.databasePreparedStatements,
      })
    : owner;
const cache = await cacheFromConfig(config.redisUrl);
// The code that unlocks creating the first platform administrator at /setup: SETUP_CODE, else a fresh one per
// start, printed below while no platform administrator exists (only whoever sees this output can use it).
const setupCode = config.setupCode ?? randomBytes(12).toString("base64url");
const app = await buildApp({ config: { ...config, setupCode }, database, cache });

let demoText: string | undefined;
if (config.seed === "demo" && (await isDatabaseEmpty(owner.db))) {
  const summary = await seedDemo(owner.db);
  // Banners' images are stored files: written once the demo's transaction has committed.
  // A banner that cannot be stored (a full disk, a file store down) must not keep the demo from starting.
  for (const s of summary.schools)
    await seedSchoolBanners({ db: owner.db, config, now: () => new Date() }, s.id).catch((error: unknown) =>
      app.log.warn({ err: error, schoolId: s.id }, "demo banners were not seeded"),
    );
  // A finished export in each school's My downloads, its file in the same store (the same kind of failure is
  // as harmless: the downloads page is then empty, or the server's poller makes the file later).
  await seedDemoExports(
    { db: owner.db, config, now: () => new Date() },
    summary.schools.map((s) => s.id),
  ).catch((error: unknown) => app.log.warn({ err: error }, "demo exports were not seeded"));
  demoText = describeDemo(summary, `http://localhost:${config.port}`);
}
if (owner !== database) await owner.close();

app.addHook("onClose", async () => {
  await database.close();
  await cache.close();
});

let closing = false;
const shutdown = async (signal: string) => {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  process.exit(0);
};
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl
  ? "PostgreSQL (DATABASE_URL; requests as eos_app)"
  : `embedded PGlite in ${join(config.dataDir, "db")}`;
console.log(
  `\nEOS is listening on http://localhost:${config.port} (database: ${where}; ready in ${Date.now() - started} ms)`,
);
console.log(`API documentation: http://localhost:${config.port}/api/docs`);
console.log(describeOutboxReaders(config.smsProvider === "outbox", config.devOutboxAllow ?? []));
if (!(await findPlatformSite(database.db))) {
  console.log(
    `No platform administrator yet: open http://localhost:${config.port}/setup and enter the setup code ${
      config.setupCode ? "you set in SETUP_CODE" : setupCode
    }`,
  );
}
if (demoText) console.log(demoText);
else if (config.seed === "demo")
  console.log("Demo data was already present; every demo account's password is Demo@2026.");
