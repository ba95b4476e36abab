import { describe, expect, it } from "vitest";
import { clearRoleChoices, orderChoices, readRoleChoices, saveRoleChoices } from "./roleChoices.ts";

const accounts = [
  { type: 2, authorizationCode: "p", name: "Parent Li" },
  { type: 0, authorizationCode: "t", name: "Teacher Li" },
];

describe("the role choices kept for /user/select", () => {
  it("are read back within 60 seconds, then expire like their codes", () => {
    saveRoleChoices("0", accounts, 1_000);
    expect(readRoleChoices(30_000)).toEqual({ authType: "0", accounts, savedAt: 1_000 });
    expect(readRoleChoices(61_001)).toBeNull();
  });

  it("are gone once cleared, and unreadable junk counts as none", () => {
    saveRoleChoices("2", accounts);
    clearRoleChoices();
    expect(readRoleChoices()).toBeNull();
    sessionStorage.setItem("eos.roleChoices", "{not json");
    expect(readRoleChoices()).toBeNull();
  });

  it("put the role asked for at sign-in first, the rest teacher, student, parent", () => {
    expect(orderChoices(accounts, "2").map((a) => a.type)).toEqual([2, 0]);
    expect(orderChoices(accounts, "0").map((a) => a.type)).toEqual([0, 2]);
    expect(orderChoices(accounts, "").map((a) => a.type)).toEqual([0, 2]);
  });
});
