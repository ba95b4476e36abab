// Builds the server bundle and the web app when they are missing (or always, without --if-missing),
// so that `npm install` followed by `npm start` is all a newcomer needs.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const ifMissing = process.argv.includes("--if-missing");
const targets = [
  { ws: "apps/server", out: "apps/server/dist/main.js" },
  { ws: "apps/web", out: "apps/web/dist/index.html" },
];
for (const t of targets) {
  if (!existsSync(join(root, t.ws, "package.json"))) continue;
  if (ifMissing && existsSync(join(root, t.out))) continue;
  if (!existsSync(join(root, "node_modules"))) continue;
  execSync(`npm run build -w ${t.ws}`, { cwd: root, stdio: "inherit" });
}
