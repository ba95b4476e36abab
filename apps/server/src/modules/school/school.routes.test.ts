import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

describe("GET /api/auth/getschool/byDomain", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers a school's domain with exactly the pinned fields", async () => {
    const { status, body } = await t.call({
      method: "GET",
      url: "/api/auth/getschool/byDomain?domain=primary.demo",
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.errorCode).toBeNull();
    expect(body.errorDesc).toBeNull();
    expect(Object.keys(body.data).sort()).toEqual(["areaid", "domain", "id", "loginType", "name", "type"]);
    expect(body.data).toMatchObject({ name: "Demo Primary School", type: 0, domain: "primary.demo" });
    expect(typeof body.data.id).toBe("number");
    expect(typeof body.data.areaid).toBe("number");
  });

  it("answers an area's domain with type 1, and the area's schools point at it", async () => {
    const area = (await t.call({ method: "GET", url: "/api/auth/getschool/byDomain?domain=area.demo" })).body
      .data;
    expect(area).toMatchObject({ type: 1, name: "Demo District" });
    const middle = (await t.call({ method: "GET", url: "/api/auth/getschool/byDomain?domain=MIDDLE.demo" }))
      .body.data;
    expect(middle).toMatchObject({ type: 0, areaid: area.areaid, name: "Demo Middle School" });
    const single = (await t.call({ method: "GET", url: "/api/auth/getschool/byDomain?domain=single.demo" }))
      .body.data;
    expect(single.areaid).toBeNull();
  });

  it("answers an unknown domain with 'school information fetch failed' in the caller's language", async () => {
    const en = await t.call({
      method: "GET",
      url: "/api/auth/getschool/byDomain?domain=nowhere.demo",
      headers: { "accept-language": "en-US" },
    });
    expect(en.body).toMatchObject({
      success: false,
      errorDesc: "school information fetch failed",
      data: null,
    });
    const zh = await t.call({ method: "GET", url: "/api/auth/getschool/byDomain?domain=nowhere.demo" });
    expect(zh.body).toMatchObject({ success: false, errorDesc: "学校信息获取失败", data: null });
    const zhExplicit = await t.call({
      method: "GET",
      url: "/api/auth/getschool/byDomain?domain=nowhere.demo",
      headers: { "accept-language": "zh-CN,zh;q=0.9,en;q=0.8" },
    });
    expect(zhExplicit.body.errorDesc).toBe("学校信息获取失败");
  });

  it("refuses a missing domain with 400 and -1", async () => {
    const { status, body } = await t.call({ method: "GET", url: "/api/auth/getschool/byDomain" });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: -1 });
  });
});

describe("GET /api/auth/my/getschool", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("reads the school from the Host header, port and case aside", async () => {
    const { body } = await t.call({
      method: "GET",
      url: "/api/auth/my/getschool",
      headers: { host: "Middle.Demo:8080" },
    });
    expect(body.data.domain).toBe("middle.demo");
  });

  it("falls back to the default domain when the host names no school", async () => {
    const { body } = await t.call({
      method: "GET",
      url: "/api/auth/my/getschool",
      headers: { host: "localhost:8080" },
    });
    expect(body.data.domain).toBe("single.demo");
  });

  it("takes an explicit domain, and fails clearly when it is unknown", async () => {
    const ok = await t.call({
      method: "GET",
      url: "/api/auth/my/getschool?domain=area.demo",
      headers: { host: "localhost" },
    });
    expect(ok.body.data.type).toBe(1);
    const bad = await t.call({
      method: "GET",
      url: "/api/auth/my/getschool?domain=x.demo",
      headers: { host: "localhost" },
    });
    expect(bad.body).toMatchObject({ success: false, errorDesc: "学校信息获取失败" });
  });
});
