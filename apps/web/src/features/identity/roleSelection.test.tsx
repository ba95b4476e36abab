import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { areaTokenKey } from "../../api/session.ts";
import { type Call, errorEnvelope, mockFetch, okEnvelope, type Reply } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { demoArea, primarySchool } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";
import { saveRoleChoices } from "./roleChoices.ts";

const teacher = { id: 3, name: "Wang Fang", type: 0, roleType: "tea", schoolId: 12, areaId: 1 };

function server(overrides: Record<string, (call: Call) => Reply> = {}) {
  return mockFetch((call) => {
    const handler = overrides[call.url.pathname];
    if (handler) return handler(call);
    if (call.url.pathname === "/api/auth/my/getschool") return { body: okEnvelope(primarySchool) };
    if (call.url.pathname === "/api/auth/login/getToken")
      return { body: okEnvelope({ token: "tok", user: teacher }) };
    return { status: 404, body: errorEnvelope(404, "no route") };
  });
}

describe("/user/select (single-school role selection)", () => {
  it("lists the phone's roles, the one asked for first, and signs in as the one picked", async () => {
    saveRoleChoices("2", [
      { type: 0, authorizationCode: "t-code", name: "Teacher Wang" },
      { type: 2, authorizationCode: "p-code", name: "Wang's parent" },
    ]);
    const { calls } = server();
    const { router } = renderRoute("/user/select?authType=2");
    const options = await screen.findAllByRole("button", { name: /Teacher Wang|Wang's parent/ });
    expect(options.map((o) => o.getAttribute("data-testid"))).toEqual(["role-option-2", "role-option-0"]);
    expect(screen.getByText("Chosen at sign-in")).toBeTruthy();
    fireEvent.click(screen.getByTestId("role-option-0"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    const exchange = calls.find((c) => c.url.pathname === "/api/auth/login/getToken");
    expect(new URLSearchParams(exchange?.body).get("authorizationCode")).toBe("t-code");
    expect(sessionStorage.getItem("eos.roleChoices")).toBeNull();
  });

  it("says the choice has expired when there is none, with a way back to sign in", async () => {
    server();
    renderRoute("/user/select?authType=0");
    expect(await screen.findByTestId("role-select-expired")).toBeTruthy();
  });
});

describe("/chooseRole (area mode)", () => {
  const roles = [
    {
      schoolId: 1,
      schoolName: "Demo District",
      schoolType: 1,
      accountId: 5,
      type: 0,
      roleType: "tea",
      name: "Area Admin",
      isAdmin: true,
    },
    {
      schoolId: 12,
      schoolName: "Demo Primary School",
      schoolType: 0,
      accountId: 9,
      type: 2,
      roleType: "p",
      name: "Li's parent",
      isAdmin: false,
    },
  ];

  it("lists the area's own entry first, then schools; entering one makes it this tab's school", async () => {
    testSession.set(areaTokenKey, "a.1.pass");
    const { calls } = server({
      "/api/auth/my/getschool": ({ url }) => ({
        body: okEnvelope(url.searchParams.get("domain") === "primary.demo" ? primarySchool : demoArea),
      }),
      "/api/auth/area/myRoles": () => ({ body: okEnvelope(roles) }),
      "/api/auth/area/chooseRole": () => ({
        body: okEnvelope({ authorizationCode: "c9", school: primarySchool }),
      }),
      "/api/auth/login/getToken": () => ({
        body: okEnvelope({ token: "tok-p", user: { ...teacher, type: 2, roleType: "p" } }),
      }),
    });
    const { router } = renderRoute("/chooseRole");
    const items = await screen.findAllByTestId("choose-role-item");
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining("Area administration"),
      expect.stringContaining("Parent"),
    ]);
    expect(screen.getByRole("heading", { name: "Demo District" })).toBeTruthy();
    expect(calls[0].headers.get("X-Area-Token")).toBe("a.1.pass");
    fireEvent.click(items[1]);
    await waitFor(() => expect(router.state.location.pathname).toBe("/m/"));
    const chosen = calls.find((c) => c.url.pathname === "/api/auth/area/chooseRole");
    expect(Object.fromEntries(new URLSearchParams(chosen?.body))).toEqual({
      targetSchoolId: "12",
      accountId: "9",
    });
    expect(testSession.get(SessionKey.token)).toBe("tok-p");
    expect(testSession.get(SessionKey.schoolId)).toBe("12");
    expect(testSession.get(SessionKey.schoolDomain)).toBe("primary.demo");
    expect(testSession.get(areaTokenKey)).toBe("a.1.pass");
  });

  it("enters the only role straight away: one option is no choice", async () => {
    testSession.set(areaTokenKey, "a.1.pass");
    const areaAdmin = { ...teacher, id: 1, name: "Area Admin", schoolId: demoArea.id };
    const { calls } = server({
      "/api/auth/my/getschool": () => ({ body: okEnvelope(demoArea) }),
      "/api/auth/area/myRoles": () => ({ body: okEnvelope([roles[0]]) }),
      "/api/auth/area/chooseRole": () => ({
        body: okEnvelope({ authorizationCode: "c1", school: demoArea }),
      }),
      "/api/auth/login/getToken": () => ({ body: okEnvelope({ token: "tok-area", user: areaAdmin }) }),
    });
    const { router } = renderRoute("/chooseRole");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"), { timeout: 25_000 });
    expect(screen.queryByTestId("choose-role-item")).toBeNull();
    const chosen = calls.filter((c) => c.url.pathname === "/api/auth/area/chooseRole");
    expect(chosen).toHaveLength(1);
    expect(new URLSearchParams(chosen[0].body).get("accountId")).toBe("5");
    expect(testSession.get(SessionKey.token)).toBe("tok-area");
  });

  it("without an area pass sends the user back to the area sign-in", async () => {
    const { calls } = server();
    renderRoute("/chooseRole");
    expect(await screen.findByTestId("choose-role-expired")).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === "/api/auth/area/myRoles")).toBe(false);
  });
});
