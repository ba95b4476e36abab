import { SessionKey } from "@eos/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, okEnvelope } from "../test/fetchMock.ts";
import { renderRoute } from "../test/renderRoute.tsx";
import { primarySchool } from "../test/schools.ts";

describe("the language switch", () => {
  it("switches the sign-in page to Chinese and back, and remembers the choice", async () => {
    const { calls } = mockFetch(() => ({ body: okEnvelope(primarySchool) }));
    renderRoute("/singleLogin");
    expect(await screen.findByRole("heading", { level: 1, name: "School sign-in" })).toBeTruthy();
    const toggle = screen.getByTestId("lang-switch");
    expect(toggle.textContent).toBe("中文");

    fireEvent.click(toggle);
    expect(await screen.findByRole("heading", { level: 1, name: "学校统一登录" })).toBeTruthy();
    // The tabs render after the heading (the sign-in panel loads lazily): wait for them too.
    expect(await screen.findByRole("tab", { name: "账号密码登录" })).toBeTruthy();
    expect(screen.getByTestId("lang-switch").textContent).toBe("English");
    expect(localStorage.getItem(SessionKey.language)).toBe("zh-CN");
    expect(document.documentElement.lang).toBe("zh-CN");

    fireEvent.click(screen.getByTestId("lang-switch"));
    expect(await screen.findByRole("heading", { level: 1, name: "School sign-in" })).toBeTruthy();
    expect(localStorage.getItem(SessionKey.language)).toBe("en-US");
    expect(document.documentElement.lang).toBe("en-US");
    // Which calls happen before or after a switch depends on lazy loading; request.test.ts checks that the header
    // follows the current language. Here: every call carries one of the two.
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(["en-US", "zh-CN"]).toContain(call.headers.get("Accept-Language"));
  });

  it("switches the portal too", async () => {
    mockFetch(() => ({ body: okEnvelope(primarySchool) }));
    renderRoute("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome to Demo Primary School" }),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId("lang-switch"));
    expect(
      await screen.findByRole("heading", { level: 1, name: "欢迎来到Demo Primary School" }),
    ).toBeTruthy();
  });
});
