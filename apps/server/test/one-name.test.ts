import { readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { moduleGraph } from "../src/modules/module-graph.ts";

const root = resolve(import.meta.dirname, "../../..");
const folders = (dir: string) =>
  readdirSync(join(root, dir)).filter((name) => statSync(join(root, dir, name)).isDirectory());

/** The web's shells (what holds the pages, not a feature area) and its page of the platform's audit log. */
const webShells = ["console", "mobile", "portal", "audit"];

/** Folders named for no server module: a feature with two names (issue 18 item 3). */
const strangers = (names: string[], modules: string[], allowed: string[] = []) =>
  names.filter((n) => !modules.includes(n) && !allowed.includes(n));

describe.runIf(process.env.EOS_TEST_DB !== "postgres")("one name per feature", () => {
  const modules = Object.keys(moduleGraph);

  it("finds a folder named for no module (a deliberate violation)", () => {
    expect(strangers(["org", "people", "console"], ["org"], webShells)).toEqual(["people"]);
  });

  it("names every web feature and every contracts folder after a server module", () => {
    expect(strangers(folders("apps/web/src/features"), modules, webShells)).toEqual([]);
    expect(strangers(folders("packages/contracts/src"), modules)).toEqual([]);
    expect(strangers(folders("apps/server/src/modules"), modules)).toEqual([]);
  });
});
