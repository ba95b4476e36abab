import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Call, errorEnvelope, mockFetch, okEnvelope, type Reply, visit } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { primarySchool } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";
import { jumpTarget, trustTarget } from "./codeHandoff.ts";

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

describe("/center/redirectUrl", () => {
  it("exchanges the trust code once, stores the session, hides the code and opens the bound address", async () => {
    const { calls } = server({
      "/api/center/api/app/exchangeTrustCode": () => ({
        body: okEnvelope({ token: "tok", user: teacher, school: primarySchool, url: "/m/me" }),
      }),
    });
    const { router } = open("/center/redirectUrl?token=12.secretcode&url=%2Fevil&appid=42");
    await waitFor(() => expect(router.state.location.pathname).toBe("/m/me"));
    const exchange = calls.filter((c) => c.url.pathname === "/api/center/api/app/exchangeTrustCode");
    expect(exchange).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(exchange[0].body))).toEqual({
      code: "12.secretcode",
      appid: "42",
    });
    expect(window.location.search).not.toContain("token");
    expect(testSession.get(SessionKey.token)).toBe("tok");
    expect(testSession.get(SessionKey.schoolId)).toBe("12");
    expect(JSON.parse(testSession.get(SessionKey.userInfo) ?? "{}").name).toBe("Wang Fang");
  });

  it("says so when the code is spent or expired, and offers the sign-in page", async () => {
    server({
      "/api/center/api/app/exchangeTrustCode": () => ({
        status: 404,
        body: errorEnvelope(404, "this link has expired or was already used, please open it again"),
      }),
    });
    const { router } = open("/center/redirectUrl?token=12.old&url=%2Fadmin&appid=42");
    expect(await screen.findByTestId("handoff-error")).toBeTruthy();
    expect(screen.getByText("this link has expired or was already used, please open it again")).toBeTruthy();
    expect(window.location.search).toBe("?url=%2Fadmin&appid=42");
    expect(testSession.get(SessionKey.token)).toBeNull();
    fireEvent.click(screen.getByTestId("handoff-sign-in"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/singleLogin"));
  });

  it("asks for nothing when the link carries no code", async () => {
    const { calls } = server({});
    open("/center/redirectUrl?url=%2Fadmin&appid=42");
    expect(await screen.findByText("The link carries no sign-in code, please open it again")).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.includes("exchange"))).toBe(false);
  });
});

describe("/jump-school", () => {
  it("enters the target school with the one-time code and goes to the requested page", async () => {
    const { calls } = server({
      "/api/auth/jumpCode/getToken": () => ({
        body: okEnvelope({ token: "jumped", user: teacher, school: primarySchool }),
      }),
    });
    testSession.set(SessionKey.token, "area-token");
    const { router } = open("/jump-school?token=12.jumpcode&domain=primary.demo&url=%2Fm%2Fme");
    await waitFor(() => expect(router.state.location.pathname).toBe("/m/me"));
    const exchange = calls.find((c) => c.url.pathname === "/api/auth/jumpCode/getToken");
    expect(new URLSearchParams(exchange?.body).get("code")).toBe("12.jumpcode");
    expect(exchange?.headers.get("Authorization")).toBe("Bearer area-token");
    expect(testSession.get(SessionKey.token)).toBe("jumped");
    expect(testSession.get(SessionKey.schoolDomain)).toBe("primary.demo");
  });
});

describe("hand-off targets", () => {
  it("keeps /jump-school on this site", () => {
    expect(jumpTarget("/admin/people")).toBe("/admin/people");
    expect(jumpTarget("https://evil.example.net/")).toBe("/admin");
    expect(jumpTarget("//evil.example.net/")).toBe("/admin");
    expect(jumpTarget(null)).toBe("/admin");
  });

  it("follows a trust code's bound address only if it is a path or an http(s) address", () => {
    expect(trustTarget("/app/42")).toBe("/app/42");
    expect(trustTarget("https://apps.example.com/x")).toBe("https://apps.example.com/x");
    expect(trustTarget("javascript:alert(1)")).toBe("/");
  });
});
