import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

// Sessions last seven days: the clock stays within a week of the sign-in.
let clock = new Date("2027-01-25T02:00:00Z");
const now = () => clock;

describe("school years and terms (/api/v3/schoolYear/*, /api/v3/term/*)", () => {
  let t: TestApp;
  let admin: string;
  let teacher: string;
  beforeAll(async () => {
    t = await createTestApp({}, now);
    admin = (await signIn(t, "single.demo", "admin", 0)).token;
    teacher = (await signIn(t, "single.demo", "t001", 0)).token;
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin) => t.call({ method: "GET", url, headers: bearer(token) });
  const post = (url: string, payload: object, token = admin) =>
    t.call({ method: "POST", url, headers: bearer(token), payload });

  it("lists the years with their terms, isNow as Y or N, and exactly one current term", async () => {
    const years = (await get("/api/v3/schoolYear/list", teacher)).body.data;
    expect(years.map((y: { name: string }) => y.name)).toEqual(["2025-2026学年", "2026-2027学年"]);
    const terms = years.flatMap((y: { terms: { isNow: string }[] }) => y.terms);
    expect(terms).toHaveLength(4);
    expect(terms.filter((x: { isNow: string }) => x.isNow === "Y")).toHaveLength(1);
  });

  it("reports the current term without a mismatch while today is inside it, in the school's time zone", async () => {
    clock = new Date("2027-01-25T02:00:00Z");
    const current = (await get("/api/v3/term/current", teacher)).body.data;
    expect(current).toMatchObject({
      today: "2027-01-25",
      mismatch: false,
      term: { name: "2026-2027学年第一学期", isNow: "Y" },
    });
    // 2027-01-31 23:30 UTC is already 2027-02-01 in Asia/Shanghai: outside the first term.
    clock = new Date("2027-01-31T23:30:00Z");
    const after = (await get("/api/v3/term/current", teacher)).body.data;
    expect(after).toMatchObject({ today: "2027-02-01", mismatch: true });
    clock = new Date("2027-01-25T02:00:00Z");
  });

  it("lets an administrator add a term and make it current; teachers may not", async () => {
    const years = (await get("/api/v3/schoolYear/list")).body.data;
    const year = years[1];
    expect((await post("/api/v3/term/setCurrent", { id: year.terms[1].id }, teacher)).status).toBe(403);
    expect((await post("/api/v3/term/setCurrent", { id: year.terms[1].id })).body.success).toBe(true);
    const current = (await get("/api/v3/term/current")).body.data;
    // The second term starts on 2027-02-01, after "today": the console warns of the mismatch.
    expect(current).toMatchObject({ mismatch: true, term: { id: year.terms[1].id } });
    const listed = (await get("/api/v3/schoolYear/list")).body.data.flatMap(
      (y: { terms: { isNow: string }[] }) => y.terms,
    );
    expect(listed.filter((x: { isNow: string }) => x.isNow === "Y")).toHaveLength(1);
  });

  it("refuses a term outside its year or ending before it starts, changing nothing", async () => {
    const year = (await get("/api/v3/schoolYear/list")).body.data[1];
    const outside = await post("/api/v3/term/save", {
      schoolYearId: year.id,
      name: "暑期",
      stime: "2027-08-01",
      etime: "2027-09-30",
    });
    expect(outside.status).toBe(400);
    expect(outside.body.errorDesc).toContain("2026-09-01");
    const reversed = await post("/api/v3/term/save", {
      schoolYearId: year.id,
      name: "x",
      stime: "2027-03-01",
      etime: "2027-02-01",
    });
    expect(reversed.status).toBe(400);
    const after = (await get("/api/v3/schoolYear/list")).body.data[1];
    expect(after.terms).toHaveLength(year.terms.length);
    const added = await post("/api/v3/term/save", {
      schoolYearId: year.id,
      name: "暑期学校",
      stime: "2027-07-10",
      etime: "2027-08-20",
    });
    expect(added.body.success).toBe(true);
  });

  it("adds a school year, and never touches another school's", async () => {
    expect(
      (
        await post("/api/v3/schoolYear/save", {
          name: "2027-2028学年",
          startDate: "2027-09-01",
          endDate: "2028-08-31",
        })
      ).body.success,
    ).toBe(true);
    const other = (await signIn(t, "primary.demo", "admin", 0)).token;
    const theirs = (await get("/api/v3/schoolYear/list", other)).body.data[0];
    const hijack = await post("/api/v3/term/setCurrent", { id: theirs.terms[0].id });
    expect(hijack.status).toBe(404);
  });
});
