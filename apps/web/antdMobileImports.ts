import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/** What each package's barrel exports and from where: `export { default as Button } from './components/button'`. */
function barrelExports(pkg: string): Map<string, { path: string; imported: string }> {
  const root = dirname(require.resolve(`${pkg}/package.json`));
  const barrel = readFileSync(join(root, "es", "index.js"), "utf8");
  const exports = new Map<string, { path: string; imported: string }>();
  for (const [, names, from] of barrel.matchAll(/export \{([^}]*)\} from '([^']+)'/g)) {
    const path = `${pkg}/es/${from.replace(/^\.\//, "").replace(/\.js$/, "")}`;
    for (const spec of names.split(",")) {
      const [imported, exported = imported] = spec.trim().split(/\s+as\s+/);
      if (exported) exports.set(exported, { path, imported });
    }
  }
  return exports;
}

const packages = ["antd-mobile", "antd-mobile-icons"] as const;
/** `import { A, B as C } from "antd-mobile";` as esbuild leaves it in the app's modules. */
const barrelImport = /import\s*\{([^}]*)\}\s*from\s*["'](antd-mobile|antd-mobile-icons)["'];?/g;

/**
 * Imports each antd-mobile component (and icon) from its own module rather than from the package's barrel. Through the
 * barrel, every module the phone's pages use was one graph reachable from any of them, and the barrel imports every
 * component's CSS: the phone's sign-in page downloaded the styles of all 80 components and the code of every one
 * any phone page uses. Imported one by one, vite.config.ts can keep what the first screen uses apart from the rest,
 * and the CSS of the components no page uses is not built at all. (What babel-plugin-import did for antd 4.)
 */
export function antdMobileImports(): Plugin {
  const exports = Object.fromEntries(packages.map((pkg) => [pkg, barrelExports(pkg)]));
  return {
    name: "eos-antd-mobile-imports",
    transform(code, id) {
      if (id.includes("/node_modules/") || !/\.[jt]sx?$/.test(id) || !code.includes("antd-mobile"))
        return null;
      let changed = false;
      const out = code.replace(barrelImport, (statement, names: string, pkg: (typeof packages)[number]) => {
        const lines = pkg === "antd-mobile" ? ['import "antd-mobile/es/global";'] : [];
        for (const spec of names.split(",")) {
          const [name, local = name] = spec.trim().split(/\s+as\s+/);
          if (!name) continue;
          const target = exports[pkg]?.get(name);
          if (!target) return statement; // not a plain re-export: leave the statement as it was
          lines.push(
            target.imported === "default"
              ? `import ${local} from "${target.path}";`
              : `import { ${target.imported} as ${local} } from "${target.path}";`,
          );
        }
        changed = true;
        return lines.join("\n");
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
