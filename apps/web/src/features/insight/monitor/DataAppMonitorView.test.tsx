import type { AppMonitorRow } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi, ok, refuse, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../../test/scenesTestKit.ts";
import { primarySchool } from "../../../test/schools.ts";

const slow = { timeout: 25_000 };

const app: AppMonitorRow = {
  schoolId: 12,
  schoolName: "",
  appId: 5,
  appName: "Reading report",
  taskId: 7,
  taskName: "Daily reading",
  sceneName: "Reading",
  state: 0,
  taskState: 1,
  expected: 40,
  filled: 3,
  lastFillAt: null,
  low: true,
  stale: true,
  off: true,
};

const api = (failing = false) =>
  fakeApi({
    "GET /auth/my/getschool": () => ok(primarySchool),
    "POST /center/permissions/getUserInfo": () =>
      ok({ isAdmin: false, roles: [], codes: ["people.view", "collection.stats"] }),
    "GET /v3/exposed/taskMonitor/page": () => ok(page([])),
    "GET /v3/dataapp/monitor/page": () => (failing ? refuse(500, "boom") : ok(page([app]))),
    "GET /v3/dataapp/monitor/details": () =>
      ok(
        page([
          {
            studentId: 1,
            studentName: "Wang Fang",
            className: "Grade 1 Class 1",
            values: 0,
            lastFillAt: null,
          },
        ]),
      ),
  });

describe("the data app monitoring tab", { timeout: 60_000 }, () => {
  beforeEach(() => signInAsStaff());

  it("lists data apps with their findings, filters by finding and opens an app's students", async () => {
    const { calls } = api();
    renderRoute("/admin/monitor");
    fireEvent.click(await screen.findByRole("tab", { name: "Data apps" }, slow));
    const view = await screen.findByTestId("app-monitor", {}, slow);
    const row = (await within(view).findByText("Reading report", {}, slow)).closest("tr") as HTMLElement;
    expect(within(row).getByText("3 / 40")).toBeTruthy();
    expect(within(row).getByText("Low completion")).toBeTruthy();
    expect(within(row).getByText("No recent data")).toBeTruthy();
    expect(within(row).getByText("Never filled")).toBeTruthy();
    const last = () =>
      Object.fromEntries(callsTo(calls, "/v3/dataapp/monitor/page").at(-1)?.url.searchParams ?? []);
    expect(last()).toMatchObject({ issue: "any", threshold: "60", staleDays: "7", sort: "rate" });
    fireEvent.change(screen.getByTestId("app-monitor-threshold"), { target: { value: "35" } });
    await waitFor(() => expect(last()).toMatchObject({ threshold: "35", page: "1" }));

    fireEvent.click(within(row).getByTestId("app-monitor-open-5"));
    const drawer = await screen.findByTestId("app-monitor-students", {}, slow);
    expect(await within(drawer).findByText("Wang Fang", {}, slow)).toBeTruthy();
    const detail = callsTo(calls, "/v3/dataapp/monitor/details").at(-1)?.url.searchParams;
    expect(detail?.get("appId")).toBe("5");
    expect(detail?.get("siteId")).toBeNull();
  });

  it("shows the failure with a retry", async () => {
    api(true);
    renderRoute("/admin/monitor");
    fireEvent.click(await screen.findByRole("tab", { name: "Data apps" }, slow));
    await waitFor(() => expect(screen.getByTestId("app-monitor-retry")).toBeTruthy(), slow);
  });

  it("counts used and not used apps per school on the usage page, and lists a school's apps", async () => {
    const { calls } = fakeApi({
      "GET /auth/my/getschool": () => ok(primarySchool),
      "POST /center/permissions/getUserInfo": () =>
        ok({ isAdmin: false, roles: [], codes: ["people.view", "collection.stats"] }),
      "GET /v3/appCount/page": () =>
        ok(page([{ schoolId: 12, schoolName: "", apps: 4, on: 3, used: 1, notUsed: 3, values: 17 }])),
      "GET /v3/appCount/apps": () =>
        ok(
          page([
            {
              appId: 5,
              appName: "Reading report",
              taskName: "Daily reading",
              sceneName: "Reading",
              state: 1,
              used: true,
              values: 17,
              lastFillAt: null,
            },
          ]),
        ),
    });
    renderRoute("/admin/usage");
    fireEvent.click(await screen.findByRole("tab", { name: "App usage" }, slow));
    const view = await screen.findByTestId("app-count", {}, slow);
    const row = (await within(view).findByText("This school", {}, slow)).closest("tr") as HTMLElement;
    expect(within(row).getByText("17")).toBeTruthy();
    fireEvent.click(within(row).getByTestId("app-count-open-12"));
    const drawer = await screen.findByTestId("app-count-apps", {}, slow);
    expect(await within(drawer).findByText("Reading report", {}, slow)).toBeTruthy();
    const q = callsTo(calls, "/v3/appCount/apps").at(-1)?.url.searchParams;
    expect(q?.get("used")).toBe("all");
  });
});
