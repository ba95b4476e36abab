import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bodyOf, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { fakeFormsServer, lastSave, saveAndWait, selectItem, text } from "./designerTestKit.ts";

beforeAll(async () => {
  await import("./DesignerPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

const open = async () => {
  renderRoute("/admin/forms/7/design");
  expect(await screen.findByTestId("designer")).toBeTruthy();
};

describe("designer data: cascades, dictionaries, settings, renaming", { timeout: 60_000 }, () => {
  it("applies a cascade's own rows as a tree in typeJson.dictData", async () => {
    const server = fakeFormsServer([{ ...text(1005, "Home"), type: 34 }]);
    await open();
    selectItem("Home");
    fireEvent.change(screen.getByTestId("cascade-rows"), {
      target: { value: "11,Beijing\n1101,Dongcheng,11\n1102,Xicheng,99" },
    });
    expect(screen.getByText("Line 3: parent 99 does not exist")).toBeTruthy();
    expect((screen.getByTestId("cascade-apply") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId("cascade-rows"), {
      target: { value: "11,Beijing\n1101,Dongcheng,11" },
    });
    fireEvent.click(screen.getByTestId("cascade-apply"));
    await saveAndWait(server.saves);
    expect(lastSave(server.saves).items[0].typeJson).toMatchObject({
      dictData: [{ code: "11", name: "Beijing", children: [{ code: "1101", name: "Dongcheng" }] }],
    });
  });

  it("imports a school dictionary from pasted rows and uses it for the cascade", async () => {
    const server = fakeFormsServer([{ ...text(1006, "Subject"), type: 35 }], {
      "GET /v3/eos/form/admin/queryDictType": () => ok([{ type: "grades", count: 6 }]),
      "POST /v3/eos/form/dict/save": () => ok({ type: "subjects", count: 2 }),
    });
    await open();
    selectItem("Subject");
    fireEvent.click(screen.getByText("School dictionary"));
    fireEvent.click(await screen.findByTestId("cascade-import"));
    fireEvent.change(await screen.findByLabelText("Dictionary name"), { target: { value: "subjects" } });
    fireEvent.change(screen.getByTestId("dict-import-rows"), {
      target: { value: "code,name\nMA,Maths\nEN,English" },
    });
    fireEvent.click(screen.getByTestId("dict-import-ok"));
    await waitFor(() => expect(server.calls.some((c) => c.url.pathname.endsWith("/dict/save"))).toBe(true));
    const call = server.calls.find((c) => c.url.pathname.endsWith("/dict/save"))!;
    expect(bodyOf(call)).toMatchObject({
      type: "subjects",
      entries: [
        { code: "MA", name: "Maths", parentCode: null },
        { code: "EN", name: "English", parentCode: null },
      ],
    });
    await saveAndWait(server.saves);
    expect(lastSave(server.saves).items[0].typeJson).toMatchObject({ dictType: "subjects" });
  });

  it("saves the form settings through saveSetting", async () => {
    const server = fakeFormsServer([text(1001, "Name")], {
      "POST /v3/eos/form/admin/saveSetting": () => ok(null),
    });
    await open();
    fireEvent.click(screen.getByTestId("designer-settings"));
    const description = await screen.findByTestId("settings-description");
    fireEvent.change(description, { target: { value: "Bring a packed lunch" } });
    fireEvent.click(screen.getByTestId("settings-visitor"));
    fireEvent.click(screen.getByTestId("settings-ok"));
    await waitFor(() => expect(server.calls.some((c) => c.url.pathname.endsWith("/saveSetting"))).toBe(true));
    const call = server.calls.find((c) => c.url.pathname.endsWith("/saveSetting"))!;
    expect(bodyOf(call)).toMatchObject({
      id: 7,
      settings: {
        description: "Bring a packed lunch",
        submitText: "Send",
        allowVisitor: true,
        allowRepeat: false,
      },
    });
  });

  it("saves changes not yet saved when the user leaves for the forms list", async () => {
    const server = fakeFormsServer([text(1001, "Name")], {
      "GET /v3/eos/form/admin/page": () => ok({ list: [], total: 0, page: 1, size: 20 }),
    });
    await open();
    selectItem("Name");
    fireEvent.change(screen.getByTestId("prop-name"), { target: { value: "Pupil name" } });
    fireEvent.click(screen.getByRole("link", { name: /Forms/ }));
    await waitFor(() => expect(server.saves()).toHaveLength(1));
    expect(lastSave(server.saves).items[0]).toMatchObject({ id: 1001, name: "Pupil name" });
  });

  it("renames the form", async () => {
    const server = fakeFormsServer([text(1001, "Name")]);
    await open();
    fireEvent.click(screen.getByTestId("designer-rename"));
    fireEvent.change(await screen.findByTestId("rename-input"), { target: { value: "Autumn trip" } });
    fireEvent.click(screen.getByTestId("rename-ok"));
    await waitFor(() => expect(screen.getByTestId("designer-title").textContent).toBe("Autumn trip"));
    expect(lastSave(server.saves)).toMatchObject({
      id: 7,
      name: "Autumn trip",
      items: [{ id: 1001, name: "Name" }],
    });
    expect(within(screen.getByTestId("designer")).queryByText("Trip sign-up")).toBeNull();
  });
});
