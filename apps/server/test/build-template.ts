import { writeFileSync } from "node:fs";
import { applyMigrations, openDatabase } from "../src/platform/db/client.ts";
import { seedDemo } from "../src/seed/demo-seed.ts";

/**
 * Writes a migrated, seeded PGlite data dir dump to argv[2]. Run as its own process: PGlite keeps file
 * handles open after close, which would keep the test runner alive.
 */
const out = process.argv[2];
if (!out) throw new Error("usage: build-template.ts <file>");
const database = await openDatabase({ kind: "pglite" });
await applyMigrations(database);
await seedDemo(database.db);
const dump = await database.pglite!.dumpDataDir("none");
writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
await database.close();
process.exit(0);
