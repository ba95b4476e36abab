import { describe, expect, it } from "vitest";
import { formOf } from "../validate/testing.ts";
import { validateSubmission } from "../validate/validate.ts";
import { readCustomForm } from "./custom-form.ts";
import {
  computeFieldState,
  computeFieldStates,
  itemState,
  type PermissionType,
  permissionState,
} from "./field-state.ts";

describe("permission type × mode (SPEC 4)", () => {
  it.each([
    [1, "add", "Query"],
    [1, "edit", "Query"],
    [2, "add", "Add"],
    [2, "edit", "Add"],
    [3, "add", "Add"],
    [3, "edit", "Query"],
  ] as const)("permission %i in %s mode gives %s", (permissionType, mode, state) => {
    expect(permissionState({ permissionType, mode })).toBe(state);
  });
});

describe("showState × fieldStatus", () => {
  it.each([
    [4, null, "Hidden"],
    [4, "Add", "Hidden"],
    [3, null, "Query"],
    [3, "Add", "Add"],
    [3, "Query", "Query"],
    [1, "Query", null],
    [1, "Add", "Add"],
    [1, null, null],
    [null, "Query", "Query"],
    [2, null, null],
  ] as const)("showState %s with status %s → %s", (showState, fieldStatus, state) => {
    expect(itemState({ showState, fieldStatus })).toBe(state);
  });

  const all: [number | null, "Add" | "Query" | null][] = [];
  for (const s of [null, 1, 2, 3, 4]) for (const f of [null, "Add", "Query"] as const) all.push([s, f]);
  it.each(all)("showState %s, status %s never widens the permission", (showState, fieldStatus) => {
    for (const permissionType of [1, 2, 3] as PermissionType[])
      for (const mode of ["add", "edit"] as const) {
        const ctx = { permissionType, mode };
        const state = computeFieldState({ showState, fieldStatus }, ctx);
        if (permissionState(ctx) === "Query") expect(state).not.toBe("Add");
        if (showState === 4) expect(state).toBe("Hidden");
      }
  });
});

describe("computeFieldStates", () => {
  const form = formOf([
    { id: 1, name: "A", type: 1 },
    { id: 2, name: "B", type: 1, showState: 3 },
    { id: 3, name: "Box", type: 39, showState: 4, childItem: [{ id: 4, name: "C", type: 1, isNull: "N" }] },
    { id: 5, name: "D", type: 1, dbItemName: "stu_name" },
  ]);

  it("passes a container's state down to its children", () => {
    const states = computeFieldStates(form, { permissionType: 2, mode: "add" });
    expect(Object.fromEntries(states)).toEqual({ 1: "Add", 2: "Query", 3: "Hidden", 4: "Hidden", 5: "Add" });
  });

  it("lets a client narrow but never widen", () => {
    const client = new Map([
      ["1", "Query" as const],
      ["2", "Add" as const],
      ["3", "Add" as const],
    ]);
    const states = computeFieldStates(form, { permissionType: 2, mode: "edit" }, client);
    expect(states.get("1")).toBe("Query");
    expect(states.get("2")).toBe("Query");
    expect(states.get("3")).toBe("Hidden");
  });

  it("reads the customForm query parameter by dbItemName, URL-encoded or not", () => {
    const raw = encodeURIComponent(
      JSON.stringify([
        { dbItemName: "stu_name", fieldStatus: "Query", val: "Li" },
        { dbItemName: "nope", fieldStatus: "Query" },
        { itemId: 1, fieldStatus: "constructor" },
      ]),
    );
    const preset = readCustomForm(form, raw);
    expect(Object.fromEntries(preset.states)).toEqual({ 5: "Query" });
    expect(Object.fromEntries(preset.values)).toEqual({ 5: "Li" });
    expect(readCustomForm(form, "%E0%A4%A").states.size).toBe(0);
    expect(readCustomForm(form, '[{"itemId":1,"fieldStatus":"Hidden"}]').states.get("1")).toBe("Hidden");
  });

  it("feeds validation: a hidden container's required child is not required", () => {
    const states = computeFieldStates(form, { permissionType: 2, mode: "add" });
    expect(validateSubmission(form, [], { states }).ok).toBe(true);
  });
});
