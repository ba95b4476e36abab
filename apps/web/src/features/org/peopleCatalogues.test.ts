import { describe, expect, it } from "vitest";
import { enUS } from "../../app/texts/en-US.ts";
import { zhCN } from "../../app/texts/zh-CN.ts";
import { peopleEnUS } from "./people.en-US.ts";
import { peopleZhCN } from "./people.zh-CN.ts";

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

describe("the people texts in both languages", () => {
  const zh = leaves(peopleZhCN);
  const en = leaves(peopleEnUS);

  it("hold exactly the same keys", () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
  });

  it("give every key a non-empty string with the same placeholders", () => {
    for (const [key, value] of zh) {
      expect(typeof value, key).toBe("string");
      expect((value as string).trim(), key).not.toBe("");
      expect(placeholders(en.get(key) as string), key).toEqual(placeholders(value as string));
    }
  });

  it("are merged into the app catalogues under people", () => {
    expect(zhCN.people).toBe(peopleZhCN);
    expect(enUS.people).toBe(peopleEnUS);
  });

  it("name each unit kind and member type the pages look up", () => {
    for (const kind of ["school", "grade", "class", "dept"] as const)
      expect(zh.has(`kinds.${kind}`)).toBe(true);
    for (const type of ["teacher", "student"] as const) {
      expect(zh.has(`pickers.type.${type}`)).toBe(true);
      expect(zh.has(`${type}s.deleteHint`)).toBe(true);
      expect(zh.has(`${type}s.fileName`)).toBe(true);
    }
    for (const type of ["teacher", "student", "parent"] as const) {
      expect(zh.has(`${type}s.deleteHint`)).toBe(true);
      expect(zh.has(`${type}s.fileName`)).toBe(true);
    }
    for (const relation of ["father", "mother", "grandfather", "grandmother", "guardian", "other"])
      expect(zh.has(`parents.relations.${relation}`)).toBe(true);
  });
});
