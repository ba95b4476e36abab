import type { FillableForm, FormItemWire } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { wire } from "../../../test/fillerTestKit.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";

/** Options and values the filler reads from elsewhere: outside option lists (apiUrlInfos), terms and years. */
const form = (items: FormItemWire[]): FillableForm => ({
  id: 7,
  name: "Sources",
  version: 1,
  items,
  settings: {},
  optionCounts: {},
  value: null,
  draft: null,
});
const slow = { timeout: 25_000 };

beforeEach(() => {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  vi.stubGlobal("ResizeObserver", NoopResizeObserver);
});

describe("filler option sources", { timeout: 120_000 }, () => {
  it("shows the options of an item with apiUrlInfos from wx/queryApiDict and submits the chosen id", async () => {
    signInAsStaff();
    const api = fakeApi({
      "GET /app/eos/form/wx/byid": () =>
        ok(
          form([
            wire({
              id: 1,
              name: "Club",
              type: 4,
              apiUrlInfos: [{ url: "https://dict.example.com/clubs", paramJson: { grade: 3 } }],
            }),
          ]),
        ),
      "POST /app/eos/form/wx/queryApiDict": () =>
        ok([
          { id: "c1", name: "Chess" },
          { id: "c2", name: "Choir" },
        ]),
      "POST /app/eos/form/wx/add": () => ok({ formValId: 9 }),
      "POST /app/eos/form/task/addDrafts": () => ok({ formValId: 1, updatedAt: "" }),
    });
    renderRoute("/admin/forms/7/fill");
    fireEvent.click(await screen.findByRole("radio", { name: "Choir" }, slow));
    const asked = api.calls.find((c) => c.url.pathname.endsWith("/wx/queryApiDict"));
    expect(bodyOf(asked!)).toMatchObject({ url: "https://dict.example.com/clubs", paramJson: '{"grade":3}' });
    fireEvent.click(screen.getByTestId("form-submit"));
    await screen.findByText("Submitted");
    const add = api.calls.find((c) => c.url.pathname.endsWith("/wx/add"));
    expect(bodyOf(add!).items).toEqual([
      { itemId: 1, val: "c2", itemType: 4, valOther: "", recordNum: null, pid: null },
    ]);
  });

  it("lists the school's terms and years for types 56 and 57 through the forms prefix", async () => {
    signInAsStaff();
    const api = fakeApi({
      "GET /app/eos/form/wx/byid": () =>
        ok(form([wire({ id: 1, name: "Term", type: 56 }), wire({ id: 2, name: "Year", type: 57 })])),
      "GET /app/eos/form/school/yearTermCascade": () =>
        ok([
          {
            value: "5",
            label: "2026-2027",
            isNow: "Y",
            children: [
              { value: "51", label: "Autumn", isNow: "Y" },
              { value: "52", label: "Spring", isNow: "N" },
            ],
          },
        ]),
    });
    renderRoute("/admin/forms/7/fill");
    const term = await screen.findByLabelText("Term", {}, slow);
    fireEvent.mouseDown(term);
    expect(await screen.findByText("2026-2027 Spring")).toBeTruthy();
    fireEvent.mouseDown(screen.getByLabelText("Year"));
    await waitFor(() => expect(screen.getAllByText("2026-2027").length).toBeGreaterThan(0));
    expect(api.calls.some((c) => c.url.pathname === "/api/v3/schoolYear/list")).toBe(false);
  });

  it("pre-fills matched profile values under the page's customForm, never widening a state", async () => {
    signInAsStaff();
    fakeApi({
      "GET /app/eos/form/wx/byid": () =>
        ok(
          form([
            wire({ id: 1, name: "Student name", type: 1 }),
            wire({ id: 2, name: "Student number", type: 1, showState: 3 }),
            wire({ id: 3, name: "Class", type: 1 }),
          ]),
        ),
      "GET /app/eos/form/getMatchInfo": () =>
        ok({
          fields: ["name", "studentNo", "className"],
          items: [
            { itemId: 1, dbItemName: "name", val: "Li Lei" },
            { itemId: 2, dbItemName: "studentNo", val: "S-0042" },
            { itemId: 3, dbItemName: "className", val: "Class 1" },
          ],
        }),
    });
    const custom = encodeURIComponent(JSON.stringify([{ itemId: 3, val: "Class 2" }]));
    renderRoute(`/admin/forms/7/fill?customForm=${custom}`);
    expect(((await screen.findByLabelText("Student name", {}, slow)) as HTMLInputElement).value).toBe(
      "Li Lei",
    );
    // Read-only by its showState: filled, still read-only.
    expect(screen.getByText("S-0042")).toBeTruthy();
    expect(screen.queryByLabelText("Student number")?.tagName).not.toBe("INPUT");
    expect((screen.getByLabelText("Class") as HTMLInputElement).value).toBe("Class 2");
  });

  it("fills a QR code item's variables: built-in ones and the form's own", async () => {
    signInAsStaff();
    const api = fakeApi({
      "GET /app/eos/form/wx/byid": () =>
        ok(
          form([
            wire({
              id: 1,
              name: "Pass",
              type: 58,
              typeJson: { content: "form={formId};room={room};x={nope}" },
            }),
          ]),
        ),
      "GET /app/eos/form/qrVariable/get": () =>
        ok({ builtin: ["formId", "stuId"], custom: [{ name: "room", value: "A-101" }] }),
    });
    renderRoute("/admin/forms/7/fill");
    expect(await screen.findByRole("img", { name: "form=7;room=A-101;x={nope}" }, slow)).toBeTruthy();
    const asked = api.calls.find((c) => c.url.pathname.endsWith("/qrVariable/get"));
    expect(asked?.url.searchParams.get("formId")).toBe("7");
  });

  it("sends a stored value's files to the reader's messages from the read-only view", async () => {
    signInAsStaff();
    const files = JSON.stringify([
      { id: 4, name: "plan.txt", url: "/api/oss/file/4", size: 9, mime: "text/plain" },
    ]);
    const value = {
      formValId: 5,
      version: 1,
      updatedAt: "2026-11-01T00:00:00Z",
      values: [
        { itemId: 1, val: files, valOther: "", itemType: 31, recordNum: null, pid: null, hidden: false },
      ],
    };
    const api = fakeApi({
      "GET /app/eos/form/wx/byid": () => ok({ ...form([wire({ id: 1, name: "Plan", type: 31 })]), value }),
      "POST /app/eos/form/wx/sendFile": () => ok({ sent: 1 }),
    });
    renderRoute("/admin/forms/7/fill?formValId=5&mode=query");
    fireEvent.click(await screen.findByRole("button", { name: /Send to my messages/ }, slow));
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname.endsWith("/wx/sendFile"))).toBe(true));
    const sent = api.calls.find((c) => c.url.pathname.endsWith("/wx/sendFile"))!;
    expect(bodyOf(sent)).toMatchObject({ formValId: 5, itemId: 1 });
  });

  it("names a stored choice from an outside source in the read-only view", async () => {
    signInAsStaff();
    const value = {
      formValId: 5,
      version: 1,
      updatedAt: "2026-11-01T00:00:00Z",
      values: [
        { itemId: 1, val: "c2", valOther: "", itemType: 16, recordNum: null, pid: null, hidden: false },
      ],
    };
    const item = wire({
      id: 1,
      name: "Club",
      type: 16,
      apiUrlInfos: { url: "https://dict.example.com/clubs" },
    });
    fakeApi({
      "GET /app/eos/form/wx/byid": () => ok({ ...form([item]), value }),
      "POST /app/eos/form/wx/queryApiDict": () =>
        ok([
          { id: "c1", name: "Chess" },
          { id: "c2", name: "Choir" },
        ]),
    });
    renderRoute("/admin/forms/7/fill?formValId=5&mode=query");
    expect(await screen.findByText("Choir", {}, slow)).toBeTruthy();
  });
});
