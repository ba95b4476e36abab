import { SessionKey } from "@eos/contracts";
import { describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../i18n/i18n.ts";
import { errorEnvelope, mockFetch, mockUi, visit } from "../test/fetchMock.ts";
import { testSession } from "../test/session.ts";
import { ApiError } from "./ApiError.ts";
import { statusText } from "./errorHandlers.ts";
import { get, post } from "./request.ts";

const session = (key: keyof typeof SessionKey) => testSession.get(SessionKey[key]);

function signedInAt(url: string, school: { type?: number; loginType?: number } = {}) {
  visit(url);
  testSession.set(SessionKey.token, "tok");
  testSession.set(SessionKey.schoolId, "12");
  testSession.set(SessionKey.userInfo, JSON.stringify({ id: 1, name: "Wang", type: 0, roleType: "tea" }));
  testSession.set(
    SessionKey.schoolInfo,
    JSON.stringify({
      id: 12,
      name: "S",
      type: school.type ?? 0,
      areaid: null,
      loginType: school.loginType ?? 0,
      domain: "d",
    }),
  );
}

const failWith = (code: string | number, desc: string | null, status = 200, data: unknown = null) =>
  mockFetch(() => ({ status, body: errorEnvelope(code, desc, data) }));

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe("SPEC 8: the session is gone (MISTOKEN, -9, -107, -109, 40029)", () => {
  it.each(["MISTOKEN", -9, -107, "-107"])(
    "%s remembers the page, clears the token and goes to sign in",
    async (code) => {
      signedInAt("/admin/forms?tab=2#top");
      const ui = mockUi();
      failWith(code, "token invalid", 401);
      const error = await rejection(get("/v3/anything"));
      expect(error.silent).toBe(true);
      expect(session("lastUrl")).toBe("/admin/forms?tab=2#top");
      expect(session("token")).toBeNull();
      expect(ui.navigate).toHaveBeenCalledWith("/singleLogin");
      expect(ui.toast).not.toHaveBeenCalled();
    },
  );

  it("-109 also forgets the remembered page", async () => {
    signedInAt("/admin/x");
    testSession.set(SessionKey.lastUrl, "/admin/old");
    const ui = mockUi();
    failWith(-109, "logged out", 401);
    await rejection(get("/v3/anything"));
    expect(session("lastUrl")).toBeNull();
    expect(session("token")).toBeNull();
    expect(ui.navigate).toHaveBeenCalledWith("/singleLogin");
  });

  it("a message containing 40029 behaves like -109, whatever the code", async () => {
    signedInAt("/admin/x");
    testSession.set(SessionKey.lastUrl, "/admin/old");
    const ui = mockUi();
    failWith(500123, "wechat says 40029 invalid code");
    await rejection(get("/v3/anything"));
    expect(session("lastUrl")).toBeNull();
    expect(session("token")).toBeNull();
    expect(ui.navigate).toHaveBeenCalledWith("/singleLogin");
  });

  it("an area school goes to the area sign-in, a phone page to /m/login", async () => {
    signedInAt("/admin/x", { type: 1 });
    const ui = mockUi();
    failWith(-107, "expired", 401);
    await rejection(get("/v3/a"));
    visit("/m/me");
    testSession.set(SessionKey.token, "tok");
    await rejection(get("/v3/b"));
    expect(ui.navigate.mock.calls).toEqual([["/areaLogin"], ["/m/login"]]);
  });

  it("a visitor goes back to the visitor link kept under lastUrl", async () => {
    visit("/app/5");
    testSession.set(SessionKey.visitorToken, "visitor");
    testSession.set(SessionKey.lastUrl, "/app/5?share=abc");
    const ui = mockUi();
    failWith("MISTOKEN", "no token", 401);
    await rejection(get("/v3/a"));
    expect(ui.navigate).toHaveBeenCalledWith("/app/5?share=abc");
    expect(session("lastUrl")).toBe("/app/5?share=abc");
  });
});

describe("SPEC 8: -1011 and 1420", () => {
  it.each([-1011, 1420])("%s is rejected silently", async (code) => {
    signedInAt("/admin");
    const ui = mockUi();
    failWith(code, "quiet please");
    const error = await rejection(get("/v3/a"));
    expect(error.silent).toBe(true);
    expect(error.code).toBe(code);
    expect(ui.toast).not.toHaveBeenCalled();
    expect(ui.navigate).not.toHaveBeenCalled();
    expect(session("token")).toBe("tok");
  });
});

describe("SPEC 8: -5033 navigates to errorDesc", () => {
  it.each([
    ["/portalList?id=3", true],
    ["https://school.example.cn/notice", true],
    ["javascript:alert(1)", false],
    ["//evil.example/phish", false],
    ["data:text/html,hi", false],
  ])("%s followed: %s", async (target, followed) => {
    const ui = mockUi();
    failWith(-5033, target);
    await rejection(get("/v3/a"));
    if (followed) expect(ui.navigate).toHaveBeenCalledWith(target);
    else expect(ui.navigate).not.toHaveBeenCalled();
  });
});

describe("SPEC 8: -1012 signed in on another device", () => {
  it("clears the token, shows one confirm dialog with the catalogue text, then goes to sign in", async () => {
    signedInAt("/admin");
    const ui = mockUi();
    let close: () => void = () => undefined;
    ui.confirm.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          close = resolve;
        }),
    );
    failWith(-1012, "server text", 401);
    await rejection(get("/v3/a"));
    await rejection(get("/v3/b"));
    expect(session("token")).toBeNull();
    expect(ui.confirm).toHaveBeenCalledTimes(1);
    expect(ui.confirm).toHaveBeenCalledWith(
      "Your account is logged in on another device, please log in again",
    );
    expect(ui.navigate).not.toHaveBeenCalled();
    close();
    await vi.waitFor(() => expect(ui.navigate).toHaveBeenCalledWith("/singleLogin"));
    expect(session("userInfo")).toBeNull();
  });

  it("uses the Chinese text in zh-CN", async () => {
    await changeLanguage("zh-CN");
    const ui = mockUi();
    failWith(-1012, "x", 401);
    await rejection(get("/v3/a"));
    expect(ui.confirm).toHaveBeenCalledWith("您的账号已在其他设备登录，请重新登录");
  });
});

describe("SPEC 8: -100910 form validation errors", () => {
  it("shows every {name, msg} pair in one list dialog", async () => {
    const ui = mockUi();
    const list = [
      { name: "Name", msg: "Name cannot be empty" },
      { name: "Phone", msg: "Phone input format error" },
    ];
    failWith(-100910, JSON.stringify(list), 400);
    const error = await rejection(post("/app/eos/form/wx/add", { formId: 1 }));
    expect(ui.listDialog).toHaveBeenCalledTimes(1);
    expect(ui.listDialog).toHaveBeenCalledWith("Please check the following", list);
    expect(ui.toast).not.toHaveBeenCalled();
    expect(error.message).toContain("Phone input format error");
  });

  it("leaves the list to the caller with noToast, the problems in the error's message", async () => {
    const ui = mockUi();
    failWith(-100910, JSON.stringify([{ name: "Score", msg: "The formula refers to item 9" }]), 400);
    const error = await rejection(post("/v3/eos/form/admin/release", { id: 1 }, { noToast: true }));
    expect(ui.listDialog).not.toHaveBeenCalled();
    expect(error.message).toBe("Score The formula refers to item 9");
  });

  it("shows an unparsable errorDesc as a single entry", async () => {
    const ui = mockUi();
    failWith(-100910, "not json", 400);
    await rejection(post("/x", {}));
    expect(ui.listDialog).toHaveBeenCalledWith("Please check the following", [{ name: "", msg: "not json" }]);
  });
});

describe("SPEC 8: -1001..-1005 and -1007 sign-in failures", () => {
  it.each([-1001, -1002, -1003, -1004, -1005, -1007])(
    "%s shows errorDesc and stays put outside a chat app",
    async (code) => {
      vi.useFakeTimers();
      signedInAt("/singleLogin");
      const ui = mockUi();
      failWith(code, "wrong account or password");
      await rejection(post("/auth/login/pwd", {}));
      expect(ui.toast).toHaveBeenCalledWith("wrong account or password");
      vi.advanceTimersByTime(1500);
      expect(ui.navigate).not.toHaveBeenCalled();
    },
  );

  it("inside a chat app, goes to the password page after 1 s", async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 iPhone MicroMessenger/8.0");
    signedInAt("/m/");
    const ui = mockUi();
    failWith(-1003, "locked until 10:30");
    await rejection(post("/auth/login/pwd", {}));
    expect(ui.toast).toHaveBeenCalledWith("locked until 10:30");
    vi.advanceTimersByTime(999);
    expect(ui.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(ui.navigate).toHaveBeenCalledWith("/login-pwd/12");
  });

  it("in a chat app on a course page, the password page is /courseLogin", async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, "userAgent", "get").mockReturnValue("Mozilla/5.0 wxwork/4.1");
    signedInAt("/TMS/course-router?sourcePage=kcss");
    const ui = mockUi();
    failWith(-1002, "wrong");
    await rejection(post("/auth/login/pwd", {}));
    vi.advanceTimersByTime(1000);
    expect(ui.navigate).toHaveBeenCalledWith("/courseLogin");
  });

  it("with noToast the error is only returned (the sign-in page shows it inline)", async () => {
    const ui = mockUi();
    failWith(-1002, "wrong account or password");
    const error = await rejection(post("/auth/login/pwd", {}, { noToast: true }));
    expect(error.message).toBe("wrong account or password");
    expect(error.silent).toBe(false);
    expect(ui.toast).not.toHaveBeenCalled();
  });
});

describe("SPEC 8: -901 busy", () => {
  it("alerts errorDesc", async () => {
    const ui = mockUi();
    failWith(-901, "too many requests", 429);
    await rejection(get("/x"));
    expect(ui.toast).toHaveBeenCalledWith("too many requests");
  });

  it("alerts 'system busy, please try later' without errorDesc", async () => {
    const ui = mockUi();
    failWith(-901, null, 500);
    const error = await rejection(get("/x"));
    expect(ui.toast).toHaveBeenCalledWith("System busy, please try later");
    expect(error.message).toBe("System busy, please try later");
  });
});

describe("SPEC 8: 401", () => {
  it("an HTTP 401 without an envelope logs out, goes to sign in and rejects", async () => {
    signedInAt("/admin/x");
    const ui = mockUi();
    mockFetch(() => ({ status: 401, raw: "Unauthorized" }));
    const error = await rejection(get("/x"));
    expect(error.status).toBe(401);
    expect(session("token")).toBeNull();
    expect(session("userInfo")).toBeNull();
    expect(session("lastUrl")).toBe("/admin/x");
    expect(ui.navigate).toHaveBeenCalledWith("/singleLogin");
  });

  it("an envelope with code 401 does the same", async () => {
    signedInAt("/admin/x");
    const ui = mockUi();
    failWith(401, "please sign in", 401);
    await rejection(get("/x"));
    expect(session("token")).toBeNull();
    expect(ui.navigate).toHaveBeenCalledWith("/singleLogin");
  });
});

describe("SPEC 8: messages", () => {
  it("'unknown error' alerts the system-error text with the data", async () => {
    const ui = mockUi();
    failWith(-1, "unknown error", 400, { trace: "abc" });
    await rejection(get("/x"));
    const text = ui.toast.mock.calls[0]?.[0] ?? "";
    expect(text).toContain("System error, please screenshot and contact the administrator");
    expect(text).toContain('{"trace":"abc"}');
  });

  it.each(["error code 5001", "parameter empty: id", "failure", "Failure ", "失败", "参数为空"])(
    "'%s' is not displayed",
    async (desc) => {
      const ui = mockUi();
      failWith(-1, desc, 400);
      await rejection(get("/x"));
      expect(ui.toast).not.toHaveBeenCalled();
    },
  );

  it("other messages are alerted, including ones that merely contain 'failure'", async () => {
    const ui = mockUi();
    failWith(404, "Form not found", 404);
    await rejection(get("/x"));
    failWith(-1, "Upload failure: file too large", 400);
    await rejection(get("/y"));
    expect(ui.toast.mock.calls).toEqual([["Form not found"], ["Upload failure: file too large"]]);
  });

  it("other messages stay quiet with noToast but still reject with the message", async () => {
    const ui = mockUi();
    failWith(403, "not allowed", 403);
    const error = await rejection(get("/x", {}, { noToast: true }));
    expect(error.message).toBe("not allowed");
    expect(error.code).toBe(403);
    expect(ui.toast).not.toHaveBeenCalled();
  });
});

describe("SPEC 8: HTTP statuses without an envelope", () => {
  it.each([
    [400, "Request error"],
    [403, "Access denied"],
    [404, "Request address error"],
    [408, "Request timeout"],
    [500, "Server error"],
    [501, "Service not implemented"],
    [502, "Gateway error"],
    [503, "Service unavailable"],
    [504, "Gateway timeout"],
    [505, "HTTP version not supported"],
  ])("%i alerts '%s'", async (status, text) => {
    const ui = mockUi();
    mockFetch(() => ({ status, raw: "<html>proxy page</html>" }));
    const error = await rejection(get("/x"));
    expect(ui.toast).toHaveBeenCalledWith(text);
    expect(error.status).toBe(status);
  });

  it("has Chinese texts too, and a generic one for other statuses", async () => {
    expect(statusText(401)).toBe("Unauthorized, please log in");
    expect(statusText(418)).toBe("Request failed (418)");
    await changeLanguage("zh-CN");
    expect(statusText(400)).toBe("请求错误");
    expect(statusText(502)).toBe("网关错误");
  });

  it("a network failure alerts the network text", async () => {
    const ui = mockUi();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    const error = await rejection(get("/x"));
    expect(error.status).toBe(0);
    expect(ui.toast).toHaveBeenCalledWith(
      "Network connection failed, please check the network and try again",
    );
  });
});
