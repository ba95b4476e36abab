import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Call, errorEnvelope, mockFetch, okEnvelope, type Reply } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { demoArea, primarySchool } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";

const teacher = { id: 3, name: "Wang Fang", type: 0, roleType: "tea", schoolId: 12, areaId: 1 };

function server(overrides: Record<string, (call: Call) => Reply> = {}) {
  return mockFetch((call) => {
    const handler = overrides[call.url.pathname];
    if (handler) return handler(call);
    if (call.url.pathname === "/api/auth/my/getschool") return { body: okEnvelope(primarySchool) };
    if (call.url.pathname === "/api/auth/login/pwd") return { body: okEnvelope({ authorizationCode: "c1" }) };
    if (call.url.pathname === "/api/auth/login/getToken")
      return { body: okEnvelope({ token: "tok", user: teacher }) };
    return { status: 404, body: errorEnvelope(404, "no route") };
  });
}

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("/singleLogin", () => {
  it("signs a teacher in with account and password and opens the console", async () => {
    const { calls } = server();
    const { router } = renderRoute("/singleLogin?domain=primary.demo");
    await screen.findByText("Demo Primary School");
    expect(calls[0].url.searchParams.get("domain")).toBe("primary.demo");
    expect(testSession.get(SessionKey.schoolDomain)).toBe("primary.demo");
    fill("Account", "admin");
    fill("Password", "Demo@2026");
    fireEvent.click(screen.getByTestId("login-submit"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    const login = calls.find((c) => c.url.pathname === "/api/auth/login/pwd");
    expect(Object.fromEntries(new URLSearchParams(login?.body))).toMatchObject({
      name: "admin",
      type: "0",
      schoolId: "12",
    });
    expect(new URLSearchParams(login?.body).get("pwd")).toMatch(/^[0-9a-f]{64}$/);
    expect(testSession.get(SessionKey.token)).toBe("tok");
    expect(await screen.findByTestId("console-home-user")).toHaveProperty("textContent", "Wang Fang");
  });

  it("shows the school's logo above its name when the school has one, and no image when it has none", async () => {
    server({
      "/api/auth/getschool/branding": (call) => ({
        body: okEnvelope({
          logo: call.url.searchParams.get("domain") === "primary.demo" ? "/logo.png" : null,
        }),
      }),
    });
    renderRoute("/singleLogin?domain=primary.demo");
    const logo = await screen.findByTestId("school-logo");
    expect(logo.getAttribute("src")).toBe("/logo.png");
    expect(logo.getAttribute("alt")).toBe("Demo Primary School");
  });

  it("shows no logo for a school without one", async () => {
    const { calls } = server({
      "/api/auth/getschool/branding": () => ({ body: okEnvelope({ logo: null }) }),
    });
    renderRoute("/singleLogin?domain=primary.demo");
    await screen.findByText("Demo Primary School");
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === "/api/auth/getschool/branding")).toBe(true),
    );
    expect(screen.queryByTestId("school-logo")).toBeNull();
  });

  it("checks the account format before calling the server", async () => {
    const { calls } = server();
    renderRoute("/singleLogin");
    await screen.findByText("Demo Primary School");
    fill("Account", "ab");
    fireEvent.click(screen.getByTestId("login-submit"));
    expect(await screen.findByText("The account must be 3 to 12 letters or digits")).toBeTruthy();
    expect(await screen.findByText("Enter your password")).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === "/api/auth/login/pwd")).toBe(false);
  });

  it("shows the server's error inline, not as a toast", async () => {
    server({ "/api/auth/login/pwd": () => ({ body: errorEnvelope(-1002, "Wrong account or password") }) });
    renderRoute("/singleLogin");
    await screen.findByText("Demo Primary School");
    fill("Account", "admin");
    fill("Password", "nope");
    fireEvent.click(screen.getByTestId("login-submit"));
    const alert = await screen.findByTestId("login-error");
    expect(alert.textContent).toContain("Wrong account or password");
    expect(testSession.get(SessionKey.token)).toBeNull();
  });

  it("phone sign-in says so when the phone has no account of the chosen role", async () => {
    server({
      "/api/auth/login/phone": () => ({
        body: okEnvelope([{ type: 2, authorizationCode: "p", name: "Parent" }]),
      }),
    });
    renderRoute("/singleLogin?role=1");
    await screen.findByText("Demo Primary School");
    expect(screen.getByRole("radio", { name: "Student" })).toHaveProperty("checked", true);
    fireEvent.click(screen.getByRole("tab", { name: "SMS code" }));
    fill("Mobile number", "13800138000");
    fill("Verification code", "123456");
    fireEvent.click(screen.getAllByTestId("login-submit").at(-1) as HTMLElement);
    expect((await screen.findByTestId("login-error")).textContent).toContain(
      "User info for the current role is empty",
    );
  });

  it("sends the SMS code only for a valid mobile number, then counts down", async () => {
    const { calls } = server({ "/api/auth/phone/sendCode": () => ({ body: okEnvelope(null) }) });
    renderRoute("/singleLogin");
    await screen.findByText("Demo Primary School");
    fireEvent.click(screen.getByRole("tab", { name: "SMS code" }));
    fill("Mobile number", "12345");
    fireEvent.click(screen.getByTestId("send-code"));
    expect(await screen.findByText("Enter a valid 11-digit mobile number")).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === "/api/auth/phone/sendCode")).toBe(false);
  });

  it("offers the area sign-in when the domain is an area", async () => {
    server({ "/api/auth/my/getschool": () => ({ body: okEnvelope(demoArea) }) });
    renderRoute("/singleLogin?domain=area.demo");
    const link = await screen.findByTestId("go-area-login");
    expect(link.getAttribute("href")).toBe("/areaLogin");
  });

  it("shows 'school information fetch failed' with a retry that works", async () => {
    let fail = true;
    server({
      "/api/auth/my/getschool": () =>
        fail
          ? { body: errorEnvelope(404, "school information fetch failed") }
          : { body: okEnvelope(primarySchool) },
    });
    renderRoute("/singleLogin?domain=nowhere.demo");
    expect((await screen.findByTestId("school-fetch-failed")).textContent).toBe(
      "School information fetch failed",
    );
    fail = false;
    fireEvent.click(screen.getByTestId("school-retry"));
    expect(await screen.findByText("Demo Primary School")).toBeTruthy();
  });
});

describe("/login-pwd/:schoolId and /eos-web", () => {
  it("signs in against the school id in the path", async () => {
    const { calls } = server();
    renderRoute("/login-pwd/77");
    expect(await screen.findByRole("heading", { level: 1, name: "Password sign-in" })).toBeTruthy();
    await screen.findByText("Demo Primary School");
    fill("Account", "admin");
    fill("Password", "x");
    fireEvent.click(screen.getByTestId("login-submit"));
    await waitFor(() => expect(calls.some((c) => c.url.pathname === "/api/auth/login/pwd")).toBe(true));
    const login = calls.find((c) => c.url.pathname === "/api/auth/login/pwd");
    expect(new URLSearchParams(login?.body).get("schoolId")).toBe("77");
  });

  it.each([
    [primarySchool, "/singleLogin"],
    [demoArea, "/areaLogin"],
    [{ ...primarySchool, loginType: 2 }, "/login-pwd/12"],
  ])("/eos-web/#/login goes to the page that fits the school", async (school, path) => {
    server({ "/api/auth/my/getschool": () => ({ body: okEnvelope(school) }) });
    const { router } = renderRoute("/eos-web/#/login");
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });
});
