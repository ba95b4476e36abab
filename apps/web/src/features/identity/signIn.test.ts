import { SessionKey } from "@eos/contracts";
import { describe, expect, it } from "vitest";
import { errorEnvelope, mockFetch, okEnvelope } from "../../test/fetchMock.ts";
import { testSession } from "../../test/session.ts";
import {
  accountPattern,
  landingUrl,
  mobilePattern,
  parseUserType,
  pickPhoneAccount,
  signInWithPassword,
  signInWithPhone,
} from "./signIn.ts";

const user = { id: 5, name: "Li Hua", type: 1, roleType: "stu", schoolId: 12, areaId: 1 };

describe("sign-in rules (SPEC 5 and 9)", () => {
  it.each([
    ["abc", true],
    ["admin", true],
    ["Teacher01", true],
    ["abcdefghijkl", true],
    ["ab", false],
    ["abcdefghijklm", false],
    ["li hua", false],
    ["王老师", false],
    ["a_b", false],
  ])("account %j valid: %s", (value, valid) => {
    expect(accountPattern.test(value)).toBe(valid);
  });

  it.each([
    ["13800138000", true],
    ["19912345678", true],
    ["12800138000", false],
    ["1380013800", false],
    ["138001380001", false],
    ["23800138000", false],
  ])("mobile %j valid: %s", (value, valid) => {
    expect(mobilePattern.test(value)).toBe(valid);
  });

  it("reads the preselected role from ?role=", () => {
    expect(parseUserType("1")).toBe(1);
    expect(parseUserType("2")).toBe(2);
    expect(parseUserType("7")).toBe(0);
    expect(parseUserType(null)).toBe(0);
  });
});

describe("password sign-in", () => {
  it("sends the SHA-256 of the password, exchanges the code and stores the session", async () => {
    const { calls } = mockFetch(({ url }) =>
      url.pathname === "/api/auth/login/pwd"
        ? { body: okEnvelope({ authorizationCode: "code-1" }) }
        : { body: okEnvelope({ token: "tok-9", user }) },
    );
    const result = await signInWithPassword({ name: "lihua", password: "abc", type: 1, schoolId: 12 });
    expect(result).toEqual(user);
    const login = new URLSearchParams(calls[0].body);
    expect(Object.fromEntries(login)).toEqual({
      name: "lihua",
      pwd: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
      type: "1",
      schoolId: "12",
    });
    expect(calls[1].url.pathname).toBe("/api/auth/login/getToken");
    expect(new URLSearchParams(calls[1].body).get("authorizationCode")).toBe("code-1");
    expect(testSession.get(SessionKey.token)).toBe("tok-9");
    expect(testSession.get(SessionKey.roleType)).toBe("stu");
    expect(JSON.parse(testSession.get(SessionKey.userInfo) ?? "null")).toEqual(user);
  });

  it("rejects with the server's message and stores nothing", async () => {
    mockFetch(() => ({ body: errorEnvelope(-1002, "Wrong account or password") }));
    await expect(signInWithPassword({ name: "x1x", password: "p", type: 0, schoolId: 1 })).rejects.toThrow(
      "Wrong account or password",
    );
    expect(testSession.get(SessionKey.token)).toBeNull();
  });
});

describe("phone sign-in", () => {
  const accounts = [
    { type: 2, authorizationCode: "parent-code", name: "Li's parent" },
    { type: 0, authorizationCode: "teacher-code", name: "Teacher Li" },
  ];

  it("picks the account of the chosen role", () => {
    expect(pickPhoneAccount(accounts, 0)?.authorizationCode).toBe("teacher-code");
    expect(pickPhoneAccount(accounts, 1)).toBeUndefined();
    expect(pickPhoneAccount(null, 1)).toBeUndefined();
  });

  it("exchanges the chosen role's code", async () => {
    const { calls } = mockFetch(({ url }) =>
      url.pathname === "/api/auth/login/phone"
        ? { body: okEnvelope(accounts) }
        : { body: okEnvelope({ token: "t", user: { ...user, type: 2, roleType: "p" } }) },
    );
    await signInWithPhone({ phone: "13800138000", code: "123456", type: 2, schoolId: 12 });
    expect(new URLSearchParams(calls[1].body).get("authorizationCode")).toBe("parent-code");
  });

  it("says 'user info for the current role is empty' when no account has that role", async () => {
    const { calls } = mockFetch(() => ({ body: okEnvelope(accounts) }));
    await expect(signInWithPhone({ phone: "13800138000", code: "1", type: 1, schoolId: 12 })).rejects.toThrow(
      "User info for the current role is empty",
    );
    expect(calls).toHaveLength(1);
  });
});

describe("where sign-in lands", () => {
  it("teachers on PC go to /admin, students and parents and phones to /m/", () => {
    expect(landingUrl({ type: 0 }, false)).toBe("/admin");
    expect(landingUrl({ type: 0 }, true)).toBe("/m/");
    expect(landingUrl({ type: 1 }, false)).toBe("/m/");
    expect(landingUrl({ type: 2 }, false)).toBe("/m/");
  });

  it("the remembered page wins once, and is then forgotten", () => {
    testSession.set(SessionKey.lastUrl, "/admin/forms?id=3");
    expect(landingUrl({ type: 1 }, false)).toBe("/admin/forms?id=3");
    expect(testSession.get(SessionKey.lastUrl)).toBeNull();
    expect(landingUrl({ type: 1 }, false)).toBe("/m/");
  });

  it("ignores remembered sign-in pages and addresses off this site", () => {
    for (const last of ["/singleLogin", "/login-pwd/3", "https://evil.example/", "//evil.example"]) {
      testSession.set(SessionKey.lastUrl, last);
      expect(landingUrl({ type: 0 }, false)).toBe("/admin");
    }
  });
});
