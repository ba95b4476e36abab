import { SessionKey } from "@eos/contracts";
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Call, errorEnvelope, mockFetch, okEnvelope, type Reply, visit } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { primarySchool } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";

const teacher = { id: 3, name: "Wang Fang", type: 0, roleType: "tea", schoolId: 12, areaId: 1 };

function server(routes: Record<string, (call: Call) => Reply>) {
  return mockFetch((call) => {
    const handler = routes[call.url.pathname];
    if (handler) return handler(call);
    if (call.url.pathname === "/api/auth/my/getschool") return { body: okEnvelope(primarySchool) };
    return { status: 404, body: errorEnvelope(404, "no route") };
  });
}

const open = (url: string) => {
  visit(url);
  return renderRoute(url);
};

describe("/oauth/callback", () => {
  it("exchanges the provider code once, hides code and state, and signs the only account in", async () => {
    const { calls } = server({
      "/api/auth/thirdParty/login": () => ({
        body: okEnvelope([{ type: 0, authorizationCode: "12.auth", name: "Wang Fang" }]),
      }),
      "/api/auth/login/getToken": () => ({ body: okEnvelope({ token: "tok", user: teacher }) }),
    });
    const { router } = open("/oauth/callback?code=provider-code&state=the-state");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    const login = calls.filter((c) => c.url.pathname === "/api/auth/thirdParty/login");
    expect(login).toHaveLength(1);
    expect(window.location.search).not.toContain("code");
    expect(window.location.search).not.toContain("state");
    expect(testSession.get(SessionKey.token)).toBe("tok");
  });

  it("sends a person with several accounts to role selection", async () => {
    server({
      "/api/auth/thirdParty/login": () => ({
        body: okEnvelope([
          { type: 0, authorizationCode: "12.a", name: "Wang Fang" },
          { type: 2, authorizationCode: "12.b", name: "Wang Fang" },
        ]),
      }),
    });
    const { router } = open("/oauth/callback?code=c2&state=s2");
    await waitFor(() => expect(router.state.location.pathname).toBe("/user/select"));
    expect(testSession.get(SessionKey.token)).toBeNull();
  });

  it("leaves no session when the code is refused (40029)", async () => {
    server({
      "/api/auth/thirdParty/login": () => ({
        body: errorEnvelope(40029, "the sign-in code is invalid or expired (40029), please sign in again"),
      }),
    });
    const { router } = open("/oauth/callback?code=bad&state=s3");
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/oauth/callback"));
    expect(testSession.get(SessionKey.token)).toBeNull();
  });
});
