import { SessionKey } from "@eos/contracts";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Call, errorEnvelope, mockFetch, okEnvelope, type Reply, visit } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { primarySchool } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";

const teacher = { id: 3, name: "Wang Fang", type: 0, roleType: "tea", schoolId: 12, areaId: 1 };
const app = { id: 7, code: "lib", name: "图书馆", nameEn: "Library", icon: "BookOutlined" };

function server(routes: Record<string, (call: Call) => Reply>) {
  return mockFetch((call) => {
    const handler = routes[call.url.pathname];
    if (handler) return handler(call);
    if (call.url.pathname === "/api/auth/my/getschool") return { body: okEnvelope(primarySchool) };
    return { body: okEnvelope(null) };
  });
}

const open = (url: string) => {
  testSession.set(SessionKey.token, "tok");
  testSession.set(SessionKey.userInfo, JSON.stringify(teacher));
  testSession.set(SessionKey.schoolInfo, JSON.stringify(primarySchool));
  visit(url);
  return renderRoute(url);
};

describe("/app/:id, the one dispatcher", () => {
  it("opens a built-in app in this app", async () => {
    const { calls } = server({
      "/api/center/api/app/getid": () => ({
        body: okEnvelope({ ...app, kind: "builtin", target: "/admin/progress", opensIn: "route" }),
      }),
    });
    const { router } = open("/app/7");
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/progress"));
    const lookUp = calls.find((c) => c.url.pathname === "/api/center/api/app/getid");
    expect(lookUp?.url.searchParams.get("id")).toBe("7");
  });

  it("opens an allow-listed link in the iframe view, by the app's code", async () => {
    const { calls } = server({
      "/api/center/api/app/getid": () => ({
        body: okEnvelope({ ...app, kind: "link", target: "https://read.example/a?b=1", opensIn: "iframe" }),
      }),
    });
    const { router } = open("/app/lib");
    await waitFor(() => expect(router.state.location.pathname).toBe("/TMS/iframeView"));
    expect(new URLSearchParams(router.state.location.search).get("url")).toBe("https://read.example/a?b=1");
    expect(
      calls.find((c) => c.url.pathname === "/api/center/api/app/getid")?.url.searchParams.get("code"),
    ).toBe("lib");
  });

  it("opens a trust app through a trust code for its address", async () => {
    const { calls } = server({
      "/api/center/api/app/getid": () => ({
        body: okEnvelope({ ...app, kind: "trust", target: "/m/", opensIn: "trust" }),
      }),
      "/api/center/api/app/getTrustCode": () => ({
        body: okEnvelope({
          code: "9.abc",
          url: "/m/",
          expiresIn: 60,
          redirectUrl: "/center/redirectUrl?token=9.abc&url=%2Fm%2F&appid=lib",
        }),
      }),
    });
    const { router } = open("/app/7");
    await waitFor(() => expect(router.state.location.pathname).toBe("/center/redirectUrl"));
    const issued = calls.find((c) => c.url.pathname === "/api/center/api/app/getTrustCode");
    expect(issued?.url.searchParams.get("appId")).toBe("lib");
    expect(issued?.url.searchParams.get("url")).toBe("/m/");
  });

  it("says so when the person may not open the app", async () => {
    server({
      "/api/center/api/app/getid": () => ({
        status: 403,
        body: errorEnvelope(403, "you may not open this app"),
      }),
    });
    open("/app/7");
    expect(await screen.findByTestId("app-dispatch-failed")).toBeTruthy();
    expect(screen.getByText("you may not open this app")).toBeTruthy();
  });
});
