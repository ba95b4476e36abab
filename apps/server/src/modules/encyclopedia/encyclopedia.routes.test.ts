import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { sanitiseBody } from "./encyclopedia.html.ts";

const now = () => new Date("2027-01-25T02:00:00Z");

describe("sanitised article bodies", () => {
  it("drops script, handlers, frames, javascript links and foreign images; keeps text markup and school images", () => {
    const dirty = [
      '<h2 onclick="x()">Rules</h2><script>alert(1)</script><p style="color:red">Be <strong>kind</strong></p>',
      '<a href="javascript:alert(1)">bad</a><a href="https://eos.example/x">good</a>',
      '<img src="https://evil.example/p.png" onerror="alert(1)"><img src="/api/oss/file/12?w=800" alt="map">',
      '<iframe src="https://evil.example"></iframe><svg><script>alert(2)</script></svg>',
    ].join("");
    const clean = sanitiseBody(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|iframe|javascript|evil|style|svg/i);
    expect(clean).toContain("<h2>Rules</h2>");
    expect(clean).toContain("<strong>kind</strong>");
    expect(clean).toContain(
      '<a href="https://eos.example/x" target="_blank" rel="noopener noreferrer nofollow">good</a>',
    );
    expect(clean).toContain('<img src="/api/oss/file/12?w=800" alt="map" />');
  });
});

describe("encyclopedia (/api/encyclopedia/*)", () => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  let otherAdmin: string;
  let sid: number;
  let otherSid: number;
  beforeAll(async () => {
    t = await createTestApp({}, now);
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    teacher = (await signIn(t, "primary.demo", "t001", 0)).token;
    otherAdmin = (await signIn(t, "middle.demo", "admin", 0)).token;
    sid = await schoolIdOf(t, "primary.demo");
    otherSid = await schoolIdOf(t, "middle.demo");
  }, 240_000);
  afterAll(() => t?.close());

  const get = (url: string, token = admin) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, payload: object, token = admin) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });

  let rules: number;
  let guide: number;
  let articleId: number;
  let image: number;

  it("lets administrators add and order types; teachers are refused", async () => {
    expect((await post("/api/encyclopedia/type/save", { name: "校规" }, teacher)).status).toBe(403);
    expect((await post("/api/encyclopedia/type/save", { name: " " })).status).toBe(400);
    const before = (await get(`/api/encyclopedia/${sid}/queryTypes`)).body.data.length;
    rules = (await post("/api/encyclopedia/type/save", { name: "校规" })).body.data.id;
    guide = (await post("/api/encyclopedia/type/save", { name: "新生指南" })).body.data.id;
    const types = (await get(`/api/encyclopedia/${sid}/queryTypes`, teacher)).body.data;
    expect(types).toHaveLength(before + 2);
    const all = types.map((x: { id: number }) => x.id);
    expect((await post("/api/encyclopedia/type/sort", { ids: [guide] })).status).toBe(400);
    expect(
      (await post("/api/encyclopedia/type/sort", { ids: [guide, ...all.filter((i: number) => i !== guide)] }))
        .body.success,
    ).toBe(true);
    expect((await get(`/api/encyclopedia/${sid}/queryTypes`, teacher)).body.data[0]).toMatchObject({
      id: guide,
      name: "新生指南",
    });
  });

  it("saves an article with a school image, sanitised; a foreign image or a teacher is refused", async () => {
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#393" } })
      .png()
      .toBuffer();
    image = (
      await post("/api/oss/uploadBase64", { name: "map.png", data: png.toString("base64"), kind: "image" })
    ).body.data.id;
    const body = `<p>校园<strong>地图</strong><script>alert(1)</script></p><img src="/api/oss/file/${image}" alt="map">`;
    expect(
      (await post("/api/encyclopedia/article/save", { typeId: guide, title: "校园地图", body }, teacher))
        .status,
    ).toBe(403);
    const foreign = await post("/api/encyclopedia/article/save", {
      typeId: guide,
      title: "x",
      body: '<img src="/api/oss/file/99999999">',
    });
    expect(foreign.status).toBe(400);
    expect(
      (await post("/api/encyclopedia/article/save", { typeId: 99999999, title: "x", body: "" })).status,
    ).toBe(400);
    articleId = (await post("/api/encyclopedia/article/save", { typeId: guide, title: "校园地图", body }))
      .body.data.id;
    await post("/api/encyclopedia/article/save", {
      typeId: rules,
      title: "作息时间",
      body: "<p>早上八点到校</p>",
    });
    const page = (await get(`/api/encyclopedia/${sid}/queryArtsByTypeid?typeId=${guide}`, teacher)).body.data;
    expect(page).toMatchObject({
      total: 1,
      list: [{ id: articleId, title: "校园地图", summary: "校园地图" }],
    });
    const article = (await get(`/api/encyclopedia/${sid}/article/${articleId}`, teacher)).body.data;
    expect(article.body).not.toContain("script");
    expect(article.body).toContain(`/api/oss/file/${image}`);
    expect(article.typeName).toBe("新生指南");
    // The image is read by every member of the school through the article that holds it.
    const file = await t.app.inject({
      method: "GET",
      url: `/api/oss/file/${image}`,
      headers: bearer(teacher),
    });
    expect(file.statusCode).toBe(200);
  });

  it("searches titles and text; LIKE wildcards are taken literally", async () => {
    const hits = (await get(`/api/encyclopedia/${sid}/search?q=${encodeURIComponent("八点")}`, teacher)).body
      .data;
    expect(hits.list.map((a: { title: string }) => a.title)).toEqual(["作息时间"]);
    expect((await get(`/api/encyclopedia/${sid}/search?q=%25`, teacher)).body.data.total).toBe(0);
  });

  it("refuses another school's id, and another school's administrator cannot edit", async () => {
    expect((await get(`/api/encyclopedia/${otherSid}/queryTypes`, teacher)).status).toBe(403);
    expect(
      (await get(`/api/encyclopedia/${otherSid}/queryArtsByTypeid?typeId=${guide}`, teacher)).status,
    ).toBe(403);
    expect((await get(`/api/encyclopedia/${otherSid}/article/${articleId}`, otherAdmin)).status).toBe(404);
    expect((await post("/api/encyclopedia/article/delete", { id: articleId }, otherAdmin)).status).toBe(404);
    expect((await post("/api/encyclopedia/type/save", { id: guide, name: "x" }, otherAdmin)).status).toBe(
      404,
    );
  });

  it("refuses deleting a type that holds articles; deletes an article, then the empty type", async () => {
    const full = await post("/api/encyclopedia/type/delete", { id: guide });
    expect(full.status).toBe(400);
    expect(full.body.errorDesc).toContain("1");
    expect((await post("/api/encyclopedia/article/delete", { id: articleId }, teacher)).status).toBe(403);
    expect((await post("/api/encyclopedia/article/delete", { id: articleId })).body.success).toBe(true);
    expect((await post("/api/encyclopedia/type/delete", { id: guide })).body.success).toBe(true);
    expect((await get(`/api/encyclopedia/${sid}/article/${articleId}`, teacher)).status).toBe(404);
  });
});
