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
 * A module belongs with antd-mobile when antd-mobile is the only thing that (transitively) imports it, so the
 * first screen (portal, PC sign-in) never loads the mobile kit, and no vendor chunk imports another in a cycle.
 */
function mobileOnly(
  id: string,
  info: (id: string) => ModuleInfo,
  seen = new Map<string, boolean>(),
): boolean {
  if (antdMobilePackage.test(id)) return true;
  if (!nodeModule.test(id)) return false;
  const known = seen.get(id);
  if (known !== undefined) return known;
  seen.set(id, true);
  const importers = info(id)?.importers ?? [];
  const result = importers.length > 0 && importers.every((importer) => mobileOnly(importer, info, seen));
  seen.set(id, result);
  return result;
}

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
          if (mobileOnly(id, getModuleInfo)) return "vendor-antd-mobile";
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
