import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./test-app.ts";

describe("too many requests", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get(
      "/api/test/limited",
      { config: { access: { kind: "public" }, rateLimit: { max: 2, timeWindow: 60_000 } } },
      async () => ({
        success: true,
        errorCode: null,
        errorDesc: null,
        data: null,
      }),
    );
  });
  afterAll(() => t.close());

  it("answers 429 with -901 in the envelope once a route's limit is spent", async () => {
    expect((await t.call({ method: "GET", url: "/api/test/limited" })).status).toBe(200);
    expect((await t.call({ method: "GET", url: "/api/test/limited" })).status).toBe(200);
    const { status, body } = await t.call({
      method: "GET",
      url: "/api/test/limited",
      headers: { "accept-language": "en-US" },
    });
    expect(status).toBe(429);
    expect(body).toEqual({
      success: false,
      errorCode: -901,
      errorDesc: "too many requests, please try later",
      data: null,
    });
  });
});
