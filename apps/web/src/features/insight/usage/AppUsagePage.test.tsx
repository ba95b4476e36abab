import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo, page } from "../../../test/scenesTestKit.ts";
import { primarySchool } from "../../../test/schools.ts";

const slow = { timeout: 25_000 };
const counts = [{ schoolId: 12, schoolName: "", apps: 4, on: 3, used: 1, notUsed: 3, values: 17 }];

const api = (
  school = primarySchool,
  info: object = { isAdmin: false, roles: [], codes: ["collection.stats"] },
) =>
  fakeApi({
    "GET /auth/my/getschool": () => ok(school),
    "POST /center/permissions/getUserInfo": () => ok(info),
    "GET /v3/appCount/page": () => ok(page(counts)),
    "GET /v3/exposed/taskMonitor/page": () => ok(page([])),
  });

/** The console menu with its forms group open (a site may open it already: then a click would close it). */
const formsMenu = async () => {
  const menu = await screen.findByTestId("console-menu", {}, slow);
  const group = await within(menu).findByText("Forms & collection", {}, slow);
  fireEvent.click(group);
  await within(menu)
    .findByText("Data apps", {}, { timeout: 3000 })
    .catch(() => fireEvent.click(group));
  return menu;
};

describe("app usage on a school's site", { timeout: 60_000 }, () => {
  beforeEach(() => signInAsStaff());

  it("has a menu entry for staff with collection statistics, and shows the school's own usage", async () => {
    const { calls } = api();
    renderRoute("/admin");
    const menu = await formsMenu();
    fireEvent.click(await within(menu).findByText("App usage", {}, slow));
    const view = await screen.findByTestId("app-usage-page", {}, slow);
    expect(within(view).getByTestId("app-usage-title").textContent).toBe("App usage");
    const row = (await within(view).findByText("This school", {}, slow)).closest("tr") as HTMLElement;
    expect(within(row).getByText("17")).toBeTruthy();
    // The school's own figures: no school named.
    expect(callsTo(calls, "/v3/appCount/page").at(-1)?.url.searchParams.get("siteId")).toBeNull();
  });

  it("shows no entry to a teacher without the permission", async () => {
    api(primarySchool, { isAdmin: false, roles: [], codes: ["people.view"] });
    renderRoute("/admin");
    const menu = await formsMenu();
    expect(await within(menu).findByText("Data apps", {}, slow)).toBeTruthy();
    expect(within(menu).queryByText("App usage")).toBeNull();
    expect(within(menu).queryByText("Data monitoring")).toBeNull();
  });

  it("shows a class leader without the permission the monitoring entry, for their own classes", async () => {
    api(primarySchool, {
      isAdmin: false,
      roles: [{ id: null, key: "leader", name: "leader" }],
      codes: ["people.view"],
    });
    renderRoute("/admin");
    const menu = await formsMenu();
    expect(await within(menu).findByText("Data monitoring", {}, slow)).toBeTruthy();
    expect(within(menu).queryByText("App usage")).toBeNull();
  });
});
