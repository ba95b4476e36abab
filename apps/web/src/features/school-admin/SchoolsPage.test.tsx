import { type SchoolInfo, SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { bodyOf, fakeApi, ok, refuse } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { callsTo, page } from "../../test/scenesTestKit.ts";
import { demoArea } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";
import type { SchoolItem } from "./schoolAdminApi.ts";

const slow = { timeout: 25_000 };

const platformSite: SchoolInfo = {
  id: 90,
  name: "EOS Platform",
  type: 2,
  areaid: null,
  loginType: 1,
  domain: "platform.test",
};

const signInAt = (site: SchoolInfo) => {
  testSession.set(SessionKey.token, "tok");
  testSession.set(SessionKey.schoolId, String(site.id));
  testSession.set(SessionKey.schoolInfo, JSON.stringify(site));
  testSession.set(
    SessionKey.userInfo,
    JSON.stringify({
      id: 1,
      name: "Zhao Lei",
      type: 0,
      roleType: "tea",
      schoolId: site.id,
      areaId: site.areaid,
    }),
  );
};

const school = (id: number, name: string, patch: Partial<SchoolItem> = {}): SchoolItem => ({
  id,
  name,
  type: 0,
  areaId: 1,
  areaName: "Demo District",
  domain: `${name.toLowerCase().replace(/ /g, "-")}.demo`,
  loginType: 1,
  timeZone: "Asia/Shanghai",
  logo: null,
  flag: 1,
  createdAt: "2026-11-20T08:00:00.000Z",
  teacherCount: 40,
  studentCount: 800,
  ...patch,
});

const api = (site: SchoolInfo, schools: SchoolItem[]) =>
  fakeApi({
    "GET /auth/my/getschool": () => ok(site),
    "GET /v3/school/page": () => ok(page(schools)),
    "GET /v3/area/page": () => ok(page([{ id: 1, name: "Demo District" }])),
    "POST /v3/school/changeSchoolFlag": (call) => ok({ ...bodyOf(call), endedSessions: 7 }),
    "POST /v3/school/addSchoolInfoAndUser": (call) =>
      bodyOf(call).domain === "primary.demo"
        ? refuse(400, 'the domain "primary.demo" is already used by another school')
        : ok({
            id: 44,
            domain: bodyOf(call).domain,
            admin: { loginName: "head01", password: "Xk7pQ2mR9a" },
            initialised: true,
          }),
  });

const rowOf = async (name: string) =>
  (await within(await screen.findByTestId("schools-table", {}, slow)).findByText(name, {}, slow)).closest(
    "tr",
  ) as HTMLElement;

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

beforeAll(async () => {
  await Promise.all([import("./SchoolsPage.tsx"), import("./SetupPage.tsx")]);
}, 120_000);

describe("the platform's schools console", { timeout: 60_000 }, () => {
  it("disables a school only after confirming, and says how many sessions ended", async () => {
    signInAt(platformSite);
    const { calls } = api(platformSite, [school(3, "Demo Primary"), school(4, "Demo Middle", { flag: 0 })]);
    renderRoute("/admin/schools");
    const row = await rowOf("Demo Primary");
    expect(within(row).getByText("800")).toBeTruthy();
    fireEvent.click(within(row).getByTestId("school-state-3"));
    expect(await screen.findByText(/nobody there can sign in/)).toBeTruthy();
    expect(callsTo(calls, "/v3/school/changeSchoolFlag")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "OK" }));
    await waitFor(() => expect(callsTo(calls, "/v3/school/changeSchoolFlag")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/school/changeSchoolFlag")[0])).toMatchObject({ id: 3, flag: 0 });
    expect(await screen.findByText("Disabled; 7 sessions ended")).toBeTruthy();

    const menu = screen.getByTestId("console-menu");
    fireEvent.click(within(menu).getByText("Platform"));
    expect(await within(menu).findByText("Areas")).toBeTruthy();
  });

  it("adds a school with its first administrator and shows the one-time password once", async () => {
    signInAt(platformSite);
    const { calls } = api(platformSite, [school(3, "Demo Primary")]);
    renderRoute("/admin/schools");
    fireEvent.click(await screen.findByTestId("school-add", {}, slow));
    await screen.findByTestId("school-create-name", {}, slow);
    type("school-create-name", "North Primary");
    type("school-create-domain", "primary.demo");
    type("school-create-admin-name", "First Head");
    type("school-create-admin-account", "head01");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(
      await screen.findByText('the domain "primary.demo" is already used by another school'),
    ).toBeTruthy();
    expect(screen.queryByTestId("school-create-password")).toBeNull();

    type("school-create-domain", "North-Primary.test");
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect((await screen.findByTestId("school-create-password", {}, slow)).textContent).toContain(
      "Xk7pQ2mR9a",
    );
    const sent = bodyOf(callsTo(calls, "/v3/school/addSchoolInfoAndUser")[1]);
    expect(sent).toMatchObject({
      name: "North Primary",
      domain: "north-primary.test",
      type: 0,
      loginType: 1,
      timeZone: "Asia/Shanghai",
      init: true,
      adminName: "First Head",
      adminAccount: "head01",
    });
    fireEvent.click(screen.getByRole("button", { name: "I have noted it, close" }));
    await waitFor(() => expect(screen.queryByTestId("school-create-password")).toBeNull());
    fireEvent.click(screen.getByTestId("school-add"));
    expect(((await screen.findByTestId("school-create-name", {}, slow)) as HTMLInputElement).value).toBe("");
    expect(screen.queryByText("Xk7pQ2mR9a")).toBeNull();
  });

  it("moves a school to another area, warning first what the move does", async () => {
    signInAt(platformSite);
    const primary = school(3, "Demo Primary");
    const detail = {
      ...primary,
      logoFileId: null,
      admins: [],
      initialised: { orgRoot: true, currentTerm: true },
    };
    const { calls } = fakeApi({
      "GET /auth/my/getschool": () => ok(platformSite),
      "GET /v3/school/page": () => ok(page([primary])),
      "GET /v3/school/detail": () => ok(detail),
      "GET /v3/area/page": () =>
        ok(
          page([
            { id: 1, name: "Demo District" },
            { id: 2, name: "North District" },
          ]),
        ),
      "POST /v3/school/update": (call) => ok({ ...detail, ...bodyOf(call), areaName: "North District" }),
    });
    renderRoute("/admin/schools");
    await rowOf("Demo Primary");
    fireEvent.click(screen.getByTestId("school-view-3"));
    const area = await screen.findByTestId("school-edit-area", {}, slow);
    expect(screen.queryByTestId("school-move-hint")).toBeNull();
    fireEvent.mouseDown(within(area).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("North District"));
    expect((await screen.findByTestId("school-move-hint")).textContent).toContain(
      "Demo District stops seeing it",
    );
    fireEvent.click(screen.getByTestId("school-edit-save"));
    await waitFor(() => expect(callsTo(calls, "/v3/school/update")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/school/update")[0])).toMatchObject({ id: 3, areaId: 2 });
  });

  it("shows an area administrator their schools read-only, without the platform's areas", async () => {
    signInAt(demoArea);
    api(demoArea, [school(3, "Demo Primary")]);
    renderRoute("/admin/schools");
    const row = await rowOf("Demo Primary");
    expect(within(row).getByTestId("school-state-3").textContent).toBe("Enabled");
    expect(screen.getByTestId("schools-title").textContent).toBe("Schools of the area");
    expect(screen.queryByTestId("school-add")).toBeNull();
    expect(screen.getByTestId("schools-hint").textContent).toContain("The platform's administrators add");
    // The area's own menu group, open on its page; the platform's administration is not the area's.
    const menu = screen.getByTestId("console-menu");
    expect(within(menu).getByText("This area")).toBeTruthy();
    expect(await within(menu).findByText("Schools of the area")).toBeTruthy();
    expect(within(menu).queryByText("Platform")).toBeNull();
    expect(within(menu).queryByText("Areas")).toBeNull();
  });

  it("shows an empty list, and a failure with a retry", async () => {
    signInAt(platformSite);
    let failing = true;
    fakeApi({
      "GET /auth/my/getschool": () => ok(platformSite),
      "GET /v3/school/page": () => (failing ? refuse(500, "database away") : ok(page([]))),
    });
    renderRoute("/admin/schools");
    expect(await screen.findByText("Could not load", {}, slow)).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: /retry/i }));
    expect(await screen.findByText("No schools yet", {}, slow)).toBeTruthy();
  });
});

describe("first-time setup (/setup)", { timeout: 60_000 }, () => {
  it("sends the setup code and the password's SHA-256, never the password", async () => {
    testSession.clear();
    const { calls } = fakeApi({
      "GET /center/permissions/initAdminState": () => ok({ initialised: false, setupAvailable: true }),
      "POST /center/permissions/setInitAdmin": (call) =>
        ok({ schoolId: 90, domain: bodyOf(call).domain, loginName: bodyOf(call).account }),
    });
    renderRoute("/setup");
    await screen.findByTestId("setup-form", {}, slow);
    type("setup-code", "code-123");
    fireEvent.change(screen.getByLabelText("Platform name"), { target: { value: "EOS Platform" } });
    fireEvent.change(screen.getByLabelText("Platform sign-in domain"), {
      target: { value: "platform.test" },
    });
    fireEvent.change(screen.getByLabelText("Administrator's name"), { target: { value: "Zhao Lei" } });
    type("setup-account", "root01");
    type("new-password", "Blue!Harbor42");
    type("confirm-password", "Blue!Harbor42");
    fireEvent.click(screen.getByTestId("setup-submit"));
    expect(await screen.findByTestId("setup-sign-in", {}, slow)).toBeTruthy();
    const sent = bodyOf(callsTo(calls, "/center/permissions/setInitAdmin")[0]);
    expect(sent).toMatchObject({ setupCode: "code-123", domain: "platform.test", account: "root01" });
    expect(sent.pwd).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(sent)).not.toContain("Blue!Harbor42");
  });

  it("says setup is closed once a platform administrator exists", async () => {
    testSession.clear();
    fakeApi({
      "GET /center/permissions/initAdminState": () => ok({ initialised: true, setupAvailable: true }),
    });
    renderRoute("/setup");
    expect(await screen.findByTestId("setup-closed", {}, slow)).toBeTruthy();
  });
});
