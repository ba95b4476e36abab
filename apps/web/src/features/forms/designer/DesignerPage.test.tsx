import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { errorEnvelope, mockUi } from "../../../test/fetchMock.ts";
import { signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import {
  canvasNames,
  fakeFormsServer,
  itemRow,
  lastSave,
  saveAndWait,
  selectItem,
  text,
} from "./designerTestKit.ts";

// The lazy page pulls in the form engine and drag and drop: load it once, before the clock of any test starts.
beforeAll(async () => {
  await import("./DesignerPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

const open = async () => {
  renderRoute("/admin/forms/7/design");
  expect(await screen.findByTestId("designer")).toBeTruthy();
};

describe("the form designer", { timeout: 60_000 }, () => {
  it("adds controls by click and saves them without ids, then learns the server's ids", async () => {
    const server = fakeFormsServer([]);
    await open();
    expect(screen.getByTestId("designer-title").textContent).toBe("Trip sign-up");
    fireEvent.click(screen.getByTestId("palette-1"));
    fireEvent.click(screen.getByTestId("palette-4"));
    expect(canvasNames()).toEqual(["Single-line text", "Radio"]);
    await saveAndWait(server.saves);
    // The first save (the explicit one, or autosave on a slow machine) carries the new items without ids.
    const saved = server.saves()[0] as ReturnType<typeof lastSave>;
    expect(saved.id).toBe(7);
    expect(saved.items.map((x) => [x.type, x.name, x.id])).toEqual([
      [1, "Single-line text", undefined],
      [4, "Radio", undefined],
    ]);
    expect((saved.items[1].optionInfos as { name: string }[]).map((o) => o.name)).toEqual([
      "Option 1",
      "Option 2",
    ]);
    // The server's ids replace the temporary ones: the property panel shows them.
    await waitFor(() => expect(screen.getByTestId("property-panel").textContent).toContain("5001"));
    fireEvent.click(within(itemRow("Radio")).getAllByTestId("item-up")[0]);
    await saveAndWait(server.saves);
    expect(lastSave(server.saves).items.map((x) => x.id)).toEqual([5001, 5000]);
  });

  it("reorders with the move buttons and with Alt+Arrow on a focused item", async () => {
    const server = fakeFormsServer([text(1001, "Name"), text(1002, "Class"), text(1003, "Phone")]);
    await open();
    fireEvent.click(within(itemRow("Name")).getAllByTestId("item-down")[0]);
    expect(canvasNames()).toEqual(["Class", "Name", "Phone"]);
    const head = within(itemRow("Phone")).getAllByTestId("canvas-item-head")[0];
    fireEvent.keyDown(head, { key: "ArrowUp", altKey: true });
    expect(canvasNames()).toEqual(["Class", "Phone", "Name"]);
    await saveAndWait(server.saves);
    expect(lastSave(server.saves).items.map((x) => x.id)).toEqual([1002, 1003, 1001]);
    fireEvent.click(within(itemRow("Class")).getAllByTestId("item-copy")[0]);
    expect(canvasNames()).toEqual(["Class", "Class", "Phone", "Name"]);
    await saveAndWait(server.saves);
    expect(server.saves().some((b) => (b.items as { id?: number }[])[1].id === undefined)).toBe(true);
  });

  it("nests controls into a group form, by click into the selected group and by the indent button", async () => {
    const group = { ...text(1010, "Family members"), type: 32, typeJson: { showType: 1 } };
    const server = fakeFormsServer([text(1001, "Name"), group, text(1002, "Relation")]);
    await open();
    selectItem("Family members");
    expect(screen.getByText('New controls go into "Family members"')).toBeTruthy();
    fireEvent.click(screen.getByTestId("palette-19"));
    fireEvent.click(within(itemRow("Relation")).getAllByTestId("item-indent")[0]);
    await saveAndWait(server.saves);
    const saved = lastSave(server.saves);
    expect(saved.items.map((x) => x.name)).toEqual(["Name", "Family members"]);
    expect(saved.items[1].childItem?.map((x) => [x.type, x.name])).toEqual([
      [19, "Integer"],
      [1, "Relation"],
    ]);
    // And out again.
    fireEvent.click(within(itemRow("Relation")).getAllByTestId("item-outdent")[0]);
    await saveAndWait(server.saves);
    expect(lastSave(server.saves).items.map((x) => x.name)).toEqual(["Name", "Family members", "Relation"]);
  });

  it("sends edited properties and options in the saved payload", async () => {
    const radio = {
      ...text(1002, "Bus"),
      type: 4,
      optionInfos: [
        { id: 1, name: "Yes", isDefault: "N" },
        { id: 2, name: "No", isDefault: "N" },
      ],
    };
    const server = fakeFormsServer([text(1001, "Name"), radio]);
    await open();
    selectItem("Name");
    fireEvent.change(screen.getByTestId("prop-name"), { target: { value: "Full name" } });
    fireEvent.click(screen.getByTestId("prop-required"));
    fireEvent.change(await screen.findByLabelText("Message when empty"), {
      target: { value: "Who are you?" },
    });
    fireEvent.change(screen.getByLabelText("Maximum length"), { target: { value: "20" } });
    fireEvent.click(screen.getByRole("radio", { name: "Read-only" }));
    selectItem("Bus");
    fireEvent.click(screen.getByTestId("option-add-custom"));
    const rows = screen.getAllByTestId("option-row");
    fireEvent.click(within(rows[2]).getByTestId("option-custom-required"));
    fireEvent.change(within(rows[0]).getByTestId("option-quota"), { target: { value: "30" } });
    fireEvent.click(within(rows[1]).getByTestId("option-default"));
    await saveAndWait(server.saves);
    const [name, bus] = lastSave(server.saves).items;
    expect(name).toMatchObject({
      name: "Full name",
      isNull: "N",
      showState: 3,
      typeJson: { isNullErrMsg: "Who are you?", charNumber: 20 },
    });
    expect(bus.optionInfos).toMatchObject([
      { id: 1, name: "Yes", maxCount: 30, isDefault: "N" },
      { id: 2, name: "No", isDefault: "Y" },
      { id: 3, name: "Other", custom: "true" },
    ]);
  });

  it("undoes and redoes with the buttons and with Ctrl+Z / Ctrl+Shift+Z", async () => {
    fakeFormsServer([text(1001, "Name")]);
    await open();
    fireEvent.click(screen.getByTestId("palette-22"));
    fireEvent.click(within(itemRow("Name")).getAllByTestId("item-delete")[0]);
    fireEvent.click(await screen.findByTestId("confirm-ok"));
    await waitFor(() => expect(canvasNames()).toEqual(["Date"]));
    fireEvent.click(screen.getByTestId("designer-undo"));
    expect(canvasNames()).toEqual(["Name", "Date"]);
    fireEvent.keyDown(window, { key: "z", ctrlKey: true });
    expect(canvasNames()).toEqual(["Name"]);
    fireEvent.keyDown(window, { key: "Z", ctrlKey: true, shiftKey: true });
    expect(canvasNames()).toEqual(["Name", "Date"]);
    fireEvent.click(screen.getByTestId("designer-redo"));
    expect(canvasNames()).toEqual(["Date"]);
    expect((screen.getByTestId("designer-redo") as HTMLButtonElement).disabled).toBe(true);
  });

  it("checks a formula as it is typed and flags an unknown reference", async () => {
    const formula = { ...text(1003, "Total"), type: 30, typeJson: { formula: "{1001} + {9999}" } };
    fakeFormsServer([text(1001, "Price", { type: 20 }), text(1002, "Count", { type: 19 }), formula]);
    await open();
    selectItem("Total");
    const check = screen.getByTestId("formula-check");
    expect(check.textContent).toContain("Unknown field: 9999");
    const input = screen.getByTestId("formula-input") as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: "{1001} * " } });
    expect(screen.getByTestId("formula-check").textContent).toContain("column");
    input.setSelectionRange(input.value.length, input.value.length);
    fireEvent.click(within(screen.getByTestId("formula-fields")).getByRole("button", { name: "Count" }));
    expect(input.value).toBe("{1001} * {1002}");
    expect(screen.getByTestId("formula-check").textContent).toContain("The formula is valid");
  });

  it("shows the auto-number example and the format's errors", async () => {
    fakeFormsServer([{ ...text(1004, "Number"), type: 54, typeJson: { format: "NO-{SORT_ALL:4}" } }]);
    await open();
    selectItem("Number");
    expect(screen.getByTestId("autonumber-status").textContent).toBe("Example: NO-0001");
    fireEvent.change(screen.getByTestId("autonumber-format"), { target: { value: "NO-{SORT_ALL:4" } });
    expect(screen.getByTestId("autonumber-status").textContent).toContain("a brace is not closed");
  });

  it("shows the release lint list from a -100910 answer and selects the item picked", async () => {
    const ui = mockUi();
    const problems = [
      {
        itemId: 1002,
        code: "rangeMinNotBelowMax",
        name: "Age",
        msg: "The minimum 9 must be below the maximum 3",
      },
    ];
    fakeFormsServer(
      [text(1001, "Name"), text(1002, "Age", { type: 19, typeJson: { rangeMin: 9, rangeMax: 3 } })],
      {
        "POST /v3/eos/form/admin/release": () => ({
          status: 400,
          body: errorEnvelope(-100910, JSON.stringify([{ name: "Age", msg: problems[0].msg }]), problems),
        }),
      },
    );
    await open();
    fireEvent.click(screen.getByTestId("designer-release"));
    const list = await screen.findByTestId("release-problems");
    const entry = await within(list).findByTestId("release-problem");
    expect(entry.textContent).toContain("The minimum 9 must be below the maximum 3");
    expect(ui.listDialog).not.toHaveBeenCalled();
    fireEvent.click(entry);
    await waitFor(() =>
      expect(within(itemRow("Age")).getAllByTestId("canvas-item-head")[0].getAttribute("aria-pressed")).toBe(
        "true",
      ),
    );
    expect(screen.getByLabelText("Minimum")).toBeTruthy();
  });

  it("releases a clean form and shows the new version", async () => {
    const server = fakeFormsServer([text(1001, "Name")], {
      "POST /v3/eos/form/admin/release": () => ({
        body: { success: true, errorCode: null, errorDesc: null, data: { id: 7, version: 3 } },
      }),
    });
    await open();
    fireEvent.click(screen.getByTestId("designer-release"));
    expect(await screen.findByText("Released as version 3")).toBeTruthy();
    expect(server.calls.some((c) => c.url.pathname.endsWith("/admin/release"))).toBe(true);
  });

  it("previews the draft at PC width and in a 390 px phone frame", async () => {
    fakeFormsServer([text(1001, "Guardian name")]);
    await open();
    fireEvent.click(screen.getByTestId("designer-preview"));
    const pc = await screen.findByTestId("preview-pc");
    expect(await within(pc).findByText("Guardian name")).toBeTruthy();
    fireEvent.click(screen.getByText("Phone (390 px)"));
    const phone = await screen.findByTestId("preview-phone");
    expect(await within(phone).findByText("Guardian name")).toBeTruthy();
  });

  it("tells a phone user to use a wider screen, with a link to the forms list", async () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query: string) =>
        ({
          matches:
            !/min-width:\s*(\d+)px/.test(query) || Number(/min-width:\s*(\d+)px/.exec(query)?.[1]) <= 390,
          media: query,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    fakeFormsServer([]);
    renderRoute("/admin/forms/7/design");
    expect(await screen.findByText("The designer needs a wider screen")).toBeTruthy();
    expect(screen.getByTestId("designer-phone-link").getAttribute("href")).toBe("/admin/forms");
  });
});
