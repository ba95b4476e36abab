import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { evaluateFormula } from "./interpreter.ts";
import { parseFormula } from "./parser.ts";

/**
 * Escape payloads published against JavaScript expression evaluators (expr-eval GHSA-jc85-fpwf-qm7x and
 * CVE-2025-12735, mathjs CVE-2017-1001002/1001003, static-eval CVE-2017-16226, safe-eval and vm2 sandbox
 * escapes, AngularJS expression sandbox bypasses, filtrex and jsep prototype pollution), adapted to every
 * syntax a formula could try.
 */
const PAYLOADS = [
  "constructor",
  "constructor.constructor('return process')()",
  "this.constructor.constructor('return process')().exit()",
  "cos.constructor('return process')()",
  "[].map.constructor('return this')()",
  "''.constructor.constructor('return globalThis')()",
  "''.sub.call.call({}['constructor'].getOwnPropertyDescriptor(''.sub.__proto__, 'constructor').value, 0, 'return process')()",
  "(function(){return process})()",
  "x => process",
  "() => globalThis",
  "{}.toString.constructor('alert(1)')()",
  "toString.constructor.prototype.toString=toString.constructor.prototype.call",
  "__proto__.polluted = 1",
  "a.__proto__.polluted",
  "{}['__proto__']['polluted']='x'",
  "Object.prototype",
  "Function('return this')()",
  "eval('1+1')",
  "require('child_process').execSync('id')",
  "import('fs')",
  "process.mainModule.require('fs')",
  "globalThis",
  "window.alert(1)",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the payload is the literal text a formula could hold.
  "`${process.exit()}`",
  "constructor(1)",
  "CONSTRUCTOR('return process')",
  "__proto__(1)",
  "hasOwnProperty('x')",
  "toString()",
  "valueOf()",
  "__defineGetter__('x', 1)",
  "IF(1, constructor, 2)",
  "SUM({constructor})",
  "{__proto__}",
  "{prototype}",
  "LEN({toString})",
  "'a'.length",
  "'a'['length']",
  "[1,2].join()",
  "new Function('return 1')",
  "new Date()",
  "a = 1",
  "x; process.exit()",
  "1; while(true){}",
  "\\u0063onstructor",
  "\\x63onstructor",
  "'\\'); process.exit(); //'",
];

/** A resolver that would reveal an escape: it only knows items 1 and 2, through a Map. */
const items = new Map<string, string>([
  ["1", "5"],
  ["2", "text"],
]);
const ctx = { resolve: (id: string) => items.get(id), now: 0, timeZone: "UTC" };
const plain = (v: unknown) => v === null || ["number", "string", "boolean"].includes(typeof v);

describe("formulas cannot reach globals, constructors, prototypes or other functions", () => {
  it.each(PAYLOADS)("%s", (payload) => {
    const result = evaluateFormula(payload, ctx);
    if (result.ok) expect(plain(result.value)).toBe(true);
    else expect(typeof result.error.code).toBe("string");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, "polluted")).toBe(false);
  });

  it("rejects at parse time every payload but references (unknown at run time) and plain text", () => {
    const accepted = PAYLOADS.filter((p) => parseFormula(p).ok);
    expect(accepted).toEqual([
      "SUM({constructor})",
      "{__proto__}",
      "{prototype}",
      "LEN({toString})",
      "'\\'); process.exit(); //'",
    ]);
    expect(evaluateFormula(accepted[4], ctx)).toEqual({ ok: true, value: "'); process.exit(); //" });
  });

  it("treats references to prototype names as unknown items", () => {
    for (const src of ["{__proto__}", "{constructor}", "{prototype}", "{toString}"])
      expect(evaluateFormula(src, ctx)).toMatchObject({ ok: false, error: { code: "unknownItem" } });
  });

  it("never throws, and only yields plain data, on arbitrary input (property)", () => {
    const atoms = fc.constantFrom(
      "constructor",
      "__proto__",
      "prototype",
      "this",
      "process",
      ".",
      "[",
      "]",
      "(",
      ")",
      "{1}",
      "{2}",
      "{x}",
      "'a'",
      '"b"',
      ",",
      "+",
      "-",
      "*",
      "/",
      "^",
      "&",
      "=",
      "!",
      "&&",
      "||",
      "SUM(",
      "IF(",
      "CONCAT(",
      "LEN(",
      "TODAY()",
      "1",
      "0",
      "2.5",
      " ",
      "=>",
      "`",
      "$",
      "\\",
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.array(atoms, { maxLength: 30 }).map((a) => a.join("")),
          fc.string({ maxLength: 60 }),
        ),
        (src) => {
          const result = evaluateFormula(src, ctx);
          if (result.ok) expect(plain(result.value)).toBe(true);
          else expect(result.error.position).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 1000 },
    );
    expect(Object.hasOwn(Object.prototype, "polluted")).toBe(false);
  });
});
