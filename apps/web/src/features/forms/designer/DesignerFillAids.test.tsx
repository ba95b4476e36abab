import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bodyOf, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { fakeFormsServer, lastSave, saveAndWait, selectItem, text } from "./designerTestKit.ts";

beforeAll(async () => {
  await import("./DesignerPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("pre-fill and QR variables in the designer", { timeout: 60_000 }, () => {
  it("matches fields to profile fields and keeps the form's QR variables", async () => {
    const server = fakeFormsServer(
      [
        text(1001, "Pupil"),
        text(1002, "Number"),
        { ...text(1003, "Sport"), type: 4, optionInfos: [{ id: "o1", name: "Run" }] },
      ],
      {
        "GET /v3/eos/form/getMatchInfo": () =>
          ok({ fields: ["name"], items: [{ itemId: 1001, dbItemName: "name", val: "" }] }),
        "GET /v3/eos/form/qrVariable/get": () =>
          ok({ builtin: ["formId", "stuId"], custom: [{ name: "room", value: "A-101" }] }),
        "POST /v3/eos/form/saveMatch": () => ok(null),
        "POST /v3/eos/form/qrVariable/add": () => ok(null),
      },
    );
    renderRoute("/admin/forms/7/design");
    fireEvent.click(await screen.findByTestId("designer-fill-aids"));
    const number = await screen.findByRole("combobox", { name: "Number" });
    // Only text and number fields are offered; the radio is not.
    expect(screen.queryByRole("combobox", { name: "Sport" })).toBeNull();
    expect(screen.getByText("{formId} {stuId}", { exact: false })).toBeTruthy();
    fireEvent.mouseDown(number);
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="Student number"]');
      if (!found) throw new Error("no option");
      return found;
    });
    fireEvent.click(option);
    fireEvent.click(screen.getByRole("button", { name: /Add a variable/ }));
    const names = screen.getAllByRole("textbox", { name: "Name" });
    fireEvent.change(names[1], { target: { value: "gate" } });
    fireEvent.change(screen.getAllByRole("textbox", { name: "Value" })[1], { target: { value: "North" } });
    fireEvent.click(screen.getByTestId("fill-aids-ok"));
    await waitFor(() =>
      expect(server.calls.some((c) => c.url.pathname.endsWith("/qrVariable/add"))).toBe(true),
    );
    const match = server.calls.find((c) => c.url.pathname.endsWith("/saveMatch"))!;
    expect(bodyOf(match)).toMatchObject({
      formId: 7,
      items: [
        { itemId: 1001, dbItemName: "name" },
        { itemId: 1002, dbItemName: "studentNo" },
      ],
    });
    const qr = server.calls.find((c) => c.url.pathname.endsWith("/qrVariable/add"))!;
    expect(bodyOf(qr)).toMatchObject({
      formId: 7,
      variables: [
        { name: "room", value: "A-101" },
        { name: "gate", value: "North" },
      ],
    });
  });

  it("gives a choice field an outside option source (apiUrlInfos) that is saved with the draft", async () => {
    const server = fakeFormsServer([{ ...text(1003, "Club"), type: 4, optionInfos: [] }]);
    renderRoute("/admin/forms/7/design");
    await screen.findByTestId("designer");
    selectItem("Club");
    fireEvent.change(await screen.findByRole("textbox", { name: "Address" }), {
      target: { value: "https://dict.example.com/clubs" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Parameters (JSON)" }), {
      target: { value: '{"grade": 3' },
    });
    expect(await screen.findByText(/Write a JSON object/)).toBeTruthy();
    fireEvent.change(screen.getByRole("textbox", { name: "Parameters (JSON)" }), {
      target: { value: '{"grade": 3}' },
    });
    await saveAndWait(server.saves);
    expect(lastSave(server.saves).items[0].apiUrlInfos).toEqual([
      { url: "https://dict.example.com/clubs", paramJson: '{"grade": 3}' },
    ]);
  });
});
