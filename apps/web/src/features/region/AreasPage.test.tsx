import { type SchoolInfo, SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { bodyOf, fakeApi, ok, refuse } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { callsTo, page } from "../../test/scenesTestKit.ts";
import { testSession } from "../../test/session.ts";
import type { AreaItem } from "./regionApi.ts";

const slow = { timeout: 25_000 };

const platformSite: SchoolInfo = {
  id: 90,
  name: "EOS Platform",
  type: 2,
  areaid: null,
  loginType: 1,
  domain: "platform.test",
};

const signInAtPlatform = () => {
  testSession.set(SessionKey.token, "tok");
  testSession.set(SessionKey.schoolId, String(platformSite.id));
  testSession.set(SessionKey.schoolInfo, JSON.stringify(platformSite));
  testSession.set(
    SessionKey.userInfo,
    JSON.stringify({ id: 1, name: "Zhao Lei", type: 0, roleType: "tea", schoolId: 90, areaId: null }),
  );
};

const area = (id: number, name: string, patch: Partial<AreaItem> = {}): AreaItem => ({
  id,
  name,
  code: null,
  createdAt: "2026-11-20T08:00:00.000Z",
  schoolCount: 2,
  enabledSchoolCount: 1,
  siteId: null,
  siteDomain: null,
  ...patch,
});

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(async () => {
  await import("./AreasPage.tsx");
}, 120_000);

describe("the platform's areas (/admin/areas)", { timeout: 60_000 }, () => {
  it("lists areas with their counts and site, and adds one; a taken name is said and the modal stays", async () => {
    signInAtPlatform();
    const { calls } = fakeApi({
      "GET /auth/my/getschool": () => ok(platformSite),
      "GET /v3/area/page": () =>
        ok(page([area(1, "Demo District", { siteDomain: "area.demo", siteId: 7 }), area(2, "North")])),
      "POST /v3/area/add": (call) =>
        bodyOf(call).name === "North" ? refuse(400, 'an area named "North" already exists') : ok({ id: 3 }),
    });
    renderRoute("/admin/areas");
    const table = await screen.findByTestId("areas-table", {}, slow);
    const demo = (await within(table).findByText("Demo District", {}, slow)).closest("tr") as HTMLElement;
    expect(within(demo).getByText("area.demo")).toBeTruthy();
    const north = within(table).getByText("North").closest("tr") as HTMLElement;
    expect(within(north).getByText("Not set")).toBeTruthy();
    expect(screen.getByTestId("areas-title").textContent).toBe("Areas");

    fireEvent.click(screen.getByTestId("area-add"));
    await screen.findByTestId("area-name", {}, slow);
    type("area-name", "North");
    fireEvent.click(within(screen.getByTestId("area-modal")).getByRole("button", { name: "Save" }));
    expect(await screen.findByText('an area named "North" already exists', {}, slow)).toBeTruthy();
    type("area-name", "  South District ");
    fireEvent.click(within(screen.getByTestId("area-modal")).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callsTo(calls, "/v3/area/add")).toHaveLength(2));
    expect(bodyOf(callsTo(calls, "/v3/area/add")[1])).toMatchObject({ name: "South District" });
    expect(await screen.findByText("Saved", {}, slow)).toBeTruthy();
  });

  it("renames an area from its row", async () => {
    signInAtPlatform();
    const { calls } = fakeApi({
      "GET /auth/my/getschool": () => ok(platformSite),
      "GET /v3/area/page": () => ok(page([area(2, "North", { code: "n" })])),
      "POST /v3/area/update": () => ok({ id: 2 }),
    });
    renderRoute("/admin/areas");
    fireEvent.click(await screen.findByTestId("area-edit-2", {}, slow));
    await waitFor(() => expect((screen.getByTestId("area-name") as HTMLInputElement).value).toBe("North"));
    type("area-name", "North Area");
    fireEvent.click(within(screen.getByTestId("area-modal")).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(callsTo(calls, "/v3/area/update")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/area/update")[0])).toMatchObject({
      id: 2,
      name: "North Area",
      code: "n",
    });
  });

  it("shows an empty list, and a failure with a retry", async () => {
    signInAtPlatform();
    let failing = true;
    fakeApi({
      "GET /auth/my/getschool": () => ok(platformSite),
      "GET /v3/area/page": () => (failing ? refuse(500, "database away") : ok(page([]))),
    });
    renderRoute("/admin/areas");
    expect(await screen.findByText("Could not load", {}, slow)).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: /retry/i }));
    expect(await screen.findByText("No areas yet", {}, slow)).toBeTruthy();
  });
});
