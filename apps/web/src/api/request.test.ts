import { SessionKey } from "@eos/contracts";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../i18n/i18n.ts";
import { mockFetch, okEnvelope } from "../test/fetchMock.ts";
import { testSession } from "../test/session.ts";
import { loadingStore } from "./loadingStore.ts";
import { get, post, request } from "./request.ts";
import { areaTokenKey } from "./session.ts";

const signedIn = () => {
  testSession.set(SessionKey.token, "tok-1");
  testSession.set(SessionKey.schoolId, "12");
};

describe("request: what every call carries", () => {
  it("GET sends a query string under /api with the session's schoolId and the bearer token", async () => {
    signedIn();
    const { calls } = mockFetch(() => ({ body: okEnvelope({ id: 7 }) }));
    const data = await get<{ id: number }>("/v3/eos/form/admin/byid", { id: 7, empty: null });
    expect(data).toEqual({ id: 7 });
    const [call] = calls;
    expect(call.init.method).toBe("GET");
    expect(call.url.pathname).toBe("/api/v3/eos/form/admin/byid");
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ id: "7", schoolId: "12" });
    expect(call.headers.get("Authorization")).toBe("Bearer tok-1");
    expect(call.init.body).toBeUndefined();
  });

  it("leaves schoolId out with noSchoolId and the Authorization header out without a token", async () => {
    testSession.set(SessionKey.schoolId, "12");
    const { calls } = mockFetch(() => ({ body: okEnvelope(null) }));
    await get("/auth/thing", { a: 1 }, { noSchoolId: true });
    expect(calls[0].url.searchParams.has("schoolId")).toBe(false);
    expect(calls[0].headers.has("Authorization")).toBe(false);
  });

  it("keeps an explicit schoolId rather than the session's", async () => {
    signedIn();
    const { calls } = mockFetch(() => ({ body: okEnvelope(null) }));
    await get("/x", { schoolId: 99 });
    expect(calls[0].url.searchParams.getAll("schoolId")).toEqual(["99"]);
  });

  it("sends Accept-Language from the current language", async () => {
    const { calls } = mockFetch(() => ({ body: okEnvelope(null) }));
    await get("/x");
    await changeLanguage("zh-CN");
    await get("/x");
    expect(calls.map((c) => c.headers.get("Accept-Language"))).toEqual(["en-US", "zh-CN"]);
  });

  it("sends X-Temp-Token when a temporary token is in session, X-Area-Token only when asked", async () => {
    signedIn();
    testSession.set(SessionKey.tempToken, "temp-9");
    testSession.set(areaTokenKey, "area-3");
    const { calls } = mockFetch(() => ({ body: okEnvelope(null) }));
    await get("/x");
    await get("/x", {}, { areaAuth: true });
    expect(calls[0].headers.get("X-Temp-Token")).toBe("temp-9");
    expect(calls[0].headers.has("X-Area-Token")).toBe(false);
    expect(calls[1].headers.get("X-Area-Token")).toBe("area-3");
  });
});

describe("request: bodies", () => {
  it("POST sends application/x-www-form-urlencoded by default, with schoolId, objects as JSON", async () => {
    signedIn();
    const { calls } = mockFetch(() => ({ body: okEnvelope({ ok: 1 }) }));
    const data = await post("/v3/eos/form/admin/add", {
      name: "Sports day",
      tags: ["a", "b"],
      meta: { x: 1 },
    });
    expect(data).toEqual({ ok: 1 });
    const [call] = calls;
    expect(call.init.method).toBe("POST");
    expect(call.headers.get("Content-Type")).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(call.body);
    expect(form.get("name")).toBe("Sports day");
    expect(form.getAll("tags")).toEqual(["a", "b"]);
    expect(form.get("meta")).toBe('{"x":1}');
    expect(form.get("schoolId")).toBe("12");
    expect(call.url.search).toBe("");
  });

  it("POST with json:true sends a JSON body including schoolId", async () => {
    signedIn();
    const { calls } = mockFetch(() => ({ body: okEnvelope(null) }));
    await request({
      method: "POST",
      url: "/app/eos/form/wx/add",
      data: { formId: 3, items: [{ itemId: 1 }] },
      json: true,
    });
    expect(calls[0].headers.get("Content-Type")).toBe("application/json");
    expect(JSON.parse(calls[0].body)).toEqual({ formId: 3, items: [{ itemId: 1 }], schoolId: 12 });
  });

  it("a JSON array body keeps its shape and schoolId moves to the query string", async () => {
    signedIn();
    const { calls } = mockFetch(() => ({ body: okEnvelope(null) }));
    await request({ method: "POST", url: "/x", data: [1, 2], json: true });
    expect(JSON.parse(calls[0].body)).toEqual([1, 2]);
    expect(calls[0].url.searchParams.get("schoolId")).toBe("12");
  });

  it("answers without an envelope pass through unchanged", async () => {
    mockFetch(() => ({ body: [1, 2, 3] }));
    await expect(get("/plain")).resolves.toEqual([1, 2, 3]);
  });
});

describe("request: lock", () => {
  it("shares one pending call between identical locked requests", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fn } = mockFetch(async () => {
      await gate;
      return { body: okEnvelope("done") };
    });
    const a = post("/submit", { v: 1 }, { lock: true });
    const b = post("/submit", { v: 1 }, { lock: true });
    const c = post("/submit", { v: 2 }, { lock: true });
    release();
    await expect(Promise.all([a, b, c])).resolves.toEqual(["done", "done", "done"]);
    expect(fn).toHaveBeenCalledTimes(2);
  });
});

describe("request: loading indicator", () => {
  it("counts a pending call and releases it when the call settles", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockFetch(async () => {
      await gate;
      return { body: okEnvelope(null) };
    });
    const call = get("/slow");
    expect(loadingStore.pending()).toBe(1);
    release();
    await call;
    expect(loadingStore.pending()).toBe(0);
  });

  it("does not count calls on a page opened with loading=false", async () => {
    window.history.replaceState(null, "", "/m/?loading=false");
    let seen = -1;
    mockFetch(() => {
      seen = loadingStore.pending();
      return { body: okEnvelope(null) };
    });
    await get("/x");
    expect(seen).toBe(0);
  });
});
