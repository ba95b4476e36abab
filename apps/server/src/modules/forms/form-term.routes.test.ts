import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

type Year = { id: number; name: string; isNow: string };
type Term = { id: number; schoolYearId: number; name: string; isNow: string };
type Node = { value: string; label: string; isNow: string; children: { value: string; label: string }[] };

describe("school years and terms for term and year items (/api/{v3,app}/eos/form/school/...)", () => {
  let t: TestApp;
  let student: string;
  let visitor: string;
  beforeAll(async () => {
    t = await createTestApp();
    student = (await signIn(t, "primary.demo", "s26010101", 1)).token;
    const primary = await schoolIdOf(t, "primary.demo");
    visitor = (
      await t.call({ method: "POST", url: "/api/auth/visitor/token", payload: { schoolId: primary } })
    ).body.data.token;
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) =>
    t.call({ method: "GET", url: `/api${url}`, headers: bearer(token) });

  it("lets a visitor of a public form read the school's years, terms and their cascade", async () => {
    const years: Year[] = (await get("/app/eos/form/school/yearList", visitor)).body.data;
    expect(years.map((y) => y.name)).toEqual(["2025-2026学年", "2026-2027学年"]);
    expect(years.filter((y) => y.isNow === "Y")).toHaveLength(1);
    const terms: Term[] = (await get("/app/eos/form/school/termList", visitor)).body.data;
    expect(terms).toHaveLength(4);
    expect(terms.filter((x) => x.isNow === "Y")).toHaveLength(1);
    const cascade: Node[] = (await get("/v3/eos/form/school/yearTermCascade", visitor)).body.data;
    expect(cascade.map((n) => n.label)).toEqual(years.map((y) => y.name));
    for (const node of cascade) {
      const own = terms.filter((x) => String(x.schoolYearId) === node.value);
      expect(node.children.map((c) => c.value)).toEqual(own.map((x) => String(x.id)));
    }
    const current = years.find((y) => y.isNow === "Y")!;
    const ofYear: Term[] = (await get(`/v3/eos/form/school/termList?yearId=${current.id}`, student)).body
      .data;
    expect(ofYear.length).toBeGreaterThan(0);
    expect(ofYear.every((x) => x.schoolYearId === current.id)).toBe(true);
  });

  it("answers only the caller's school and refuses callers without a token", async () => {
    const other = (await signIn(t, "middle.demo", "admin", 0)).token;
    const mine: Term[] = (await get("/app/eos/form/school/termList", student)).body.data;
    const theirs: Term[] = (await get("/app/eos/form/school/termList", other)).body.data;
    const ids = new Set(mine.map((x) => x.id));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((x) => ids.has(x.id))).toBe(false);
    const anonymous = await t.call({ method: "GET", url: "/api/app/eos/form/school/yearList" });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.success).toBe(false);
  });
});
