import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { modelItem } from "../../test/evaluationTestKit.ts";
import { bodyOf, fakeApi, ok, refuse, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { callsTo, page } from "../../test/scenesTestKit.ts";
import { demoArea } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";

const noSetting = { currentModelId: null, effectiveModelId: null, showRanks: false };

const rowOf = (name: string) =>
  within(screen.getByTestId("models-table")).getByText(name).closest("tr") as HTMLElement;

beforeAll(async () => {
  await import("./ModelsPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("the indicator models page", { timeout: 90_000 }, () => {
  it("lists models with their version and origin, searches, copies and deletes after confirming", async () => {
    const { calls } = fakeApi({
      "GET /v3/target/list": () =>
        ok(page([modelItem(9, "Growth model"), modelItem(10, "Area model", { pushed: true, version: 5 })])),
      "POST /v3/target/clone": () => ok({ id: 11 }),
      "POST /v3/target/delete": () => ok(null),
      "GET /v3/evaluation/setting": () => ok(noSetting),
    });
    renderRoute("/admin/models");
    await within(await screen.findByTestId("models-table")).findByText("Growth model");
    expect(within(rowOf("Area model")).getByText("From the area")).toBeTruthy();
    expect(within(rowOf("Area model")).getByText("v5")).toBeTruthy();
    expect(within(rowOf("Growth model")).getByText("Primary")).toBeTruthy();
    expect(screen.queryByTestId("model-push")).toBeNull();

    fireEvent.change(screen.getByPlaceholderText("Search model names"), { target: { value: " growth " } });
    fireEvent.keyDown(screen.getByPlaceholderText("Search model names"), { key: "Enter", code: "Enter" });
    await waitFor(() =>
      expect(callsTo(calls, "/v3/target/list").at(-1)?.url.searchParams.get("keyword")).toBe("growth"),
    );

    fireEvent.click(within(rowOf("Growth model")).getByRole("button", { name: "Copy" }));
    await waitFor(() => expect(callsTo(calls, "/v3/target/clone")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/target/clone")[0])).toMatchObject({ id: 9 });

    fireEvent.click(within(rowOf("Growth model")).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText('Delete the model "Growth model"?')).toBeTruthy();
    expect(callsTo(calls, "/v3/target/delete")).toHaveLength(0);
    fireEvent.click((await screen.findAllByTestId("confirm-ok")).at(-1) as HTMLElement);
    await waitFor(() => expect(callsTo(calls, "/v3/target/delete")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/target/delete")[0])).toMatchObject({ id: 9 });
  });

  it("a school chooses the model its users see and turns ranks on for students and parents", async () => {
    const setting = { currentModelId: null as number | null, effectiveModelId: 9, showRanks: false };
    const { calls } = fakeApi({
      "GET /v3/target/list": () =>
        ok(page([modelItem(9, "Growth model"), modelItem(10, "Area model", { pushed: true })])),
      "GET /v3/evaluation/setting": () => ok(setting),
      "POST /v3/evaluation/setting/save": () => ok(setting),
    });
    renderRoute("/admin/models");
    const card = await screen.findByTestId("evaluation-setting");
    expect(await within(card).findByText("Not chosen (the oldest model: Growth model)")).toBeTruthy();
    fireEvent.mouseDown(within(card).getByRole("combobox"));
    fireEvent.click((await screen.findAllByTitle("Area model")).at(-1) as HTMLElement);
    await waitFor(() => expect(callsTo(calls, "/v3/evaluation/setting/save")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/evaluation/setting/save")[0])).toMatchObject({
      currentModelId: 10,
      showRanks: false,
    });
    fireEvent.click(within(card).getByRole("switch"));
    await waitFor(() => expect(callsTo(calls, "/v3/evaluation/setting/save")).toHaveLength(2));
    expect(bodyOf(callsTo(calls, "/v3/evaluation/setting/save")[1])).toMatchObject({
      currentModelId: null,
      showRanks: true,
    });
  });

  it("on an area's site pushes a model to every school and says how many got it", async () => {
    testSession.set(SessionKey.schoolId, String(demoArea.id));
    testSession.set(SessionKey.schoolInfo, JSON.stringify(demoArea));
    const { calls } = fakeApi({
      "GET /auth/my/getschool": () => ok(demoArea),
      "GET /v3/target/list": () => ok(page([modelItem(9, "District model", { pushedTo: 3 })])),
      "POST /region/targetModel/push": () => ok({ created: 2, updated: 1 }),
    });
    renderRoute("/admin/models");
    await within(await screen.findByTestId("models-table")).findByText("District model");
    expect(within(rowOf("District model")).getByText("Pushed to 3 schools")).toBeTruthy();
    fireEvent.click(await screen.findByTestId("model-push"));
    fireEvent.click((await screen.findAllByTestId("confirm-ok")).at(-1) as HTMLElement);
    expect(
      (await screen.findAllByText("Pushed: 2 schools got it, 1 schools were updated")).length,
    ).toBeGreaterThan(0);
    expect(bodyOf(callsTo(calls, "/region/targetModel/push")[0])).toMatchObject({ id: 9, schoolIds: [] });
  });

  it("shows why the list could not load, with a retry", async () => {
    fakeApi({
      "GET /v3/target/list": () => refuse(500, "Database unavailable"),
      "GET /v3/evaluation/setting": () => ok(noSetting),
    });
    renderRoute("/admin/models");
    // The query tries twice before the page gives up and offers a retry with the server's reason.
    expect(await screen.findByRole("button", { name: "Retry" }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getAllByText("Database unavailable").length).toBeGreaterThan(0);
  });
});
