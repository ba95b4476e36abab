import { describe, expect, it } from "vitest";
import { idCheckChar, isValidIdCard } from "./id-card.ts";
import { checkOne, msg, ok } from "./testing.ts";

describe("the ID card check (type 27)", () => {
  it.each([
    ["11010519491231002X", true],
    ["11010519491231002x", true],
    ["110105194912310021", false],
    ["440524188001010014", true],
    ["11010519491231002", false],
    ["11010519491231002XX", false],
    ["01010519491231002X", false],
    ["110105174912310029", false],
    ["110105194913310020", false],
    ["110105194902300021", false],
    ["11010520000229001X", idCheckChar("11010520000229001") === "X"],
  ])("%s → %s", (text, valid) => {
    expect(isValidIdCard(text)).toBe(valid);
  });

  it("computes the check character from the weighted sum mod 11", () => {
    expect(idCheckChar("11010519491231002")).toBe("X");
    expect(idCheckChar("44052418800101001")).toBe("4");
  });

  it("reports 'filled in incorrectly' in both languages", () => {
    expect(checkOne({ type: 27 }, "110105194912310021")).toEqual(msg("F filled in incorrectly", "F填写有误"));
    expect(checkOne({ type: 27 }, "11010519491231002x")).toEqual(ok);
  });
});
