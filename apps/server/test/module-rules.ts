import { posix } from "node:path";
import type { ModuleEntry } from "../src/modules/module-graph.ts";

/**
 * The module rules of DESIGN.md 'Layout' as pure functions over source text, so that a test can feed each one
 * a deliberate violation. Paths are relative to apps/server/src/modules, with forward slashes.
 */
export type Sources = Record<string, string>;
export type Graph = Record<string, ModuleEntry>;
export type ImportEdge = { file: string; spec: string; from: string; to: string; target: string };

const IMPORT =
  /(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;

export const specsOf = (source: string): string[] =>
  [...source.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);

const moduleOf = (path: string) => path.split("/")[0];
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every relative import of one module's file that lands in another module. */
export const crossModuleImports = (sources: Sources): ImportEdge[] =>
  Object.entries(sources).flatMap(([file, source]) =>
    specsOf(source).flatMap((spec) => {
      if (!spec.startsWith(".")) return [];
      const target = posix.normalize(posix.join(posix.dirname(file), spec));
      if (target.startsWith("..") || !target.includes("/")) return [];
      const from = moduleOf(file);
      const to = moduleOf(target);
      return from === to ? [] : [{ file, spec, from, to, target }];
    }),
  );

/** Imports that reach into another module past its index.ts. */
export const pastTheIndex = (edges: ImportEdge[]): string[] =>
  edges
    .filter((e) => e.target !== `${e.to}/index.ts`)
    // Table definitions may reference the tenant tables they key on (school), as foreign keys must.
    .filter((e) => !(/\.tables\.ts$/.test(e.file) && e.target === "school/school.tables.ts"))
    .map((e) => `${e.file} imports ${e.spec}`);

/** Module-to-module imports of the source (tests, like app.ts, compose modules and are left out). */
export const moduleEdges = (edges: ImportEdge[]): Map<string, Set<string>> => {
  const graph = new Map<string, Set<string>>();
  for (const e of edges) {
    if (isTest(e.file)) continue;
    const uses = graph.get(e.from) ?? new Set<string>();
    uses.add(e.to);
    graph.set(e.from, uses);
  }
  return graph;
};

/** The strongly connected components of more than one module (Tarjan), each sorted: the import cycles. */
export const cyclesOf = (graph: Map<string, Iterable<string>>): string[][] => {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const nodes = new Set([...graph.keys(), ...[...graph.values()].flatMap((v) => [...v])]);
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || [...(graph.get(v) ?? [])].includes(v)) cycles.push(component.sort());
  };
  for (const v of [...nodes].sort()) if (!index.has(v)) visit(v);
  return cycles;
};

/** Source imports between modules that the declared graph does not allow. */
export const undeclaredImports = (edges: ImportEdge[], graph: Graph): string[] =>
  edges
    .filter((e) => !isTest(e.file) && !graph[e.from]?.uses.includes(e.to))
    .map((e) => `${e.file} imports ${e.spec}: ${e.from} may not use ${e.to}`);

/**
 * The declared graph itself: every module folder declared and every declared module a folder; each use points
 * to a declared module of a lower tier or of the same tier; and the declared uses form no cycle.
 */
export const graphProblems = (graph: Graph, folders: string[], tierOrder: readonly string[]): string[] => {
  const problems = [
    ...folders.filter((m) => !graph[m]).map((m) => `module ${m} is not declared in module-graph.ts`),
    ...Object.keys(graph)
      .filter((m) => !folders.includes(m))
      .map((m) => `module ${m} is declared but has no folder`),
  ];
  for (const [name, entry] of Object.entries(graph)) {
    for (const used of entry.uses) {
      const other = graph[used];
      if (!other) problems.push(`${name} uses ${used}, which is not declared`);
      else if (tierOrder.indexOf(other.tier) > tierOrder.indexOf(entry.tier))
        problems.push(`${name} (${entry.tier}) uses ${used} of a higher tier (${other.tier})`);
    }
  }
  const declared = new Map(Object.entries(graph).map(([name, e]) => [name, e.uses]));
  for (const cycle of cyclesOf(declared)) problems.push(`declared cycle: ${cycle.join(" <-> ")}`);
  return problems;
};

/** Routes call services: a `*.routes.ts` file never imports a `*.store.ts` file, its own module's or not. */
export const routesImportingStores = (sources: Sources): string[] =>
  Object.entries(sources)
    .filter(([file]) => file.endsWith(".routes.ts"))
    .flatMap(([file, source]) =>
      specsOf(source)
        .filter((spec) => /\.store\.ts$/.test(spec))
        .map((spec) => `${file} imports ${spec}`),
    );

/** A module's index.ts hands out services, views, ports and types: it never re-exports its routes or stores. */
export const indexLeaks = (sources: Sources): string[] =>
  Object.entries(sources)
    .filter(([file]) => /^[^/]+\/index\.ts$/.test(file))
    .flatMap(([file, source]) =>
      [...source.matchAll(/export[^'"]*?from\s*["']([^"']+)["']/g)]
        .map((m) => m[1])
        .filter((spec) => /\.(routes|store)\.ts$/.test(spec))
        .map((spec) => `${file} re-exports ${spec}`),
    );

/** Each module's module.ts exports one plugin, `<name>Module`, that registers the module's routes. */
export const modulePluginProblems = (sources: Sources, folders: string[]): string[] =>
  folders.flatMap((name) => {
    const source = sources[`${name}/module.ts`];
    if (source === undefined) return [`${name} has no module.ts`];
    const plugins = [...source.matchAll(/^export const (\w+)/gm)].map((m) => m[1]);
    const expected = `${name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Module`;
    return plugins.length === 1 && plugins[0] === expected
      ? []
      : [`${name}/module.ts exports ${plugins.join(", ") || "nothing"}, not just ${expected}`];
  });
