import { describe, expect, it } from "vitest";
import { indexOrgTree, type OrgNode } from "../../components/orgTree.ts";
import { demoTree } from "../../test/peopleTestKit.ts";
import { addableKinds, deleteBlocker, planDrop, reorderTree } from "./orgEdit.ts";

const index = indexOrgTree(demoTree());
const node = (id: number) => index.get(id) as OrgNode;

describe("what can be done to a unit", () => {
  it("adds grades and departments under the school, classes under grades, departments under departments", () => {
    expect(addableKinds(index, node(1))).toEqual(["grade", "dept"]);
    expect(addableKinds(index, node(2))).toEqual(["class"]);
    expect(addableKinds(index, node(3))).toEqual([]);
    expect(addableKinds(index, node(7))).toEqual(["dept"]);
    expect(addableKinds(index, undefined)).toEqual([]);
  });

  it("adds nothing below the depth the server allows", () => {
    let deepest: OrgNode = { id: 100, pid: -100, label: "school", kind: "school", sort: 0, children: [] };
    const root = deepest;
    for (let i = 1; i <= 9; i += 1) {
      const child: OrgNode = {
        id: 100 + i,
        pid: deepest.id,
        label: `d${i}`,
        kind: "dept",
        sort: 0,
        children: [],
      };
      deepest.children.push(child);
      deepest = child;
    }
    const deep = indexOrgTree([root]);
    expect(addableKinds(deep, deep.get(108))).toEqual(["dept"]);
    expect(addableKinds(deep, deep.get(109))).toEqual([]);
  });

  it("never deletes the school, nor a unit that still has units under it", () => {
    expect(deleteBlocker(node(1))).toBe("root");
    expect(deleteBlocker(node(2))).toBe("children");
    expect(deleteBlocker(node(3))).toBeNull();
  });
});

describe("reordering by drag and drop", () => {
  it("puts a unit before or after a sibling", () => {
    expect(planDrop(index, { dragId: 7, targetId: 2, relative: -1, dropToGap: true })).toEqual({
      kind: "sort",
      pid: 1,
      ids: [7, 2, 5],
    });
    expect(planDrop(index, { dragId: 2, targetId: 5, relative: 1, dropToGap: true })).toEqual({
      kind: "sort",
      pid: 1,
      ids: [5, 2, 7],
    });
  });

  it("puts a unit first when dropped onto its own parent", () => {
    expect(planDrop(index, { dragId: 4, targetId: 2, relative: 0, dropToGap: false })).toEqual({
      kind: "sort",
      pid: 2,
      ids: [4, 3],
    });
  });

  it("refuses moves to another parent", () => {
    expect(planDrop(index, { dragId: 6, targetId: 3, relative: 1, dropToGap: true })).toEqual({
      kind: "crossParent",
    });
    expect(planDrop(index, { dragId: 3, targetId: 5, relative: 0, dropToGap: false })).toEqual({
      kind: "crossParent",
    });
  });

  it("does nothing when the order stays the same", () => {
    expect(planDrop(index, { dragId: 3, targetId: 4, relative: -1, dropToGap: true })).toEqual({
      kind: "none",
    });
    expect(planDrop(index, { dragId: 3, targetId: 3, relative: 1, dropToGap: true })).toEqual({
      kind: "none",
    });
  });

  it("shows the new order at once", () => {
    const next = reorderTree(demoTree(), 1, [7, 5, 2]);
    expect(next[0].children.map((c) => [c.id, c.sort])).toEqual([
      [7, 0],
      [5, 1],
      [2, 2],
    ]);
    expect(next[0].children[2].children.map((c) => c.id)).toEqual([3, 4]);
  });
});
