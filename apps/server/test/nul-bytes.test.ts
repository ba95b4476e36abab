import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { makeForm } from "./form-fixtures.ts";
import { multipart, xlsxOf } from "./multipart.ts";
import { bearer, signIn } from "./sign-in.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/** Issue 16 item 8: a NUL character in any string of a request is bad input (400 -1), never a 500. */

const NUL = "a\u0000b";
const EN = { "accept-language": "en-US" };

type Shape = Record<string, ZodType>;
const shapeOf = (schema: unknown): Shape => ((schema as { shape?: Shape } | undefined)?.shape ?? {}) as Shape;

/** A value the field accepts, so that the request reaches the route with only the NUL field wrong. */
const sampleFor = (field: ZodType): string | undefined => {
  const inner = (field as { unwrap?: () => unknown }).unwrap?.() ?? field;
  const options = (inner as { options?: unknown[] }).options ?? [];
  const candidates = [...options.map(String), "1", "10", "true", "2026-01-01", "a"];
  return candidates.find((c) => field.safeParse(c).success);
};

const queryWith = (shape: Shape, key: string) => {
  const query = new URLSearchParams();
  for (const [name, field] of Object.entries(shape)) {
    const value = name === key ? NUL : sampleFor(field);
    if (value !== undefined) query.set(name, value);
  }
  return query.toString();
};

/** Each GET request to try: one per query parameter and one per path parameter holding a NUL. */
const nulRequests = (routes: { url: string; querystring: unknown }[]) =>
  routes.flatMap(({ url, querystring }) => {
    const shape = shapeOf(querystring);
    const path = url.replace(/:[A-Za-z]+/g, "1").replace(/\*$/, "x");
    const fromQuery = Object.keys(shape).map((key) => ({
      route: url,
      field: `query.${key}`,
      url: `${path}?${queryWith(shape, key)}`,
    }));
    const fromPath = (url.match(/:[A-Za-z]+/g) ?? []).map((param) => ({
      route: url,
      field: `params.${param.slice(1)}`,
      url: url.replace(param, encodeURIComponent(NUL)).replace(/:[A-Za-z]+/g, "1"),
    }));
    return [...fromQuery, ...fromPath];
  });

describe("a NUL character in a request is answered 400 -1, naming its field", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
  });
  afterAll(() => t.close());

  it("GET /api/auth/getschool/byDomain?domain=a%00b", async () => {
    const res = await t.call({
      method: "GET",
      url: "/api/auth/getschool/byDomain?domain=a%00b",
      headers: EN,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      errorCode: -1,
      errorDesc: "query.domain holds a NUL character, which no text may contain",
      data: null,
    });
  });

  it("on every GET route, in every query parameter and path parameter", async () => {
    const routes = t.app.routeCatalog.filter((r) => r.method === "GET" && r.url.startsWith("/api/"));
    const requests = nulRequests(routes);
    expect(requests.length).toBeGreaterThan(200);
    const wrong: string[] = [];
    for (let i = 0; i < requests.length; i += 16) {
      const batch = requests.slice(i, i + 16);
      const answers = await Promise.all(
        batch.map((r) => t.call({ method: "GET", url: r.url, headers: { ...bearer(admin), ...EN } })),
      );
      answers.forEach((res, j) => {
        const r = batch[j] as (typeof batch)[number];
        // The school administrator may not call every route: a refusal before the parameters is fine too.
        if ([401, 403].includes(res.status)) return;
        const named = `${r.field} holds a NUL character`;
        if (res.status !== 400 || res.body?.errorCode !== -1 || !res.body.errorDesc.startsWith(named))
          wrong.push(`${r.route} ${r.field} → ${res.status} ${res.body?.errorDesc}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it("in a JSON body, at any depth, and in a form-encoded body", async () => {
    const json = await t.call({
      method: "POST",
      url: "/api/v3/saveScene",
      headers: { ...bearer(admin), ...EN },
      payload: { name: NUL },
    });
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ errorCode: -1, errorDesc: /^body\.name holds a NUL character/ });
    const deep = await t.call({
      method: "POST",
      url: "/api/v3/saveScene",
      headers: { ...bearer(admin), ...EN },
      payload: { name: "Reading", list: [{ ok: "x" }, { names: ["y", NUL] }] },
    });
    expect(deep.body).toMatchObject({ errorCode: -1, errorDesc: /^body\.list\[1]\.names\[1] holds/ });
    const form = await t.call({
      method: "POST",
      url: "/api/auth/login/pwd",
      headers: { ...EN, "content-type": "application/x-www-form-urlencoded" },
      payload: `name=a%00b&pwd=${"0".repeat(64)}&type=0&schoolId=1`,
    });
    expect(form.status).toBe(400);
    expect(form.body).toMatchObject({ errorCode: -1, errorDesc: /^body\.name holds a NUL character/ });
  });

  it("in the name of a multipart file that an import stores", async () => {
    const form = await makeForm(t, admin, [{ name: "Minutes read", type: 19, isNull: "N" }]);
    const file = await xlsxOf([["Minutes read"], ["5"]]);
    for (const url of ["/api/v3/eos/form/import/upload", "/api/app/eos/form/import/upload"]) {
      const { payload, headers } = multipart(file, { formId: String(form.formId) }, "a\u0000b.xlsx");
      const res = await t.call({
        method: "POST",
        url,
        payload,
        headers: { ...headers, ...bearer(admin), ...EN },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorCode: -1, errorDesc: /^file\.filename holds a NUL character/ });
    }
  });
});
