import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { moduleGraph, tiers } from "../src/modules/module-graph.ts";
import {
  crossModuleImports,
  cyclesOf,
  graphProblems,
  indexLeaks,
  moduleEdges,
  modulePluginProblems,
  pastTheIndex,
  routesImportingStores,
  type Sources,
  undeclaredImports,
} from "./module-rules.ts";

const root = resolve(import.meta.dirname, "../../..");

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "dist") return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

const importsOf = (file: string): string[] =>
  [
    ...readFileSync(file, "utf8").matchAll(
      /(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g,
    ),
  ].map((m) => m[1] ?? m[2]);

const modulesDir = join(root, "apps/server/src/modules");

/** Every source file under a directory, keyed by its path relative to it. */
const sourcesOf = (dir: string): Sources =>
  Object.fromEntries(
    sourceFiles(join(root, dir)).map((file) => [
      relative(join(root, dir), file).split(sep).join("/"),
      readFileSync(file, "utf8"),
    ]),
  );
let modules: Sources | undefined;
const moduleSources = (): Sources => {
  modules ??= sourcesOf("apps/server/src/modules");
  return modules;
};

const moduleFolders = () =>
  readdirSync(modulesDir).filter((name) => statSync(join(modulesDir, name)).isDirectory());

const violations = (dir: string, forbidden: (spec: string, file: string) => boolean) =>
  sourceFiles(join(root, dir)).flatMap((file) =>
    importsOf(file)
      .filter((spec) => forbidden(spec, file))
      .map((spec) => `${relative(root, file)} imports ${spec}`),
  );

// The house rules of DESIGN.md 'Layout', checked on the source (once: they do not depend on the database).
describe.runIf(process.env.EOS_TEST_DB !== "postgres")("the layout's import rules", () => {
  it("keeps packages free of apps, and the web app free of the server", () => {
    expect(
      violations("packages", (spec) => spec.includes("apps/") || spec.startsWith("@eos/server")),
    ).toEqual([]);
    expect(
      violations("apps/web/src", (spec) => spec.includes("apps/server") || spec.startsWith("@eos/server")),
    ).toEqual([]);
  });

  it("lets a module reach another module only through its index.ts", () => {
    expect(pastTheIndex(crossModuleImports(moduleSources()))).toEqual([]);
  });

  it("declares every module in the graph, in tiers, without cycles", () => {
    expect(graphProblems(moduleGraph, moduleFolders(), tiers)).toEqual([]);
  });

  it("keeps the modules' imports free of cycles and within the declared graph", () => {
    const edges = crossModuleImports(moduleSources());
    expect(cyclesOf(moduleEdges(edges))).toEqual([]);
    expect(undeclaredImports(edges, moduleGraph)).toEqual([]);
  });

  it("gives each module one named plugin in its module.ts", () => {
    expect(modulePluginProblems(moduleSources(), moduleFolders())).toEqual([]);
  });

  it("lets a module's index.ts hand out neither its routes nor its stores", () => {
    expect(indexLeaks(moduleSources())).toEqual([]);
  });

  it("keeps routes thin: no routes file imports a store", () => {
    expect(routesImportingStores(sourcesOf("apps/server/src"))).toEqual([]);
  });

  it("keeps the platform free of feature modules", () => {
    expect(violations("apps/server/src/platform", (spec) => spec.includes("/modules/"))).toEqual([]);
  });
});

// Each rule above, fed a deliberate violation, reports it: a rule that cannot fail proves nothing.
describe.runIf(process.env.EOS_TEST_DB !== "postgres")("the module rules catch violations", () => {
  const graph = {
    school: { tier: "base", uses: [] },
    forms: { tier: "engines", uses: ["school"] },
    collection: { tier: "engines", uses: ["forms", "school"] },
  } as const;
  const tierOrder = ["base", "engines"];
  const at = (spec: string) => `import { x } from "${spec}";\n`;

  it("reports a cycle between modules, and an import the graph does not declare", () => {
    const sources = {
      "forms/form.service.ts": at("../collection/index.ts"),
      "collection/task.service.ts": at("../forms/index.ts"),
      "collection/task.routes.test.ts": at("../school/index.ts"),
    };
    const edges = crossModuleImports(sources);
    expect(cyclesOf(moduleEdges(edges))).toEqual([["collection", "forms"]]);
    expect(undeclaredImports(edges, graph)).toEqual([
      "forms/form.service.ts imports ../collection/index.ts: forms may not use collection",
    ]);
  });

  it("reports an import past another module's index.ts, but not a table's foreign key to school", () => {
    const sources = {
      "collection/task.service.ts": at("../forms/form-value.store.ts"),
      "collection/task.tables.ts": at("../school/school.tables.ts"),
      "identity/third-party/link.ts": at("../../school/school.store.ts"),
    };
    expect(pastTheIndex(crossModuleImports(sources))).toEqual([
      "collection/task.service.ts imports ../forms/form-value.store.ts",
      "identity/third-party/link.ts imports ../../school/school.store.ts",
    ]);
  });

  it("reports a declared graph with an undeclared folder, a use of a higher tier or a cycle", () => {
    const bad = {
      ...graph,
      school: { tier: "base", uses: ["forms"] },
      forms: { tier: "engines", uses: ["collection"] },
    } as const;
    expect(graphProblems(bad, ["school", "forms", "collection", "insight"], tierOrder)).toEqual([
      "module insight is not declared in module-graph.ts",
      "school (base) uses forms of a higher tier (engines)",
      "declared cycle: collection <-> forms <-> school",
    ]);
  });

  it("reports a routes file importing a store, and an index.ts handing out routes or stores", () => {
    const sources = {
      "notice/notice.routes.ts": `import type { Row } from "./notice.store.ts";\n${at("./notice.service.ts")}`,
      "notice/index.ts": `import { x } from "./notice.store.ts";\nexport { noticeRoutes } from "./notice.routes.ts";\nexport * from "./notice.store.ts";\n`,
    };
    expect(routesImportingStores(sources)).toEqual(["notice/notice.routes.ts imports ./notice.store.ts"]);
    expect(indexLeaks(sources)).toEqual([
      "notice/index.ts re-exports ./notice.routes.ts",
      "notice/index.ts re-exports ./notice.store.ts",
    ]);
    expect(modulePluginProblems(sources, ["notice", "school-admin"])).toEqual([
      "notice has no module.ts",
      "school-admin has no module.ts",
    ]);
    const twoPlugins = "export const schoolAdminModule = 1;\nexport const areaModule = 2;\n";
    expect(modulePluginProblems({ "school-admin/module.ts": twoPlugins }, ["school-admin"])).toEqual([
      "school-admin/module.ts exports schoolAdminModule, areaModule, not just schoolAdminModule",
    ]);
  });
});
