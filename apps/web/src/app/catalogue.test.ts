import { describe, expect, it } from "vitest";
import { enUS } from "./texts/en-US.ts";
import { zhCN } from "./texts/zh-CN.ts";

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

describe("the zh-CN and en-US catalogues", () => {
  const zh = leaves(zhCN);
  const en = leaves(enUS);

  it("hold exactly the same keys", () => {
    expect([...en.keys()].sort()).toEqual([...zh.keys()].sort());
  });

  it("give every key a non-empty string in both languages", () => {
    for (const [key, value] of [...zh, ...en]) {
      expect(typeof value, key).toBe("string");
      expect((value as string).trim().length, key).toBeGreaterThan(0);
    }
  });

  it("use the same interpolation placeholders in both languages", () => {
    for (const [key, value] of zh) {
      expect(placeholders(en.get(key) as string), key).toEqual(placeholders(value as string));
    }
  });

  it("carry the SPEC 8 texts in English", () => {
    expect(enUS.api.otherDevice).toBe("Your account is logged in on another device, please log in again");
    expect(enUS.school.fetchFailed.toLowerCase()).toBe("school information fetch failed");
    expect(enUS.auth.roleEmpty.toLowerCase()).toBe("user info for the current role is empty");
  });
});
