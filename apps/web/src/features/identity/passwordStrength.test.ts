import { describe, expect, it } from "vitest";
import { characterClasses, isWeakPassword, passwordIssues } from "./passwordStrength.ts";

describe("the password strength rules", () => {
  it.each([
    ["Demo@2026", []],
    ["Kx7mP2qR9a", []],
    ["correct-horse-7", []],
    ["Sh0rt!", ["length"]],
    ["alllowercaseletters", ["classes"]],
    ["ALLUPPER123", ["classes"]],
    ["12345678", ["classes", "common"]],
    ["P@ssw0rd", ["common"]],
    ["Admin@123", ["common"]],
    ["Aa123456", ["common"]],
    [`Aa1!${"x".repeat(61)}`, ["length"]],
  ])("%j has issues %j", (password, issues) => {
    expect(passwordIssues(password)).toEqual(issues);
  });

  it("refuses a password containing the account, name or phone (ignoring case), not short fragments", () => {
    expect(passwordIssues("Teacher01!x", ["teacher01"])).toEqual(["personal"]);
    expect(passwordIssues("x13800138000Y", ["13800138000"])).toEqual(["personal"]);
    expect(passwordIssues("Wang#Fang2026", ["wangfang", "fang"])).toEqual(["personal"]);
    expect(passwordIssues("Ab1!cdefgh", ["ab", null, undefined, " "])).toEqual([]);
  });

  it("counts the four character classes", () => {
    expect(characterClasses("abc")).toBe(1);
    expect(characterClasses("aB3")).toBe(3);
    expect(characterClasses("aB3#")).toBe(4);
    expect(characterClasses("汉字Ab")).toBe(3);
  });

  it("calls a password weak when any rule fails", () => {
    expect(isWeakPassword("Demo@2026")).toBe(false);
    expect(isWeakPassword("Demo@2026", ["demo"])).toBe(true);
    expect(isWeakPassword("abc")).toBe(true);
  });
});
