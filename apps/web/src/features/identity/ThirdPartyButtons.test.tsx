import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type Call, errorEnvelope, mockFetch, okEnvelope, type Reply } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { primarySchool } from "../../test/schools.ts";

function server(overrides: Record<string, (call: Call) => Reply> = {}) {
  return mockFetch((call) => {
    const handler = overrides[call.url.pathname];
    if (handler) return handler(call);
    if (call.url.pathname === "/api/auth/my/getschool") return { body: okEnvelope(primarySchool) };
    return { status: 404, body: errorEnvelope(404, "no route") };
  });
}

afterEach(() => vi.restoreAllMocks());

describe("third-party sign-in on the PC sign-in page", () => {
  it("offers the school's providers and leaves for the address the server built", async () => {
    const assign = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, assign } as Location);
    const { calls } = server({
      "/api/auth/thirdParty/providers": () => ({
        body: okEnvelope([{ id: 7, kind: "oidc", name: "School SSO" }]),
      }),
      "/api/auth/thirdParty/authorizeUrl": () => ({
        body: okEnvelope({ url: "https://sso.example.edu/auth?state=s", state: "s" }),
      }),
    });
    renderRoute("/singleLogin");
    fireEvent.click(await screen.findByTestId("third-party-7"));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://sso.example.edu/auth?state=s"));
    const providers = calls.find((c) => c.url.pathname === "/api/auth/thirdParty/providers");
    expect(providers?.url.searchParams.get("schoolId")).toBe("12");
    const start = calls.find((c) => c.url.pathname === "/api/auth/thirdParty/authorizeUrl");
    expect(start?.url.searchParams.get("provider")).toBe("7");
    expect(start?.url.searchParams.get("redirectUri")).toBe("/oauth/callback");
  });

  it("shows no provider section when the school has none", async () => {
    server({ "/api/auth/thirdParty/providers": () => ({ body: okEnvelope([]) }) });
    renderRoute("/singleLogin");
    await screen.findByText("Demo Primary School");
    expect(screen.queryByTestId("third-party-sign-in")).toBeNull();
  });
});
