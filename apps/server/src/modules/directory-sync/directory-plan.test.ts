import { describe, expect, it } from "vitest";
import type { Directory } from "./directory.ts";
import { changesAnything, type LocalState, planSync } from "./directory-plan.ts";

const local = (over: Partial<LocalState> = {}): LocalState => ({
  rootId: 1,
  depthOf: new Map([[1, 0]]),
  nameOf: new Map([[1, "School"]]),
  mapped: new Map(),
  linked: new Map(),
  byPhone: new Map(),
  teachers: new Map(),
  memberships: new Map(),
  ...over,
});

const chain = (n: number): Directory["departments"] =>
  Array.from({ length: n }, (_, i) => ({
    externalId: `d${i + 1}`,
    name: `Level ${i + 1}`,
    parentId: i === 0 ? null : `d${i}`,
  }));

describe("planning a directory sync", () => {
  it("orders departments parents first and leaves out those deeper than the org tree allows", () => {
    const dir: Directory = { departments: chain(12).reverse(), members: [] };
    const plan = planSync(dir, local(), 10);
    expect(plan.depts.map((d) => d.externalId)).toEqual([
      "d1",
      "d2",
      "d3",
      "d4",
      "d5",
      "d6",
      "d7",
      "d8",
      "d9",
    ]);
    expect(plan.depts.at(-1)?.depth).toBe(9);
    expect(plan.counts).toMatchObject({ departmentsCreated: 9, departmentsSkipped: 3 });
  });

  it("neither links nor creates a member whose mobile two teachers share", () => {
    const dir: Directory = {
      departments: [],
      members: [{ linkId: "x", userId: "x", name: "X", mobile: "13800000000", deptIds: [] }],
    };
    const plan = planSync(dir, local({ byPhone: new Map([["13800000000", [7, 8]]]) }), 10);
    expect(plan.members).toEqual([]);
    expect(plan.counts).toMatchObject({ ambiguous: 1, teachersCreated: 0, linksAdded: 0 });
    expect(changesAnything(plan.counts)).toBe(false);
  });

  it("matches by link before mobile, and a teacher linked to another member is not matched by mobile", () => {
    const dir: Directory = {
      departments: [],
      members: [
        { linkId: "a", userId: "a", name: "A", mobile: "13800000001", deptIds: [] },
        { linkId: "b", userId: "b", name: "B renamed", mobile: "13800000001", deptIds: [] },
      ],
    };
    const state = local({
      linked: new Map([
        ["a", 5],
        ["b", 6],
      ]),
      byPhone: new Map([["13800000001", [5]]]),
      teachers: new Map([
        [5, { name: "A", phone: "13800000001" }],
        [6, { name: "B", phone: null }],
      ]),
    });
    const plan = planSync(dir, state, 10);
    expect(plan.members.map((m) => [m.teacherId, m.matchedBy, m.patch])).toEqual([
      [5, "link", {}],
      [6, "link", { name: "B renamed", phone: "13800000001" }],
    ]);
    expect(plan.counts).toMatchObject({ teachersUpdated: 1, linksAdded: 0, teachersCreated: 0 });
  });
});
