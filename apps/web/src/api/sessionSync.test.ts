import { SessionKey } from "@eos/contracts";
import { describe, expect, it, vi } from "vitest";
import { getToken, type SessionUser, startSession } from "./session.ts";
import { sessionChangeOf, watchSessionAcrossTabs } from "./sessionSync.ts";
import { setBaseNavigate } from "./ui.ts";

const wang: SessionUser = { id: 1, name: "Wang Fang", type: 0, roleType: "tea", schoolId: 12, areaId: 1 };
const li: SessionUser = { ...wang, id: 2, name: "Li Lei" };

/** What the browser tells every other tab when this key of localStorage changes. */
const otherTab = (key: string | null, oldValue: string | null, newValue: string | null) =>
  window.dispatchEvent(new StorageEvent("storage", { key, oldValue, newValue, storageArea: localStorage }));

describe("one session for all of a browser's tabs", () => {
  it("keeps the session where a new tab finds it, and the last url per tab", () => {
    startSession("tok-1", wang);
    expect(localStorage.getItem(SessionKey.token)).toBe("tok-1");
    expect(sessionStorage.getItem(SessionKey.token)).toBeNull();
    expect(getToken()).toBe("tok-1");
  });

  it("reads a sign-out, another account and a refreshed token from another tab's change", () => {
    expect(sessionChangeOf({ key: SessionKey.token, oldValue: "tok-1", newValue: null })).toBe("signedOut");
    expect(sessionChangeOf({ key: null, oldValue: null, newValue: null })).toBe("signedOut");
    expect(sessionChangeOf({ key: SessionKey.token, oldValue: "tok-1", newValue: "tok-2" })).toBeNull();
    const as = (user: SessionUser) => JSON.stringify(user);
    expect(sessionChangeOf({ key: SessionKey.userInfo, oldValue: as(wang), newValue: as(li) })).toBe(
      "accountChanged",
    );
    expect(
      sessionChangeOf({
        key: SessionKey.userInfo,
        oldValue: as(wang),
        newValue: as({ ...wang, mustChangePassword: true }),
      }),
    ).toBeNull();
    // Someone signing in where this tab had nobody is no change of account.
    expect(sessionChangeOf({ key: SessionKey.userInfo, oldValue: null, newValue: as(li) })).toBeNull();
  });

  it("sends a console tab to sign in when another tab signs out, and reloads it for another account", () => {
    const navigate = vi.fn();
    const restore = setBaseNavigate(navigate);
    const reload = vi.fn();
    let here = "/admin/students";
    const stop = watchSessionAcrossTabs({ pathname: () => here, reload });
    try {
      otherTab(SessionKey.userInfo, JSON.stringify(wang), JSON.stringify(li));
      expect(reload).toHaveBeenCalledTimes(1);
      otherTab(SessionKey.token, "tok-1", null);
      expect(navigate).toHaveBeenCalledWith("/singleLogin");
      // A tab on a sign-in page has nothing to leave.
      here = "/singleLogin";
      otherTab(SessionKey.token, "tok-2", null);
      expect(navigate).toHaveBeenCalledTimes(1);
    } finally {
      stop();
      restore();
    }
    otherTab(SessionKey.token, "tok-3", null);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
