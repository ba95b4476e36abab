import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { failFromEnvelope } from "../../api/envelopeError.ts";
import {
  type Call,
  errorEnvelope,
  mockFetch,
  mockUi,
  okEnvelope,
  type Reply,
  visit,
} from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { primarySchool } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";

const teacher = { id: 3, name: "Wang Fang", type: 0, roleType: "tea", schoolId: 12, areaId: 1 };

function server(overrides: Record<string, (call: Call) => Reply> = {}) {
  return mockFetch((call) => {
    const handler = overrides[call.url.pathname];
    if (handler) return handler(call);
    if (call.url.pathname === "/api/auth/my/getschool") return { body: okEnvelope(primarySchool) };
    return { body: okEnvelope(null) };
  });
}

const signedIn = (user: object) => {
  testSession.set(SessionKey.token, "tok");
  testSession.set(SessionKey.userInfo, JSON.stringify(user));
  testSession.set(SessionKey.schoolInfo, JSON.stringify(primarySchool));
};
const fill = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe("a password that must change", () => {
  it("keeps the console shut and opens the change page instead", async () => {
    signedIn({ ...teacher, mustChangePassword: true });
    server();
    const { router } = renderRoute("/admin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/changePassword"));
    expect(await screen.findByText("Change your password first")).toBeTruthy();
  });

  it("follows -1013 from any call to the change page", () => {
    signedIn(teacher);
    const ui = mockUi();
    visit("/admin/forms");
    failFromEnvelope(errorEnvelope(-1013, "please change your password before going on"), 403);
    expect(ui.navigate).toHaveBeenCalledWith("/changePassword");
    expect(JSON.parse(testSession.get(SessionKey.userInfo) ?? "{}").mustChangePassword).toBe(true);
    visit("/m/");
    failFromEnvelope(errorEnvelope(-1013, "x"), 403);
    expect(ui.navigate).toHaveBeenLastCalledWith("/m/password?forced=1");
  });

  it("is changed with the current password, then the console opens", async () => {
    signedIn({ ...teacher, mustChangePassword: true });
    const { calls } = server({ "/api/center/api/validateOld": () => ({ body: okEnvelope(true) }) });
    const { router } = renderRoute("/changePassword");
    await screen.findByText("Change your password first");
    fill("current-password", "Kx7mP2qR9a");
    fill("new-password", "short");
    fill("confirm-password", "short");
    fireEvent.click(screen.getByTestId("password-submit"));
    expect(await screen.findByText(/Use 8 to 64 characters/)).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === "/api/center/api/updatePwd")).toBe(false);
    fill("new-password", "Better#Pass2026");
    fill("confirm-password", "Better#Pass2026");
    fireEvent.click(screen.getByTestId("password-submit"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    const update = calls.find((c) => c.url.pathname === "/api/center/api/updatePwd");
    const body = new URLSearchParams(update?.body);
    expect(body.get("oldPwd")).toMatch(/^[0-9a-f]{64}$/);
    expect(body.get("newPwd")).not.toBe(body.get("oldPwd"));
    expect(JSON.parse(testSession.get(SessionKey.userInfo) ?? "{}").mustChangePassword).toBe(false);
  });
});

describe("/forgetPwd", () => {
  it("refuses a weak or mismatched new password before asking the server, then resets with the code", async () => {
    const { calls } = server();
    renderRoute("/forgetPwd?domain=primary.demo&role=2");
    await screen.findByText("Demo Primary School");
    fill("reset-phone", "13800138000");
    fireEvent.click(screen.getByTestId("reset-send-code"));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === "/api/auth/phone/sendResetCode")).toBe(true),
    );
    fill("reset-code", "123456");
    fill("new-password", "P@ssw0rd");
    fill("confirm-password", "P@ssw0rd!");
    fireEvent.click(screen.getByTestId("reset-submit"));
    expect(await screen.findByText("Too common, easy to guess")).toBeTruthy();
    expect(await screen.findByText("The two passwords differ")).toBeTruthy();
    fill("new-password", "Better#Pass2026");
    fill("confirm-password", "Better#Pass2026");
    fireEvent.click(screen.getByTestId("reset-submit"));
    expect(await screen.findByTestId("reset-done")).toBeTruthy();
    const reset = calls.find((c) => c.url.pathname === "/api/auth/resetPhonePwd");
    expect(Object.fromEntries(new URLSearchParams(reset?.body))).toMatchObject({
      phone: "13800138000",
      code: "123456",
      type: "2",
      schoolId: "12",
    });
    expect(new URLSearchParams(reset?.body).get("newPwd")).toMatch(/^[0-9a-f]{64}$/);
  });

  it("shows the server's refusal inline", async () => {
    server({
      "/api/auth/resetPhonePwd": () => ({ body: errorEnvelope(-1005, "the code is wrong or has expired") }),
    });
    renderRoute("/forgetPwd");
    await screen.findByText("Demo Primary School");
    fill("reset-phone", "13800138000");
    fill("reset-code", "000000");
    fill("new-password", "Better#Pass2026");
    fill("confirm-password", "Better#Pass2026");
    fireEvent.click(screen.getByTestId("reset-submit"));
    expect((await screen.findByTestId("reset-error")).textContent).toContain("the code is wrong");
  });
});

describe("strength facts beside the hash (issue 16 item 5)", () => {
  const factsOf = (call: Call | undefined) =>
    JSON.parse(new URLSearchParams(call?.body).get("pwdFacts") ?? "null");

  it("the change-password form sends the length and character classes it checked with updatePwd", async () => {
    signedIn({ ...teacher, mustChangePassword: true });
    const { calls } = server({ "/api/center/api/validateOld": () => ({ body: okEnvelope(true) }) });
    const { router } = renderRoute("/changePassword");
    await screen.findByText("Change your password first");
    fill("current-password", "Kx7mP2qR9a");
    fill("new-password", "Better#Pass2026");
    fill("confirm-password", "Better#Pass2026");
    fireEvent.click(screen.getByTestId("password-submit"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    const update = calls.find((c) => c.url.pathname === "/api/center/api/updatePwd");
    expect(factsOf(update)).toEqual({ length: 15, classes: 4 });
  });

  it("the forgotten-password page sends them with resetPhonePwd", async () => {
    const { calls } = server();
    renderRoute("/forgetPwd?domain=primary.demo&role=2");
    await screen.findByText("Demo Primary School");
    fill("reset-phone", "13800138000");
    fill("reset-code", "123456");
    fill("new-password", "better pass 2026");
    fill("confirm-password", "better pass 2026");
    fireEvent.click(screen.getByTestId("reset-submit"));
    expect(await screen.findByTestId("reset-done")).toBeTruthy();
    const reset = calls.find((c) => c.url.pathname === "/api/auth/resetPhonePwd");
    expect(factsOf(reset)).toEqual({ length: 16, classes: 3 });
  });
});
