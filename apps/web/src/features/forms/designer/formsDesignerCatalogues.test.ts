import { describe, expect, it } from "vitest";
import { enUS } from "../../../app/texts/en-US.ts";
import { zhCN } from "../../../app/texts/zh-CN.ts";
import { formsDesignerEnUS } from "../forms-designer.en-US.ts";
import { formsDesignerZhCN } from "../forms-designer.zh-CN.ts";

const leaves = (value: unknown, prefix = ""): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      for (const [k, v] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(k, v);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
};

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("the form designer texts in both languages", () => {
  const zh = leaves(formsDesignerZhCN);
  const en = leaves(formsDesignerEnUS);

  it("hold the same keys, each a non-empty string with the same placeholders", () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
    for (const [key, value] of zh) {
      expect(typeof value, key).toBe("string");
      expect((value as string).trim(), key).not.toBe("");
      expect(placeholders(en.get(key) as string), key).toEqual(placeholders(value as string));
    }
  });

  it("are merged into the app catalogues under formsDesigner", () => {
    expect(zhCN.formsDesigner).toBe(formsDesignerZhCN);
    expect(enUS.formsDesigner).toBe(formsDesignerEnUS);
  });

  it("name every palette category and auto-number error the designer looks up", () => {
    for (const c of ["basic", "choice", "dateTime", "media", "people", "layout", "advanced", "system"])
      expect(zh.has(`palette.categories.${c}`), c).toBe(true);
    for (const r of ["unclosedBrace", "strayBrace", "unknownSegment", "badWidth", "twoSequences", "tooLong"])
      expect(zh.has(`autoNumber.reasons.${r}`), r).toBe(true);
  });
});
