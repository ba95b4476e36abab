import type { FillableForm, FormItemWire } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { option, wire } from "../../../test/fillerTestKit.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { testSession } from "../../../test/session.ts";

const form = (items: FormItemWire[], extra: Partial<FillableForm> = {}): FillableForm => ({
  id: 7,
  name: "Sports day sign-up",
  version: 1,
  items,
  settings: {},
  optionCounts: {},
  value: null,
  draft: null,
  ...extra,
});

/** The first page of a run loads the console and antd lazily, which takes long on a busy machine. */
const slow = { timeout: 25_000 };

const signUp = [
  wire({ id: 1, name: "Name", type: 1, isNull: "N" }),
  wire({ id: 2, name: "Age", type: 19, defaultVal: "9" }),
  wire({ id: 3, name: "Event", type: 4, optionInfos: [option(31, "Run"), option(32, "Jump")] }),
  wire({
    id: 4,
    name: "Snacks",
    type: 5,
    optionInfos: [option(41, "Fruit", { isDefault: "Y" }), option(42, "Other", { custom: "true" })],
  }),
  wire({ id: 5, name: "Born", type: 22, defaultVal: "2016-05-01" }),
  wire({ id: 6, name: "Region", type: 34, defaultVal: '["11","1101"]' }),
  wire({
    id: 8,
    name: "Guardians",
    type: 32,
    childItem: [
      wire({ id: 81, name: "Guardian name", type: 1 }),
      wire({ id: 82, name: "Guardian phone", type: 15 }),
    ],
  }),
];

// antd observes sizes; the shared setup's stub is removed after the first test by unstubAllGlobals.
beforeEach(() => {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  vi.stubGlobal("ResizeObserver", NoopResizeObserver);
});

describe("fill page", { timeout: 120_000 }, () => {
  it("submits the values encoded as CONTRACT.md says, with an Idempotency-Key", async () => {
    signInAsStaff();
    const api = fakeApi({
      "GET /app/eos/form/wx/byid": () => ok(form(signUp)),
      "POST /app/eos/form/wx/add": () => ok({ formValId: 99 }),
      "POST /app/eos/form/task/addDrafts": () => ok({ formValId: 1, updatedAt: "" }),
    });
    renderRoute("/admin/forms/7/fill");
    fireEvent.change(await screen.findByLabelText("*Name", {}, slow), { target: { value: "Li Lei" } });
    fireEvent.click(screen.getByRole("radio", { name: "Jump" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Other" }));
    fireEvent.change(screen.getByRole("textbox", { name: "Other" }), { target: { value: "Nuts" } });
    fireEvent.change(screen.getByLabelText("Guardian name"), { target: { value: "Han Mei" } });
    fireEvent.click(screen.getByTestId("form-submit"));
    await screen.findByText("Submitted");
    const add = api.calls.find((c) => c.url.pathname === "/api/app/eos/form/wx/add");
    expect(add?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    const body = bodyOf(add!);
    expect(body.formId).toBe(7);
    expect(body.items).toEqual([
      { itemId: 1, val: "Li Lei", itemType: 1, valOther: "", recordNum: null, pid: null },
      { itemId: 2, val: "9", itemType: 19, valOther: "", recordNum: null, pid: null },
      { itemId: 3, val: "32", itemType: 4, valOther: "", recordNum: null, pid: null },
      { itemId: 4, val: "41,42", itemType: 5, valOther: "Nuts", recordNum: null, pid: null },
      { itemId: 5, val: "2016-05-01", itemType: 22, valOther: "", recordNum: null, pid: null },
      { itemId: 6, val: '["11","1101"]', itemType: 34, valOther: "", recordNum: null, pid: null },
      { itemId: 81, val: "Han Mei", itemType: 1, valOther: "", recordNum: 1, pid: null },
      { itemId: 82, val: "", itemType: 15, valOther: "", recordNum: 1, pid: null },
    ]);
  });

  it("passes a to-do's taskId to wx/byid and wx/add, then goes back home", async () => {
    signInAsStaff();
    const api = fakeApi({
      "GET /app/eos/form/wx/byid": () => ok(form([wire({ id: 1, name: "Name", type: 1 })])),
      "POST /app/eos/form/wx/add": () => ok({ formValId: 99 }),
      "GET /center/api/getToDoList": () => ok([]),
    });
    const { router } = renderRoute("/admin/forms/7/fill?taskId=9");
    fireEvent.change(await screen.findByLabelText("Name", {}, slow), { target: { value: "Li Lei" } });
    fireEvent.click(screen.getByTestId("form-submit"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    const read = api.calls.find((c) => c.url.pathname.endsWith("/wx/byid"));
    expect(read?.url.searchParams.get("taskId")).toBe("9");
    const add = api.calls.find((c) => c.url.pathname.endsWith("/wx/add"));
    expect(bodyOf(add!)).toMatchObject({ formId: 7, taskId: 9 });
    await screen.findByTestId("todo-empty", {}, slow);
  });

  it("lets a visitor read a public form through visitor/byid and submit it write-only", async () => {
    testSession.clear();
    const api = fakeApi({
      "POST /auth/visitor/token": () =>
        ok({
          token: "v.abc",
          expiresIn: 7200,
          user: { id: 5, roleType: "visitor", schoolId: 12, areaId: null },
        }),
      "GET /app/eos/form/visitor/byid": () =>
        ok(form([wire({ id: 1, name: "Name", type: 1, isNull: "N" })], { settings: { allowVisitor: true } })),
      "POST /app/eos/form/visitor/addBatchVisitor": () => ok(null),
    });
    renderRoute("/form/7?schoolId=12");
    fireEvent.change(await screen.findByLabelText("*Name", {}, slow), { target: { value: "Guest" } });
    fireEvent.click(screen.getByTestId("form-submit"));
    await screen.findByText("Submitted");
    const read = api.calls.find((c) => c.url.pathname.endsWith("/visitor/byid"));
    expect(read?.headers.get("Authorization")).toBe("Bearer v.abc");
    const sent = api.calls.find((c) => c.url.pathname.endsWith("/visitor/addBatchVisitor"));
    expect(bodyOf(sent!)).toMatchObject({ formId: 7, items: [{ itemId: 1, val: "Guest" }] });
    expect(api.calls.some((c) => c.url.pathname.endsWith("/wx/byid"))).toBe(false);
  });

  it("does not submit while a required field is empty, and shows its error", async () => {
    signInAsStaff();
    const api = fakeApi({ "GET /app/eos/form/wx/byid": () => ok(form(signUp)) });
    renderRoute("/admin/forms/7/fill");
    fireEvent.click(await screen.findByTestId("form-submit", {}, slow));
    expect((await screen.findAllByText("Name cannot be empty")).length).toBeGreaterThan(0);
    expect(api.calls.some((c) => c.url.pathname.endsWith("/wx/add"))).toBe(false);
  });

  it("adds and removes group records", async () => {
    signInAsStaff();
    fakeApi({ "GET /app/eos/form/wx/byid": () => ok(form(signUp)) });
    renderRoute("/admin/forms/7/fill");
    await screen.findByText("Record 1", {}, slow);
    fireEvent.click(screen.getByRole("button", { name: /Add a record/ }));
    expect(screen.getByText("Record 2")).toBeTruthy();
    expect(screen.getAllByLabelText("Guardian name")).toHaveLength(2);
    const second = screen.getByText("Record 2").closest(".eos-fill-record") as HTMLElement;
    fireEvent.click(within(second).getByRole("button", { name: /Remove/ }));
    await waitFor(() => expect(document.querySelector(".ant-popconfirm .ant-btn-primary")).not.toBeNull());
    fireEvent.click(document.querySelector(".ant-popconfirm .ant-btn-primary") as HTMLElement);
    await waitFor(() => expect(screen.getAllByLabelText("Guardian name")).toHaveLength(1));
    expect(screen.queryByText("Record 2")).toBeNull();
  });

  it("pre-fills from customForm without widening a field's state", async () => {
    signInAsStaff();
    const items = [
      wire({ id: 1, name: "Class", type: 1, showState: 3, extra: undefined, dbItemName: "class_name" }),
      wire({ id: 2, name: "Note", type: 1 }),
      wire({ id: 3, name: "Secret", type: 1 }),
    ];
    fakeApi({ "GET /app/eos/form/wx/byid": () => ok(form(items)) });
    const custom = encodeURIComponent(
      JSON.stringify([
        { dbItemName: "class_name", fieldStatus: "Add", val: "Class 1-2" },
        { itemId: 2, fieldStatus: "Query", val: "fixed" },
        { itemId: 3, fieldStatus: "Hidden" },
      ]),
    );
    renderRoute(`/admin/forms/7/fill?customForm=${custom}`);
    // Item 1 is read-only by its showState: the preset fills it, but "Add" does not make it editable.
    expect(await screen.findByText("Class 1-2", {}, slow)).toBeTruthy();
    expect(screen.queryByLabelText("Class")?.tagName).not.toBe("INPUT");
    // Item 2 is narrowed to read-only, item 3 hidden.
    expect(screen.getByText("fixed")).toBeTruthy();
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
    expect(screen.queryByText("Secret")).toBeNull();
  });

  it("shows a stored value read-only with ?mode=query", async () => {
    signInAsStaff();
    const value = {
      formValId: 5,
      version: 1,
      updatedAt: "2026-11-01T00:00:00Z",
      values: [
        { itemId: 1, val: "Li Lei", valOther: "", itemType: 1, recordNum: null, pid: null, hidden: false },
        { itemId: 3, val: "31", valOther: "", itemType: 4, recordNum: null, pid: null, hidden: false },
      ],
    };
    fakeApi({ "GET /app/eos/form/wx/byid": () => ok(form(signUp, { value })) });
    renderRoute("/admin/forms/7/fill?formValId=5&mode=query");
    expect(await screen.findByText("Li Lei", {}, slow)).toBeTruthy();
    expect(screen.getByText("Run")).toBeTruthy();
    expect(screen.queryAllByRole("textbox")).toHaveLength(0);
    expect(screen.queryByTestId("form-submit")).toBeNull();
  });
});
