import { describe, expect, it } from "vitest";
import { countNodes, depthOf, parseDictRows, toTree, treeToRows } from "./dictRows.ts";

describe("dictionary rows for cascades", () => {
  it("reads comma or tab separated rows into a tree and back", () => {
    const { entries, problems } = parseDictRows(
      "code,name,parent\n11,Beijing\n1101,Dongcheng,11\n12\tTianjin\t\n",
    );
    expect(problems).toEqual([]);
    const tree = toTree(entries);
    expect(tree).toEqual([
      { code: "11", name: "Beijing", children: [{ code: "1101", name: "Dongcheng" }] },
      { code: "12", name: "Tianjin" },
    ]);
    expect(countNodes(tree)).toBe(3);
    expect(depthOf(tree)).toBe(2);
    expect(treeToRows(tree)).toEqual(["11,Beijing", "1101,Dongcheng,11", "12,Tianjin"]);
  });

  it("names the line of a missing code, a repeated code and an unknown parent", () => {
    const { problems } = parseDictRows("11,Beijing\n,Nameless\n11,Again\n1201,Heping,12");
    expect(problems).toEqual([
      { line: 2, reason: "noCode" },
      { line: 3, reason: "duplicate", code: "11" },
      { line: 4, reason: "noParent", code: "12" },
    ]);
  });
});
