// Bundles the server (and the workspace packages it imports) into dist/main.js; npm packages stay external.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  packages: "external",
  alias: {
    "@eos/contracts": "../../packages/contracts/src/index.ts",
    "@eos/forms-core": "../../packages/forms-core/src/index.ts",
  },
  logLevel: "warning",
});
cpSync("src/migrations", "dist/migrations", { recursive: true });
console.log("server bundled to apps/server/dist/main.js");
