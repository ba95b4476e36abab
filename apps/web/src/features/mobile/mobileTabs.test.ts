import { menuCatalogue } from "@eos/contracts";
import { describe, expect, it } from "vitest";
import { mobileTabLook } from "./mobileTabs.tsx";

describe("the phone's tab bar, from the one menu catalogue", () => {
  it("draws every phone tab of the catalogue with an icon of its own", () => {
    const tabs = menuCatalogue.filter((e) => e.parent === "tabs").map((e) => e.key);
    expect(tabs.length).toBeGreaterThan(0);
    expect(tabs.filter((key) => !mobileTabLook[key]?.icon)).toEqual([]);
  });
});
