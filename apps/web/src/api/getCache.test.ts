import { Limits, SessionKey } from "@eos/contracts";
import { describe, expect, it, vi } from "vitest";
import { errorEnvelope, mockFetch, okEnvelope, visit } from "../test/fetchMock.ts";
import { testSession } from "../test/session.ts";
import { cachedGetPaths, cacheKey } from "./getCache.ts";
import { get, post } from "./request.ts";

const school = {
  id: 12,
  name: "Demo Primary School",
  type: 0,
  areaid: 1,
  loginType: 0,
  domain: "primary.demo",
};

describe("the 60 s session-storage GET cache (SPEC 4)", () => {
  it("lists the school lookups", () => {
    expect(cachedGetPaths.has("/auth/my/getschool")).toBe(true);
    expect(cachedGetPaths.has("/auth/getschool/byDomain")).toBe(true);
  });

  it("answers a repeat within 60 s from session storage, and asks the server again after", async () => {
    vi.useFakeTimers();
    const { fn } = mockFetch(() => ({ body: okEnvelope(school) }));
    await expect(get("/auth/my/getschool", { domain: "primary.demo" })).resolves.toEqual(school);
    vi.advanceTimersByTime(Limits.getCacheMs - 1);
    await expect(get("/auth/my/getschool", { domain: "primary.demo" })).resolves.toEqual(school);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await get("/auth/my/getschool", { domain: "primary.demo" });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("keys on the url and the sorted parameters", async () => {
    const { fn } = mockFetch(() => ({ body: okEnvelope(school) }));
    await get("/auth/getschool/byDomain", { domain: "a", x: 1 });
    await get("/auth/getschool/byDomain", { x: 1, domain: "a" });
    await get("/auth/getschool/byDomain", { x: 1, domain: "b" });
    expect(fn).toHaveBeenCalledTimes(2);
    expect(cacheKey("/p", { b: 2, a: 1 })).toBe(cacheKey("/p", { a: 1, b: 2 }));
    expect(cacheKey("/p", { a: 1 })).not.toBe(cacheKey("/q", { a: 1 }));
  });

  it("includes the session's schoolId in the key", async () => {
    const { fn } = mockFetch(() => ({ body: okEnvelope(school) }));
    testSession.set(SessionKey.schoolId, "1");
    await get("/auth/getschool/byDomain", { domain: "a" });
    testSession.set(SessionKey.schoolId, "2");
    await get("/auth/getschool/byDomain", { domain: "a" });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it("is bypassed with noCache or forceUpdate, as options, parameters or on the page's own URL", async () => {
    const { fn } = mockFetch(() => ({ body: okEnvelope(school) }));
    await get("/auth/my/getschool");
    await get("/auth/my/getschool", {}, { noCache: true });
    await get("/auth/my/getschool", {}, { forceUpdate: true });
    await get("/auth/my/getschool", { forceUpdate: true });
    visit("/singleLogin?noCache=1");
    await get("/auth/my/getschool");
    expect(fn).toHaveBeenCalledTimes(5);
    visit("/singleLogin");
    await get("/auth/my/getschool");
    expect(fn).toHaveBeenCalledTimes(5);
  });

  it("does not cache other paths, POSTs, failures or empty answers", async () => {
    let reply: unknown = okEnvelope({ n: 1 });
    const { fn } = mockFetch(() => ({ body: reply }));
    await get("/v3/other");
    await get("/v3/other");
    await post("/auth/my/getschool", {});
    await post("/auth/my/getschool", {});
    expect(fn).toHaveBeenCalledTimes(4);
    reply = errorEnvelope(-1011, "no");
    await get("/auth/my/getschool", { domain: "z" }).catch(() => undefined);
    reply = okEnvelope(null);
    await get("/auth/my/getschool", { domain: "z" });
    reply = okEnvelope(school);
    await expect(get("/auth/my/getschool", { domain: "z" })).resolves.toEqual(school);
    expect(fn).toHaveBeenCalledTimes(7);
  });
});
