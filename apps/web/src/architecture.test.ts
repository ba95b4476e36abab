import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import { describe, expect, it } from "vitest";
import { featureTiers, type Tier, tiers } from "./features/feature-tiers.ts";

/**
 * The web's module rules (issue 18), checked on the source: features form no cycle, a feature uses another only
 * through that feature's index.ts, no feature uses one of a higher tier (features/feature-tiers.ts, which mirrors the
 * server's module graph), and the shared folders (components/, api/, i18n/, test/) know no feature. Each check is a
 * pure function over a { path under src/ -> source } map, proven below on a deliberate violation.
 */
type Sources = Record<string, string>;
type Import = { from: string; to: string };

const sharedFolders = ["components", "api", "i18n", "test"];

/** The relative specifiers a file names: imports, re-exports, dynamic imports, side-effect and style imports. */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /(?:import|export)\s[^'"]*?from\s*["'](\.{1,2}\/[^"']+)["']/g,
    /import\s*\(\s*["'](\.{1,2}\/[^"']+)["']\s*\)/g,
    /import\s*["'](\.{1,2}\/[^"']+)["']/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1] ?? "");
  return found;
}

/** Every import between files of src/, resolved to paths under src/ (posix separators). */
export function importsOf(sources: Sources): Import[] {
  return Object.entries(sources).flatMap(([from, source]) =>
    specifiers(source).map((spec) => ({ from, to: posix.normalize(posix.join(posix.dirname(from), spec)) })),
  );
}

/** The feature a path belongs to (features/<name>/...), if any. */
export const featureOf = (path: string): string | undefined => /^features\/([^/]+)\//.exec(path)?.[1];

const isTest = (path: string) => /\.test\.tsx?$/.test(path);

/** Cycles between features, each as the features around it; test files are left out (a test may render the app). */
export function featureCycles(sources: Sources): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of importsOf(sources)) {
    const [a, b] = [featureOf(from), featureOf(to)];
    if (!a || !b || a === b || isTest(from)) continue;
    edges.set(a, (edges.get(a) ?? new Set()).add(b));
  }
  // Tarjan's strongly connected components: each with more than one feature is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) ?? 0);
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) component.push(w);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const feature of edges.keys()) if (!index.has(feature)) visit(feature);
  return cycles;
}

/** Imports from one feature into another feature's files other than its index.ts. */
export function internalImports(sources: Sources): Import[] {
  return importsOf(sources).filter(({ from, to }) => {
    const [a, b] = [featureOf(from), featureOf(to)];
    return a !== undefined && b !== undefined && a !== b && to !== `features/${b}/index.ts`;
  });
}

/**
 * Imports from a feature into a feature of a higher tier (test files left out: a test, like the shell, may compose
 * features). A feature without a tier counts as the highest, so that it is caught by undeclaredFeatures, not here.
 */
export function tierViolations(sources: Sources, tierOf: Record<string, Tier> = featureTiers): Import[] {
  const rank = (feature: string) => tiers.indexOf(tierOf[feature] ?? "shell");
  return importsOf(sources).filter(({ from, to }) => {
    const [a, b] = [featureOf(from), featureOf(to)];
    return a !== undefined && b !== undefined && a !== b && !isTest(from) && rank(b) > rank(a);
  });
}

/** Features (folders under features/) that feature-tiers.ts does not place in a tier. */
export function undeclaredFeatures(sources: Sources, tierOf: Record<string, Tier> = featureTiers): string[] {
  const features = new Set(Object.keys(sources).flatMap((path) => featureOf(path) ?? []));
  return [...features].filter((feature) => !(feature in tierOf)).sort();
}

/** Features whose server module of the same name sits in another tier: `feature: web tier != server tier`. */
export function tierMismatches(serverGraph: string, tierOf: Record<string, Tier> = featureTiers): string[] {
  const serverTiers = [...serverGraph.matchAll(/^\s*"?([\w-]+)"?: \{ tier: "(\w+)"/gm)];
  return serverTiers.flatMap(([, name = "", tier]) =>
    name in tierOf && tierOf[name] !== tier ? [`${name}: ${tierOf[name]} != ${tier}`] : [],
  );
}

/** Imports of a feature from the shared folders, which must know none. */
export function sharedImportingFeatures(sources: Sources): Import[] {
  return importsOf(sources).filter(
    ({ from, to }) => sharedFolders.includes(from.split("/")[0] ?? "") && featureOf(to) !== undefined,
  );
}

/** The web's sources: every .ts and .tsx file under src/, by its path under src/. */
function readSources(): Sources {
  const root = import.meta.dirname;
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
    });
  return Object.fromEntries(
    walk(root).map((path) => [relative(root, path).split(sep).join("/"), readFileSync(path, "utf8")]),
  );
}

describe("the web's module rules", () => {
  const sources = readSources();

  it("reads the features and their imports", () => {
    expect(Object.keys(sources)).toContain("features/org/index.ts");
    expect(importsOf(sources).length).toBeGreaterThan(1000);
  });

  it("has no cycle between features", () => {
    expect(featureCycles(sources)).toEqual([]);
  });

  it("lets a feature use another only through its index.ts", () => {
    expect(internalImports(sources)).toEqual([]);
  });

  it("keeps components/, api/, i18n/ and test/ free of any feature", () => {
    expect(sharedImportingFeatures(sources)).toEqual([]);
  });

  it("places every feature in a tier and lets none use a feature of a higher tier", () => {
    expect(undeclaredFeatures(sources)).toEqual([]);
    expect(tierViolations(sources)).toEqual([]);
  });

  it("puts a feature in the tier of its server module of the same name", () => {
    const graph = readFileSync(join(import.meta.dirname, "../../server/src/modules/module-graph.ts"), "utf8");
    expect(graph).toContain('insight: { tier: "insight"');
    expect(tierMismatches(graph)).toEqual([]);
  });
});

describe("each check catches its violation", () => {
  const clean: Sources = {
    "features/forms/index.ts": 'export { FillPage } from "./FillPage.tsx";',
    "features/forms/FillPage.tsx": 'import { formatTime } from "../../components/format.ts";',
    "features/collection/index.ts": 'export { TodoCard } from "./progress/TodoCard.tsx";',
    "features/collection/progress/TodoCard.tsx": 'import { FillPage } from "../../forms/index.ts";',
    "components/format.ts": 'import dayjs from "dayjs";',
  };

  it("passes a clean graph", () => {
    expect(featureCycles(clean)).toEqual([]);
    expect(internalImports(clean)).toEqual([]);
    expect(sharedImportingFeatures(clean)).toEqual([]);
    expect(tierViolations(clean)).toEqual([]);
    expect(undeclaredFeatures(clean)).toEqual([]);
  });

  it("finds an engine using a feature of a higher tier, but not a test composing them", () => {
    const upward = {
      ...clean,
      "features/insight/index.ts": 'export { UsagePage } from "./UsagePage.tsx";',
      "features/collection/progress/TodoCard.tsx": 'import { UsagePage } from "../../insight/index.ts";',
      "features/collection/progress/TodoCard.test.tsx": 'import "../../insight/index.ts";',
    };
    expect(tierViolations(upward)).toEqual([
      { from: "features/collection/progress/TodoCard.tsx", to: "features/insight/index.ts" },
    ]);
    // Downward and within a tier are allowed: insight over collection, collection over forms.
    const downward = {
      ...clean,
      "features/insight/UsagePage.tsx": 'import { TodoCard } from "../collection/index.ts";',
    };
    expect(tierViolations(downward)).toEqual([]);
  });

  it("finds a feature placed in no tier, and one placed in another tier than its server module", () => {
    expect(undeclaredFeatures({ ...clean, "features/archive/index.ts": "export {};" })).toEqual(["archive"]);
    const server =
      'export const moduleGraph = {\n  forms: { tier: "engines", uses: [] },\n  insight: { tier: "insight", uses: [] },\n};';
    expect(tierMismatches(server)).toEqual([]);
    expect(tierMismatches(server, { ...featureTiers, forms: "base" })).toEqual(["forms: base != engines"]);
  });

  it("finds a cycle between features, also through a dynamic import", () => {
    const cyclic = {
      ...clean,
      "features/forms/FillPage.tsx": 'const load = () => import("../collection/index.ts");',
    };
    expect(featureCycles(cyclic)).toEqual([["collection", "forms"]]);
    // A test that renders a higher feature's page closes no cycle.
    expect(
      featureCycles({ ...clean, "features/forms/Fill.test.tsx": 'import "../collection/index.ts";' }),
    ).toEqual([]);
  });

  it("finds a feature reaching into another's files, styles included", () => {
    const reaching = {
      ...clean,
      "features/collection/progress/TodoCard.tsx":
        'import { fill } from "../../forms/fillerApi.ts";\nimport "../../forms/filler.css";',
    };
    expect(internalImports(reaching)).toEqual([
      { from: "features/collection/progress/TodoCard.tsx", to: "features/forms/fillerApi.ts" },
      { from: "features/collection/progress/TodoCard.tsx", to: "features/forms/filler.css" },
    ]);
  });

  it("finds a shared folder importing a feature, even through its index", () => {
    const knowing = {
      ...clean,
      "components/format.ts": 'export { FillPage } from "../features/forms/index.ts";',
      "test/kit.ts": 'import type { TodoItem } from "../features/collection/progress/todo.ts";',
    };
    expect(sharedImportingFeatures(knowing)).toEqual([
      { from: "components/format.ts", to: "features/forms/index.ts" },
      { from: "test/kit.ts", to: "features/collection/progress/todo.ts" },
    ]);
  });
});
