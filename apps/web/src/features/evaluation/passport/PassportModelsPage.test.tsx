import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { modelItem, years } from "../../../test/evaluationTestKit.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../../test/scenesTestKit.ts";
import { passportData, passportModel } from "./passportTestKit.ts";

const pick = async (testId: string, option: string) => {
  const root = await screen.findByTestId(testId);
  await waitFor(() => expect(root.className).not.toContain("ant-select-disabled"));
  fireEvent.mouseDown(within(root).getByRole("combobox"));
  fireEvent.click(await screen.findByTitle(option));
};

beforeAll(async () => {
  await import("./PassportModelsPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("the passport models page", { timeout: 90_000 }, () => {
  it("adds a model for the current year with three units in the chosen order, then previews it", async () => {
    const { calls } = fakeApi({
      "GET /v3/passport/model/list": () => ok([]),
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/target/list": () => ok(page([modelItem(9, "Growth model")])),
      "POST /v3/passport/model/save": () => ok({ id: 3 }),
      "GET /v3/passport/preview": () => ok(passportData()),
    });
    renderRoute("/admin/passports");
    expect(await screen.findByText("No passport model yet")).toBeTruthy();
    fireEvent.click(screen.getByTestId("passport-model-add"));
    fireEvent.change(await screen.findByTestId("passport-model-name"), {
      target: { value: " Passport 2026 " },
    });
    // A new model starts with the basic information; added units take the kinds not shown yet.
    fireEvent.click(screen.getByTestId("passport-unit-add"));
    fireEvent.click(screen.getByTestId("passport-unit-add"));
    await screen.findByTestId("passport-unit-row-2");
    await pick("passport-unit-kind-2", "Self-statement");
    await pick("passport-unit-model-1", "Growth model");
    fireEvent.click(screen.getByTestId("passport-unit-up-2"));
    fireEvent.change(screen.getByTestId("passport-unit-title-1"), { target: { value: "In my words" } });
    await waitFor(() =>
      expect(within(screen.getByTestId("passport-model-year")).getByTitle("2026-2027")).toBeTruthy(),
    );
    fireEvent.click(screen.getByTestId("passport-model-save"));

    await waitFor(() => expect(callsTo(calls, "/v3/passport/model/save")).toHaveLength(1));
    const { schoolId: _school, ...saved } = bodyOf(callsTo(calls, "/v3/passport/model/save")[0]);
    expect(saved).toEqual({
      name: "Passport 2026",
      schoolYearId: 1,
      units: [
        { key: "u1", kind: "basic", title: "Basic information", sceneId: null, modelId: null },
        { key: "u3", kind: "selfStatement", title: "In my words", sceneId: null, modelId: null },
        { key: "u2", kind: "radar", title: "Indicator radar", sceneId: null, modelId: 9 },
      ],
    });
    expect(await screen.findByText("Edit passport model")).toBeTruthy();

    fireEvent.click(screen.getByTestId("passport-model-preview"));
    const preview = await screen.findByTestId("passport-preview");
    expect(await within(preview).findByTestId("passport-view")).toBeTruthy();
    expect(callsTo(calls, "/v3/passport/preview")[0].url.searchParams.get("id")).toBe("3");
  });

  it("lists the models by school year and deletes one after confirming", async () => {
    const { calls } = fakeApi({
      "GET /v3/passport/model/list": () => ok([passportModel()]),
      "POST /v3/passport/model/delete": () => ok(null),
    });
    renderRoute("/admin/passports");
    const table = await screen.findByTestId("passport-models-table");
    const row = (await within(table).findByText("Passport 2026")).closest("tr") as HTMLElement;
    expect(within(row).getByText("2026-2027")).toBeTruthy();
    expect(within(row).getByText("2")).toBeTruthy();
    fireEvent.click(within(row).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText('Delete the model "Passport 2026"?')).toBeTruthy();
    expect(callsTo(calls, "/v3/passport/model/delete")).toHaveLength(0);
    fireEvent.click((await screen.findAllByTestId("confirm-ok")).at(-1) as HTMLElement);
    await waitFor(() => expect(callsTo(calls, "/v3/passport/model/delete")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/passport/model/delete")[0])).toMatchObject({ id: 3 });
  });

  it("shows the SDP buttons only to holders of OtherSet and OtherSetStuCodeSync", async () => {
    const teacher = (codes: string[]) => () =>
      ok({ isAdmin: false, roles: [{ id: 4, key: "custom", name: "SDP" }], codes });
    const { calls } = fakeApi({
      "GET /v3/passport/model/list": () => ok([]),
      "POST /center/permissions/getUserInfo": teacher(["people.view", "evaluation.manage"]),
    });
    renderRoute("/admin/passports");
    expect(await screen.findByText("No passport model yet")).toBeTruthy();
    // The codes have arrived (and been rendered with): still no SDP button.
    await waitFor(() => expect(callsTo(calls, "/center/permissions/getUserInfo")).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId("passport-notice-link")).toBeTruthy();
    expect(screen.queryByTestId("passport-other-settings")).toBeNull();
    expect(screen.queryByTestId("sync-student-nos")).toBeNull();
  });

  it("opens the other settings with OtherSet, and syncs student numbers with OtherSetStuCodeSync", async () => {
    const { calls } = fakeApi({
      "GET /v3/passport/model/list": () => ok([]),
      "POST /center/permissions/getUserInfo": () =>
        ok({ isAdmin: false, roles: [], codes: ["people.view", "OtherSet", "OtherSetStuCodeSync"] }),
      "GET /v3/evaluation/setting": () => ok({ currentModelId: null, effectiveModelId: 9, showRanks: false }),
      "GET /v3/target/list": () => ok(page([modelItem(9, "Growth model")])),
      "POST /v3/evaluation/setting/save": () =>
        ok({ currentModelId: null, effectiveModelId: 9, showRanks: true }),
      "POST /v3/passport/stuCode/sync": () =>
        ok({
          checked: 40,
          updated: 3,
          conflicts: [{ studentId: 7, name: "Li Lei", studentNo: "ＳＹＮＣ長", wanted: "SYNC長" }],
        }),
    });
    renderRoute("/admin/passports");
    fireEvent.click(await screen.findByTestId("passport-other-settings"));
    fireEvent.click(await screen.findByTestId("setting-show-ranks"));
    await waitFor(() => expect(callsTo(calls, "/v3/evaluation/setting/save")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/evaluation/setting/save")[0])).toMatchObject({
      currentModelId: null,
      showRanks: true,
    });

    fireEvent.click(screen.getByTestId("sync-student-nos"));
    expect(await screen.findByText("Sync every student's number?")).toBeTruthy();
    expect(callsTo(calls, "/v3/passport/stuCode/sync")).toHaveLength(0);
    fireEvent.click(await screen.findByTestId("sync-student-nos-ok"));
    await waitFor(() => expect(callsTo(calls, "/v3/passport/stuCode/sync")).toHaveLength(1));
    expect(await screen.findByText("Checked 40 students, updated 3 numbers")).toBeTruthy();
    const left = await screen.findByTestId("sync-student-nos-conflicts");
    expect(within(left).getByText("Li Lei")).toBeTruthy();
    expect(within(left).getByText("SYNC長")).toBeTruthy();
  });
});
