import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(import.meta.dirname, "../src");

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });

/**
 * Errors in one shape (issue 18 item 5): a module builds its errors with `errorsOf(messages)` over its own
 * catalogue, or with the platform's helpers; an envelope code is never a bare literal (contracts' ErrorCode
 * names them, or a named constant the module explains).
 */
const errorShapeProblems = (files: Record<string, string>): string[] =>
  Object.entries(files).flatMap(([file, source]) => {
    const found: string[] = [];
    for (const m of source.matchAll(/new AppError\(\s*[\w.]+,\s*(-?\d+|"[^"]*")\s*,/g))
      found.push(`${file}: literal envelope code ${m[1]}`);
    if (/\.messages\.ts$/.test(file) && /=>\s*new AppError\(\s*\w+\s*,\s*\w+\s*===/.test(source))
      found.push(`${file}: builds its own error factory instead of errorsOf(messages)`);
    return found;
  });

describe.runIf(process.env.EOS_TEST_DB !== "postgres")("errors in one shape", () => {
  it("finds a literal envelope code and a hand-made factory (a deliberate violation)", () => {
    expect(
      errorShapeProblems({
        "modules/x/x.service.ts": 'throw new AppError(400, -1, { key: "badRequest" });',
        "modules/x/x.messages.ts":
          "export const xError = (status: number, key: K) => new AppError(status, status === 400 ? -1 : status, { texts: m[key] });",
      }),
    ).toEqual([
      "modules/x/x.service.ts: literal envelope code -1",
      "modules/x/x.messages.ts: builds its own error factory instead of errorsOf(messages)",
    ]);
    expect(errorShapeProblems({ "a.ts": "new AppError(401, ErrorCode.missingToken, { key });" })).toEqual([]);
  });

  it("holds on the server's source", () => {
    const files = Object.fromEntries(
      sourceFiles(root).map((f) => [relative(root, f), readFileSync(f, "utf8")] as const),
    );
    expect(errorShapeProblems(files)).toEqual([]);
  });

  it("keeps feature messages out of the platform's catalogue", () => {
    const platform = readFileSync(join(root, "platform/http/i18n.ts"), "utf8");
    const featureKeys = [
      ...platform.matchAll(/^ {2}(formValue_|formImport_|file_|org|thirdParty|password)\w*:/gm),
    ];
    expect(featureKeys.map((m) => m[0])).toEqual([]);
  });
});
