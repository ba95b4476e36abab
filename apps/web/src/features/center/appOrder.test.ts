import { describe, expect, it } from "vitest";
import { byCategory, moveWithin, placeBefore } from "./appOrder.ts";

const apps = [
  { id: 1, category: "A" },
  { id: 2, category: "B" },
  { id: 3, category: "A" },
  { id: 4, category: "A" },
  { id: 5, category: "B" },
];

describe("ordering apps within their category", () => {
  it("drops an app where another of its category stands, either way", () => {
    expect(placeBefore(apps, 4, 1)).toEqual([4, 1, 2, 3, 5]);
    expect(placeBefore(apps, 1, 4)).toEqual([2, 3, 4, 1, 5]);
  });

  it("refuses a drop on another category, on itself, or of an unknown app", () => {
    expect(placeBefore(apps, 1, 2)).toBeNull();
    expect(placeBefore(apps, 3, 3)).toBeNull();
    expect(placeBefore(apps, 9, 1)).toBeNull();
  });

  it("moves one place among the category's apps, skipping other categories, and stops at the ends", () => {
    expect(moveWithin(apps, 3, -1)).toEqual([3, 1, 2, 4, 5]);
    expect(moveWithin(apps, 2, 1)).toEqual([1, 3, 4, 5, 2]);
    expect(moveWithin(apps, 1, -1)).toBeNull();
    expect(moveWithin(apps, 5, 1)).toBeNull();
  });

  it("groups by category in the order of each category's first app", () => {
    expect(byCategory(apps).map((g) => [g.category, g.apps.map((a) => a.id)])).toEqual([
      ["A", [1, 3, 4]],
      ["B", [2, 5]],
    ]);
  });
});
