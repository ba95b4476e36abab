import { permissionCodes, type SchoolInfo, SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, okEnvelope } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { demoArea, primarySchool } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";

type Person = { id: number; name: string; type: 0 | 1 | 2; roleType: "tea" | "stu" | "p" };

const signIn = (person: Person, school: SchoolInfo) => {
  testSession.set(SessionKey.token, "tok");
  testSession.set(SessionKey.schoolId, String(school.id));
  testSession.set(SessionKey.schoolInfo, JSON.stringify(school));
  testSession.set(
    SessionKey.userInfo,
    JSON.stringify({ ...person, schoolId: school.id, areaId: school.areaid }),
  );
};

/** The school lookup, the person's permissions, and empty lists for whatever a page asks. */
const serve = (school: SchoolInfo, permissions: { isAdmin: boolean; codes: string[] }) =>
  mockFetch((call) => {
    const path = call.url.pathname;
    if (path === "/api/center/permissions/getUserInfo") {
      return { body: okEnvelope({ ...permissions, roles: [{ id: null, key: "teacher", name: "teacher" }] }) };
    }
    if (path.startsWith("/api/auth/")) return { body: okEnvelope(school) };
    return { body: okEnvelope({ list: [], total: 0, page: 1, size: 10 }) };
  });

const admin = { isAdmin: true, codes: [...permissionCodes] };
// The console's layout and pages load on demand, slowly on a busy machine.
const slow = { timeout: 25_000 };
const menu = () => screen.findByTestId("console-menu", {}, slow);

describe("who may stay in the console", () => {
  it.each([
    ["a student", { id: 5, name: "Xiao Ming", type: 1, roleType: "stu" }],
    ["a parent", { id: 6, name: "Li Na", type: 2, roleType: "p" }],
  ] as const)("sends %s who opens /admin to the phone pages", async (_who, person) => {
    signIn(person, primarySchool);
    serve(primarySchool, { isAdmin: false, codes: [] });
    const { router } = renderRoute("/admin/progress");
    await waitFor(() => expect(router.state.location.pathname).toBe("/m/"), slow);
    expect(screen.queryByTestId("console-menu")).toBeNull();
  });
});

describe("a console tab among others", () => {
  it("goes to sign in when another tab of the browser signs out", async () => {
    signIn({ id: 2, name: "Wang Fang", type: 0, roleType: "tea" }, primarySchool);
    serve(primarySchool, admin);
    const { router } = renderRoute("/admin/progress");
    await within(await menu()).findByTestId("menu-link-progress");
    // The other tab's sign-out, as this tab sees it: the shared token gone, and a storage event.
    localStorage.removeItem(SessionKey.token);
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: SessionKey.token,
        oldValue: "tok",
        newValue: null,
        storageArea: localStorage,
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/singleLogin"), slow);
  });
});

describe("the area's own console", () => {
  it("names the area and its administrator, lists the area's things and none of a school's people", async () => {
    signIn({ id: 1, name: "Yao Wan", type: 0, roleType: "tea" }, demoArea);
    serve(demoArea, admin);
    renderRoute("/admin");
    await waitFor(() =>
      expect(screen.getByTestId("console-home-role").textContent).toBe("Area administrator"),
    );
    expect(screen.getByTestId("console-home-school").textContent).toBe("Demo District");
    expect(screen.getByText("Area")).toBeTruthy();
    expect(await screen.findByTestId("area-schools-title")).toBeTruthy();
    const nav = await menu();
    expect(within(nav).getByText("This area")).toBeTruthy();
    expect(within(nav).getByText("Evaluation")).toBeTruthy();
    expect(within(nav).queryByText("Students & teachers")).toBeNull();
    fireEvent.click(within(nav).getByText("This area"));
    const schools = await within(nav).findByTestId("menu-link-areaSchools");
    expect(schools.getAttribute("href")).toBe("/admin/schools");
    expect(within(nav).queryByTestId("menu-link-students")).toBeNull();
  });

  it("says on the area's schools page that the platform adds schools, and offers no add button", async () => {
    signIn({ id: 1, name: "Yao Wan", type: 0, roleType: "tea" }, demoArea);
    serve(demoArea, admin);
    renderRoute("/admin/schools");
    expect(await screen.findByTestId("schools-hint", {}, slow)).toHaveProperty(
      "textContent",
      "The schools of this area. The platform's administrators add and disable schools; open a school's name for its details.",
    );
    expect(screen.queryByTestId("school-add")).toBeNull();
  });
});

describe("the console menu", () => {
  it("makes every built entry a link, so it opens in a new tab too", async () => {
    signIn({ id: 2, name: "Wang Fang", type: 0, roleType: "tea" }, primarySchool);
    serve(primarySchool, admin);
    renderRoute("/admin/progress");
    const nav = await menu();
    const progress = await within(nav).findByTestId("menu-link-progress");
    expect(progress.tagName).toBe("A");
    expect(progress.getAttribute("href")).toBe("/admin/progress");
    // The home entry is a link as well.
    expect(within(nav).getByTestId("menu-link-home").getAttribute("href")).toBe("/admin");
  });

  it("opens the current page's group, and opening another group closes it", async () => {
    signIn({ id: 2, name: "Wang Fang", type: 0, roleType: "tea" }, primarySchool);
    serve(primarySchool, admin);
    const { router } = renderRoute("/admin/progress");
    const nav = await menu();
    // The menu is the server's (sysMenu); this server answers no menu, so the catalogue's rules draw it once asked.
    const forms = (await within(nav).findByText("Forms & collection", {}, slow)).closest("li") as HTMLElement;
    const people = within(nav).getByText("Students & teachers").closest("li") as HTMLElement;
    await waitFor(() => expect(forms.className).toContain("ant-menu-submenu-open"));
    fireEvent.click(within(nav).getByText("Students & teachers"));
    await waitFor(() => expect(people.className).toContain("ant-menu-submenu-open"));
    expect(forms.className).not.toContain("ant-menu-submenu-open");
    fireEvent.click(await within(nav).findByTestId("menu-link-teachers"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/teachers"));
  });

  it("highlights task progress, not the home, on a task's statistics page", async () => {
    signIn({ id: 2, name: "Wang Fang", type: 0, roleType: "tea" }, primarySchool);
    serve(primarySchool, admin);
    renderRoute("/admin/tasks/7/stats");
    const nav = await menu();
    const progress = await within(nav).findByTestId("menu-link-progress", {}, slow);
    await waitFor(() => expect(progress.closest("li")?.className).toContain("ant-menu-item-selected"));
    const home = within(nav).getByTestId("menu-link-home");
    expect(home.closest("li")?.className).not.toContain("ant-menu-item-selected");
  });
});
