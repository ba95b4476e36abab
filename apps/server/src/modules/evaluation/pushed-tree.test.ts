import { describe, expect, it } from "vitest";
import type { Tx } from "../../platform/db/client.ts";
import { syncPushedTree, type TreeNode, type TreeSync } from "./pushed-tree.ts";

type Node = TreeNode & { name: string; locked: boolean };
type Write = Omit<Node, "id">;

/** One school's copy in memory, with the store calls the engine makes. */
const memoryTree = (rows: Node[]) => {
  let next = 100;
  const tx = {} as Tx;
  const store: TreeSync<Node, Write>["store"] = {
    list: async () => rows.map((r) => ({ ...r })),
    insert: async (_tx, _school, _copy, row) => {
      rows.push({ ...row, id: ++next });
      return next;
    },
    update: async (_tx, _school, id, row) => Object.assign(rows.find((r) => r.id === id) as Node, row),
    release: async (_tx, _school, node) =>
      Object.assign(rows.find((r) => r.id === node.id) as Node, { locked: false, sourceId: null }),
    remove: async (_tx, _school, ids) => {
      for (const id of ids)
        rows.splice(
          rows.findIndex((r) => r.id === id),
          1,
        );
    },
  };
  const copy = ({ id, ...area }: Node, pid: number | null): Write => ({
    ...area,
    pid,
    locked: true,
    sourceId: id,
  });
  return { rows, tx, store, copy };
};

const area = (id: number, pid: number | null, level: number, name: string): Node => ({
  id,
  pid,
  level,
  name,
  locked: false,
  sourceId: null,
});

describe("syncPushedTree: the model engine's push of an area tree into a school's copy", () => {
  it("inserts parents before children, under the copy's own ids, locked and naming their source", async () => {
    const m = memoryTree([]);
    const source = [area(2, 1, 2, "Reading"), area(1, null, 1, "Moral")];
    await syncPushedTree(m.tx, 9, 5, source, {
      store: m.store,
      copy: m.copy,
      keeps: async () => () => false,
    });
    const moral = m.rows.find((r) => r.name === "Moral") as Node;
    expect(moral).toMatchObject({ pid: null, locked: true, sourceId: 1 });
    expect(m.rows.find((r) => r.name === "Reading")).toMatchObject({
      pid: moral.id,
      locked: true,
      sourceId: 2,
    });
  });

  it("updates what was pushed before, leaves the school's own nodes, deletes what the area removed", async () => {
    const m = memoryTree([
      { id: 11, pid: null, level: 1, name: "Moral (old)", locked: true, sourceId: 1 },
      { id: 12, pid: 11, level: 2, name: "Gone", locked: true, sourceId: 3 },
      { id: 13, pid: 11, level: 2, name: "Our own", locked: false, sourceId: null },
    ]);
    await syncPushedTree(m.tx, 9, 5, [area(1, null, 1, "Moral")], {
      store: m.store,
      copy: m.copy,
      keeps: async () => () => false,
    });
    expect(m.rows.map((r) => [r.id, r.name, r.locked])).toEqual([
      [11, "Moral", true],
      [13, "Our own", false],
    ]);
  });

  it("keeps a removed node the school still needs as its own, asked deepest first", async () => {
    // The cultivate rule: a removed goal stays while a goal of the school's own hangs under it.
    const m = memoryTree([
      { id: 21, pid: null, level: 1, name: "Top (removed)", locked: true, sourceId: 1 },
      { id: 22, pid: 21, level: 2, name: "Middle (removed)", locked: true, sourceId: 2 },
      { id: 23, pid: 22, level: 3, name: "Leaf (removed)", locked: true, sourceId: 3 },
      { id: 31, pid: null, level: 1, name: "Other (removed)", locked: true, sourceId: 4 },
      { id: 32, pid: 31, level: 2, name: "Our own", locked: false, sourceId: null },
    ]);
    const asked: number[] = [];
    await syncPushedTree(m.tx, 9, 5, [], {
      store: m.store,
      copy: m.copy,
      keeps: async (_tx, _school, _gone, current) => (node, deleted) => {
        asked.push(node.level);
        return current.some((c) => c.pid === node.id && !deleted.has(c.id));
      },
    });
    // The whole removed branch goes; the parent of the school's own goal stays, unlocked, without a source.
    expect(m.rows.map((r) => [r.id, r.locked, r.sourceId])).toEqual([
      [31, false, null],
      [32, false, null],
    ]);
    expect(asked).toEqual([...asked].sort((a, b) => b - a));
  });
});
