import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PHONE, signIn } from "../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { CERTIFICATES } from "./seed-student-certificates.ts";
import { MODEL_NAME } from "./seed-student-model.ts";
import { PASSPORT_NAME } from "./seed-student-passport.ts";
import { FORMS } from "./seed-student-tasks.ts";

// Friday 27 November 2026, 10:00 in Shanghai: the term's tasks and the passports' notice windows are open.
const NOW = new Date("2026-11-27T02:00:00Z");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, () => NOW);
});
afterAll(async () => t?.close());

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON in tests
type Json = any;
const get = async (token: string, url: string): Promise<Json> => {
  const r = await t.call({ method: "GET", url: `/api${url}`, headers: bearer(token) });
  expect(r.body.success, `${url}: ${JSON.stringify(r.body)}`).toBe(true);
  return r.body.data;
};

type Student = { id: number; name: string; account: string };

/**
 * The first class's leader t001, its first student (whom `npm start` names) and that student's parent, and the
 * parent of two (`npm start` names them too): the seed makes every 12th student the sibling of the one before.
 */
const peopleOf = async (domain: string) => {
  const leader = (await signIn(t, domain, "t001", 0, PHONE)).token;
  const roster: Student[] = (await get(leader, "/v3/stu/page?size=200")).list;
  const [first, ...others] = [...roster].sort((a, b) => a.id - b.id);
  const student = (await signIn(t, domain, first.account, 1, PHONE)).token;
  const parentOf = async (s: Student) => {
    const [parent] = await get(leader, `/v3/par/ofStudent?studentId=${s.id}`);
    return (await signIn(t, domain, parent.phone, 2, PHONE)).token;
  };
  const twins = others.slice(9, 11);
  return {
    leader,
    student,
    parent: await parentOf(first),
    first,
    roster,
    ofTwo: await parentOf(twins[0]),
    twins,
  };
};

/** The first student's conduct score and total: fixed, since the seed's clock and random numbers are. */
const FIRST_STUDENT: Record<string, { conduct: number; total: number }> = {
  "primary.demo": { conduct: 100, total: 67 },
  "middle.demo": { conduct: 100, total: 67 },
  "single.demo": { conduct: 100, total: 67 },
};

type Todo = { taskName: string; fillerType: number; pending: { id: number; name: string }[] };
const named = (list: Todo[], name: string) => list.find((x) => x.taskName === name);

describe.each(["primary.demo", "middle.demo", "single.demo"])("the demo's student growth at %s", (domain) => {
  let p: Awaited<ReturnType<typeof peopleOf>>;
  beforeAll(async () => {
    p = await peopleOf(domain);
  });

  it("the to-do of the first student, the parent of two and the class leader lists open tasks of a shown scene", async () => {
    const mine = named(await get(p.student, "/center/api/getToDoList"), FORMS.self.name);
    expect(mine).toMatchObject({ fillerType: 1, deadline: "2027-01-31T16:00:00.000Z" });
    // The first student's parent has logged their reading already; the parent of two has not.
    expect(named(await get(p.parent, "/center/api/getToDoList"), FORMS.reading.name)).toBeUndefined();
    const child = named(await get(p.ofTwo, "/center/api/getToDoList"), FORMS.reading.name);
    expect(child?.pending).toEqual([{ id: p.twins[0].id, name: p.twins[0].name }]);
    const rating = named(await get(p.leader, "/center/api/getToDoList"), FORMS.conduct.name);
    // The leader has rated most of the class (the first student too), not all of it.
    expect(rating?.pending.length).toBeGreaterThan(0);
    expect(rating?.pending.length).toBeLessThan(p.roster.length / 2);
    expect(rating?.pending.map((s: { id: number }) => s.id)).not.toContain(p.first.id);
  });

  it("成长评价: the student and the parent read the term's scores on the school's model, the same on every seed", async () => {
    for (const token of [p.student, p.parent]) {
      const scores = await get(token, "/v3/target/studentScore");
      expect(scores).toMatchObject({ studentId: p.first.id, modelName: MODEL_NAME });
      const conduct = scores.indicators.find(
        (i: { name: string }) => i.name === "课堂表现 Classroom conduct",
      );
      // Rated excellent (40 of 40), nine books (27 of 30), no self-assessment yet (0 of 30).
      expect({ conduct: conduct.score, total: scores.total }).toEqual(FIRST_STUDENT[domain]);
    }
  });

  it("成长档案: the passport shows scores, records, a certificate, the teacher's words and an open notice window", async () => {
    for (const token of [p.student, p.parent]) {
      const passport = await get(token, "/v3/passport/data");
      expect(passport).toMatchObject({ studentId: p.first.id, modelName: PASSPORT_NAME });
      const unit = (kind: string) => passport.units.find((u: { kind: string }) => u.kind === kind);
      expect(unit("radar").indicators.some((i: { score: number }) => i.score > 0)).toBe(true);
      expect(unit("termScores").terms.some((x: { total: number }) => x.total > 0)).toBe(true);
      expect(unit("sceneRecords").records.length).toBeGreaterThan(0);
      expect(unit("certificates").certificates.map((c: { name: string }) => c.name)).toContain(
        CERTIFICATES.improved,
      );
      expect(unit("teacherComment").text).not.toBe("");
      const notice = await get(token, "/v3/passport/notice/student");
      expect(notice.notice).toMatchObject({ state: "open" });
    }
  });

  it("certificates: the student holds one, and the school awarded some by rule on the computed scores", async () => {
    const mine = await get(p.student, "/v3/certificate/mine");
    expect(mine.list.map((c: { name: string }) => c.name)).toContain(CERTIFICATES.improved);
    const admin = (await signIn(t, domain, "admin", 0)).token;
    const awards = (await get(admin, "/v3/ruleCertificate/acquire/page?size=200")).list;
    const byRule = awards.filter((a: { source: number; score: number }) => a.source === 1 && a.score > 0);
    expect(byRule.length).toBeGreaterThan(0);
    expect(awards.filter((a: { source: number }) => a.source === 2).length).toBeGreaterThan(1);
  });

  it("completion of each task is partial: some filled, not everyone", async () => {
    const admin = (await signIn(t, domain, "admin", 0)).token;
    type Progress = { taskName: string; expected: number; filled: number };
    const tasks: Progress[] = (await get(admin, "/v3/statistics/task/page?size=50")).list;
    for (const form of Object.values(FORMS)) {
      const task = tasks.find((x) => x.taskName === form.name);
      expect(task?.filled, form.name).toBeGreaterThan(0);
      expect(task?.filled, form.name).toBeLessThan(task?.expected ?? 0);
    }
  });
});

describe("the area's model", () => {
  it("the area pushed its student model to both of its schools; the single school has its own", async () => {
    const area = (await signIn(t, "area.demo", "areaadmin", 0)).token;
    const models = (await get(area, "/v3/target/list?subjectType=1")).list;
    expect(models).toEqual([expect.objectContaining({ name: MODEL_NAME, pushedTo: 2 })]);
    const single = (await signIn(t, "single.demo", "admin", 0)).token;
    const own = (await get(single, "/v3/target/list?subjectType=1")).list;
    expect(own).toEqual([expect.objectContaining({ name: MODEL_NAME, pushed: false, ruleCount: 4 })]);
  });
});
