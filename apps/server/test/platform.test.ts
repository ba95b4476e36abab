import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "./test-app.ts";

describe("the envelope on bad input", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ bodyLimit: 2048 });
    t.app.post(
      "/api/test/echo",
      {
        config: { access: { kind: "public" } },
        schema: { body: z.object({ n: z.number(), s: z.string() }) },
      },
      async (req) => ({
        success: true,
        errorCode: null,
        errorDesc: null,
        data: req.body,
      }),
    );
    t.app.get("/api/test/boom", { config: { access: { kind: "public" } } }, async () => {
      throw new Error("secret internal detail at /work/main");
    });
  });
  afterAll(() => t.close());

  it("answers an unknown API route with the 404 envelope", async () => {
    const { status, body } = await t.call({ method: "GET", url: "/api/no/such/route" });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, errorCode: 404, errorDesc: "请求的地址不存在", data: null });
  });

  it("answers malformed JSON with 400 and -1 in words", async () => {
    const { status, body } = await t.call({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json", "accept-language": "en-US" },
      payload: "{not json",
    });
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, errorCode: -1, data: null });
    expect(body.errorDesc).toBe("the request body is not valid JSON");
  });

  it("answers wrong field types and missing fields with 400 and -1 naming the field", async () => {
    const { status, body } = await t.call({
      method: "POST",
      url: "/api/test/echo",
      headers: { "accept-language": "en-US" },
      payload: { n: "twelve" },
    });
    expect(status).toBe(400);
    expect(body.errorCode).toBe(-1);
    expect(body.errorDesc).toMatch(/^bad request: /);
    expect(body.errorDesc).toContain("n");
    expect(body.errorDesc).toContain("s");
  });

  it("accepts the same body form-urlencoded when the types fit", async () => {
    const { status } = await t.call({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "n=1&s=x",
    });
    // urlencoded values are strings, so a strict number schema refuses them: routes that take forms coerce.
    expect(status).toBe(400);
  });

  it("answers a body over the limit with 413 in the envelope", async () => {
    const { status, body } = await t.call({
      method: "POST",
      url: "/api/test/echo",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ n: 1, s: "x".repeat(5000) }),
    });
    expect(status).toBe(413);
    expect(body).toMatchObject({ success: false, errorCode: -1, data: null });
  });

  it("answers a thrown error with 500 and -901 without internals, and keeps serving", async () => {
    const { status, body, res } = await t.call({
      method: "GET",
      url: "/api/test/boom",
      headers: { "accept-language": "en-US" },
    });
    expect(status).toBe(500);
    expect(body).toEqual({
      success: false,
      errorCode: -901,
      errorDesc: "system busy, please try later",
      data: null,
    });
    expect(res.body).not.toContain("secret internal detail");
    const zh = await t.call({ method: "GET", url: "/api/test/boom" });
    expect(zh.body.errorDesc).toBe("系统繁忙，请稍后再试");
    const after = await t.call({ method: "GET", url: "/api/auth/getschool/byDomain?domain=primary.demo" });
    expect(after.body.success).toBe(true);
  });

  it("returns a request id, honouring a sane one from the caller", async () => {
    const { res } = await t.call({ method: "GET", url: "/healthz", headers: { "x-request-id": "abc-123" } });
    expect(res.headers["x-request-id"]).toBe("abc-123");
    const other = await t.call({ method: "GET", url: "/healthz", headers: { "x-request-id": "<script>" } });
    expect(other.res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sets security headers", async () => {
    const { res } = await t.call({ method: "GET", url: "/healthz" });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(res.headers["content-security-policy"])).toContain("default-src 'self'");
  });
});

describe("health, readiness and the API documentation", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("GET /healthz and /readyz report ok with the database and cache answering", async () => {
    expect((await t.call({ method: "GET", url: "/healthz" })).body.data).toEqual({ status: "ok" });
    const ready = await t.call({ method: "GET", url: "/readyz" });
    expect(ready.status).toBe(200);
    expect(ready.body.data).toEqual({ status: "ok", database: true, cache: true });
  });

  it("GET /api/docs/json describes every route with its /api path and its zod-derived parameters", async () => {
    const { status, body } = await t.call({ method: "GET", url: "/api/docs/json" });
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    const op = body.paths["/api/auth/getschool/byDomain"]?.get;
    expect(op).toBeDefined();
    expect(op.parameters.map((p: { name: string }) => p.name)).toContain("domain");
    expect(body.paths["/api/auth/my/getschool"]).toBeDefined();
  });

  it("GET /api/docs serves the human-readable page", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
  });
});

describe("serving the web app", () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "eos-web-"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>EOS</title><div id=root></div>");
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "assets", "app-123.js"), "console.log(1)");
    t = await createTestApp({ webDist: dist });
  });
  afterAll(() => t.close());

  it("gives client routes index.html", async () => {
    for (const url of ["/", "/singleLogin", "/admin/anything", "/m/", "/login-pwd/3"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("<div id=root>");
    }
  });

  it("serves hashed assets as immutable and never answers /api/* with the page", async () => {
    const asset = await t.app.inject({ method: "GET", url: "/assets/app-123.js" });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toContain("immutable");
    // A subresource keeps nosniff and its resource policy; the documents' headers (CSP, framing) stay on pages.
    expect(asset.headers["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(asset.headers["content-security-policy"]).toBeUndefined();
    const page = await t.app.inject({ method: "GET", url: "/admin" });
    expect(String(page.headers["content-security-policy"])).toContain("default-src 'self'");
    expect(page.headers["x-frame-options"]).toBeTruthy();
    const api = await t.app.inject({ method: "GET", url: "/api/unknown" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, errorCode: 404 });
    const missing = await t.app.inject({ method: "GET", url: "/assets/missing.js" });
    expect(missing.statusCode).toBe(404);
  });
});
