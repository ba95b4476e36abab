import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../../..");

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name === "dist") return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

const importsOf = (file: string): string[] =>
  [
    ...readFileSync(file, "utf8").matchAll(
      /(?:import|export)[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g,
    ),
  ].map((m) => m[1] ?? m[2]);

const violations = (dir: string, forbidden: (spec: string, file: string) => boolean) =>
  sourceFiles(join(root, dir)).flatMap((file) =>
    importsOf(file)
      .filter((spec) => forbidden(spec, file))
      .map((spec) => `${relative(root, file)} imports ${spec}`),
  );

// The house rules of DESIGN.md 'Layout', checked on the source (once: they do not depend on the database).
describe.runIf(process.env.EOS_TEST_DB !== "postgres")("the layout's import rules", () => {
  it("keeps packages free of apps, and the web app free of the server", () => {
    expect(
      violations("packages", (spec) => spec.includes("apps/") || spec.startsWith("@eos/server")),
    ).toEqual([]);
    expect(
      violations("apps/web/src", (spec) => spec.includes("apps/server") || spec.startsWith("@eos/server")),
    ).toEqual([]);
  });

  it("lets a module reach another module only through its index.ts", () => {
    const found = violations("apps/server/src/modules", (spec, file) => {
      const own = relative(join(root, "apps/server/src/modules"), file).split("/")[0];
      const target = resolve(join(file, ".."), spec);
      const rel = relative(join(root, "apps/server/src/modules"), target);
      if (!spec.startsWith(".") || rel.startsWith("..")) return false;
      const [other, ...rest] = rel.split("/");
      return other !== own && rest.join("/") !== "index.ts";
    });
    // Table definitions may reference the tenant tables they key on (school), as foreign keys must.
    expect(found.filter((v) => !/\.tables\.ts imports \.\.\/school\/school\.tables\.ts$/.test(v))).toEqual(
      [],
    );
  });

  it("keeps the platform free of feature modules", () => {
    expect(violations("apps/server/src/platform", (spec) => spec.includes("/modules/"))).toEqual([]);
  });
});
