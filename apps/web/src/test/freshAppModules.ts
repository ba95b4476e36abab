/**
 * The web test files share a worker and its loaded modules (isolate: false in vitest.config.ts): re-importing
 * React, antd and their hundreds of modules for every file was most of the web suite's time. The app's own
 * modules, though, keep state for a page's life (caches of options and settings, refusals, the i18n instance,
 * the UI adapter): a file must not inherit another file's. Before each file, this marks every module outside
 * node_modules (the app, the workspace packages, the test kits) as not evaluated, so the file imports them
 * afresh, as it would in a new page, while the libraries stay loaded. State the libraries keep in the shared
 * window (dayjs's locale, leftovers in document.body) is reset by setup.ts after each file.
 *
 * It runs as the first setup file (sequence.setupFiles: "list"), before setup.ts imports any app module.
 */
type ModuleNode = { evaluated: boolean; promise?: unknown; exports?: unknown; importers: Set<string> };
type WorkerState = { evaluatedModules?: { idToModuleMap?: Map<string, ModuleNode> } };

const modules = (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__?.evaluatedModules
  ?.idToModuleMap;
if (!modules) {
  // Loud, not silent: without it the files would share the app's state and fail in ways that look random.
  throw new Error("freshAppModules: vitest's module registry was not found (vitest upgraded?)");
}

const self = new URL(import.meta.url).pathname;
for (const [id, node] of modules) {
  if (id.includes("/node_modules/") || id.startsWith("\0") || id === self) continue;
  // What vi.resetModules() does for every module, for the app's only: keep the fetched code, run it again.
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
}
