import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

type ModuleInfo = { importers: readonly string[] } | null;

const nodeModule = /[\\/]node_modules[\\/]/;
const reactPackages = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const antdMobilePackage = /[\\/]node_modules[\\/]antd-mobile[\\/]/;
const antdPackages = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[a-z-]+|@emotion|stylis)[\\/]/;
// The shared contracts export plain constants beside zod schemas; the web uses only the constants and types,
// so marking them side-effect free lets the schemas (and zod) drop out of the bundle.
const contractsSource = /[\\/]packages[\\/]contracts[\\/]src[\\/]/;
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
 * Packages that only some lazily loaded pages use, each in a chunk of its own: in the shared vendor chunk they
 * were downloaded and run with the first screen (sign-in on a phone), about 1 MB of the 2.6 MB it loaded.
 */
const ownChunks: [string, RegExp][] = [
  ["vendor-charts", /[\\/]node_modules[\\/](echarts|zrender)[\\/]/],
  ["vendor-jsqr", /[\\/]node_modules[\\/]jsqr[\\/]/],
  ["vendor-dnd", /[\\/]node_modules[\\/]@dnd-kit[\\/]/],
];

export default defineConfig({
  plugins: [react()],
  // Every package must share the app's single React.
  resolve: { dedupe: ["react", "react-dom"] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    chunkSizeWarningLimit: 1000,
    rollupOptions: {
      treeshake: { moduleSideEffects: (id: string) => !contractsSource.test(id) },
      output: {
        manualChunks(id: string, { getModuleInfo }: { getModuleInfo: (id: string) => ModuleInfo }) {
          if (!nodeModule.test(id)) return undefined;
          if (reactPackages.test(id)) return "vendor-react";
          if (qrPackages.test(id)) return "vendor-qrcode";
          if (ownedBy(antdMobilePackage, id, getModuleInfo)) return "vendor-antd-mobile";
          for (const [name, owner] of ownChunks) if (ownedBy(owner, id, getModuleInfo)) return name;
          if (antdPackages.test(id)) return "vendor-antd";
          return "vendor";
        },
      },
    },
  },
  server: {
    // The API server of `npm run dev`: the same PORT the server listens on.
    proxy: { "/api": { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, changeOrigin: false } },
  },
});
