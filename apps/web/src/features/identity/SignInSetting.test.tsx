import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorEnvelope, mockFetch, okEnvelope } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { primarySchool } from "../../test/schools.ts";
import { signInWays } from "./signInSetting.ts";

const setting = (loginTypes: string[], themeColor = "#0a7a55") => ({
  schoolId: primarySchool.id,
  name: primarySchool.name,
  logo: null,
  themeColor,
  languages: ["zh-CN", "en-US"],
  defaultLanguage: "zh-CN",
  loginTypes,
  features: [],
});

/** A route's first load on a busy machine takes its time: its chunks load on demand. */
const slow = { timeout: 60_000 };

function server(loginTypes: string[] | null) {
  return mockFetch((call) => {
    if (call.url.pathname === "/api/auth/my/getschool") return { body: okEnvelope(primarySchool) };
    if (call.url.pathname === "/api/sys/api/setting/getSetting")
      return loginTypes
        ? { body: okEnvelope(setting(loginTypes)) }
        : { status: 500, body: errorEnvelope(500, "down") };
    return { status: 404, body: errorEnvelope(404, "no route") };
  });
}

describe("sign-in pages follow the school's settings", () => {
  it("offers on the PC page only the ways the school enabled, in its theme colour", async () => {
    const { calls } = server(["password", "qr"]);
    renderRoute("/singleLogin?domain=primary.demo");
    await screen.findByTestId("login-page", {}, slow);
    await waitFor(() =>
      expect(screen.getByTestId("login-page").getAttribute("data-theme-color")).toBe("#0a7a55"),
    );
    expect(screen.getByTestId("tab-password")).toBeTruthy();
    expect(screen.getByTestId("tab-qr")).toBeTruthy();
    expect(screen.queryByTestId("tab-phone")).toBeNull();
    const asked = calls.find((c) => c.url.pathname === "/api/sys/api/setting/getSetting");
    expect(asked?.url.searchParams.get("domain")).toBe(primarySchool.domain);
  });

  it("opens on the phone code when the school signs in by SMS only, on the phone page too", async () => {
    server(["sms"]);
    renderRoute("/m/login?domain=primary.demo&role=2");
    await screen.findByTestId("login-page", {}, slow);
    await waitFor(() =>
      expect(screen.getByTestId("login-page").getAttribute("data-theme-color")).toBe("#0a7a55"),
    );
    expect(screen.getByTestId("tab-phone")).toBeTruthy();
    expect(screen.queryByTestId("tab-password")).toBeNull();
  });

  it("offers every way when the settings cannot be read", async () => {
    server(null);
    renderRoute("/singleLogin?domain=primary.demo");
    await screen.findByText(primarySchool.name, {}, slow);
    expect(await screen.findByTestId("tab-phone")).toBeTruthy();
    expect(screen.getByTestId("tab-qr")).toBeTruthy();
    expect(screen.getByTestId("login-page").getAttribute("data-theme-color")).toBeNull();
  });
});

describe("signInWays", () => {
  it("maps the school's login types to tabs and keeps the password when only third-party ways are on", () => {
    expect(signInWays(undefined)).toEqual({ password: true, phone: true, qr: true });
    expect(signInWays(["sms", "qr"])).toEqual({ password: false, phone: true, qr: true });
    expect(signInWays(["wecom"])).toEqual({ password: true, phone: false, qr: false });
  });
});
