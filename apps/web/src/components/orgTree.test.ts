import { describe, expect, it } from "vitest";
import { demoTree } from "../test/peopleTestKit.ts";
import {
  defaultExpandedIds,
  filterOrgTree,
  indexOrgTree,
  type OrgTreeOption,
  pathLabels,
  toPickerOptions,
} from "./orgTree.ts";

const titles = (options: OrgTreeOption[]): unknown[] =>
  options.map((o) => (o.children.length > 0 ? [o.title, titles(o.children)] : o.title));

describe("building the org tree for pages and pickers", () => {
  it("indexes every unit by id and names its path from the school down", () => {
    const index = indexOrgTree(demoTree());
    expect([...index.keys()].sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pathLabels(index, 4)).toEqual(["Demo Primary School", "Grade 1", "Class 1-2"]);
    expect(pathLabels(index, 99)).toEqual([]);
  });

  it("opens the school and its grades, so that classes show at once", () => {
    expect(defaultExpandedIds(demoTree())).toEqual([1, 2, 5]);
  });

  it("keeps only the branches that lead to the wanted kinds, which alone can be picked", () => {
    const options = toPickerOptions(demoTree(), ["class"]);
    expect(titles(options)).toEqual([
      [
        "Demo Primary School",
        [
          ["Grade 1", ["Class 1-1", "Class 1-2"]],
          ["Grade 2", ["Class 2-1"]],
        ],
      ],
    ]);
    expect(options[0].selectable).toBe(false);
    expect(options[0].children[0].selectable).toBe(false);
    expect(options[0].children[0].children[0]).toMatchObject({ value: 3, selectable: true, checkable: true });
  });

  it("offers every unit when no kinds are given", () => {
    const options = toPickerOptions(demoTree());
    expect(options[0].selectable).toBe(true);
    expect(options[0].children.map((c) => c.title)).toEqual(["Grade 1", "Grade 2", "Academic Office"]);
  });

  it("filters by a keyword, keeping the ancestors of each match", () => {
    expect(filterOrgTree(demoTree(), "  class 2 ").map((n) => n.children.map((c) => c.label))).toEqual([
      ["Grade 2"],
    ]);
    expect(filterOrgTree(demoTree(), "office")[0].children.map((c) => c.label)).toEqual(["Academic Office"]);
    expect(filterOrgTree(demoTree(), "nothing like this")).toEqual([]);
    expect(filterOrgTree(demoTree(), "")).toHaveLength(1);
  });
});
