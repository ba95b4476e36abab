import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { bodyOf, demoTree, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { resetWriteAccess } from "../org/index.ts";

const teacherOnly = {
  isAdmin: false,
  roles: [{ id: null, key: "teacher", name: "teacher" }],
  codes: ["people.view"],
};
const withCodes = (...codes: string[]) => ({ ...teacherOnly, codes: ["people.view", ...codes] });
const list = { list: [], total: 0, page: 1, size: 20 };

beforeEach(() => {
  resetWriteAccess();
  signInAsStaff();
});

describe("write buttons follow the caller's permission codes (usePermissions)", () => {
  it("hides Add on the teachers page from a teacher without people.edit", async () => {
    fakeApi({
      "POST /center/permissions/getUserInfo": () => ok(teacherOnly),
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/tea/page": () => ok(list),
    });
    renderRoute("/admin/teachers");
    expect(await screen.findByText(/You can view but not change these/)).toBeTruthy();
    expect(screen.queryByTestId("teachers-add")).toBeNull();
  });

  it("shows Add to a teacher whose role grants people.edit, asking for the codes once", async () => {
    const { fn } = fakeApi({
      "POST /center/permissions/getUserInfo": () => ok(withCodes("people.edit")),
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/tea/page": () => ok(list),
    });
    const { router } = renderRoute("/admin/teachers");
    expect(await screen.findByTestId("teachers-add")).toBeTruthy();
    await router.navigate("/admin/org");
    await router.navigate("/admin/teachers");
    expect(await screen.findByTestId("teachers-add")).toBeTruthy();
    const asked = fn.mock.calls.filter(([url]) => String(url).includes("/center/permissions/getUserInfo"));
    expect(asked).toHaveLength(1);
  });

  it("lists Roles and Reset passwords in the console menu only for holders of their codes", async () => {
    fakeApi({ "POST /center/permissions/getUserInfo": () => ok(withCodes("password.reset")) });
    const first = renderRoute("/admin");
    let menu = within(await screen.findByTestId("console-menu"));
    fireEvent.click(await menu.findByText("System"));
    await menu.findByText("Reset passwords");
    expect(menu.queryByText("Roles & permissions")).toBeNull();
    first.unmount();
    fakeApi({ "POST /center/permissions/getUserInfo": () => ok(withCodes("roles.manage")) });
    renderRoute("/admin");
    menu = within(await screen.findByTestId("console-menu"));
    fireEvent.click(await menu.findByText("System"));
    await waitFor(() => expect(menu.queryByText("Roles & permissions")).toBeTruthy());
    expect(menu.queryByText("Reset passwords")).toBeNull();
    // The home page's shortcuts follow the same codes.
    expect(within(screen.getByTestId("console-shortcuts")).queryByText("Reset passwords")).toBeNull();
  });

  it("creates a role with the codes ticked on the roles page", async () => {
    const { calls } = fakeApi({
      "GET /v3/teaRole/list": () => ok([]),
      "POST /v3/teaRole/add": () => ok({ id: 5 }),
    });
    renderRoute("/admin/roles");
    fireEvent.click(await screen.findByTestId("roles-add"));
    fireEvent.change(await screen.findByTestId("role-name"), { target: { value: "HR" } });
    fireEvent.click(screen.getByTestId("role-code-people.edit"));
    fireEvent.click(screen.getByTestId("role-modal-save"));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === "/api/v3/teaRole/add").map(bodyOf)).toEqual([
        { name: "HR", codes: ["people.edit"], schoolId: 12 },
      ]),
    );
  });
});
