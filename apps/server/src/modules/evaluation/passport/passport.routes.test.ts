import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  EN,
  get,
  leader,
  middleAdmin,
  myClass,
  otherClassId,
  parentOf,
  post,
  setClock,
  t,
  useCollectionApp,
} from "../../../../test/collection-world.ts";
import { passportOfYear } from "../../../../test/demo-growth.ts";
import { type MadeForm, makeForm } from "../../../../test/form-fixtures.ts";
import { bearer } from "../../../../test/sign-in.ts";

useCollectionApp();

const tree = [
  { key: "moral", parentKey: null, name: "Moral", weight: 40, maxScore: 100 },
  { key: "volunteer", parentKey: "moral", name: "Volunteer service", weight: 0, maxScore: 30 },
  { key: "body", parentKey: null, name: "Physical", weight: 60, maxScore: 100 },
  { key: "reading", parentKey: "body", name: "Reading", weight: 0, maxScore: 50 },
];

/** A released form (minutes, quality) used by a published daily teacher task of the leader's class. */
const evidence = async (): Promise<{ form: MadeForm; sceneId: number; taskId: number }> => {
  setClock(new Date("2026-11-23T02:00:00Z"));
  const form = await makeForm(t, admin, [
    { id: "m", name: "Minutes", type: 1, isNull: 1 },
    { id: "q", name: "Quality", type: 4, isNull: 1, optionInfos: [{ name: "Good" }, { name: "Fair" }] },
  ]);
  const { id: sceneId } = await data(post(admin, "/v3/saveScene", { name: `Evidence ${Math.random()}` }));
  const { id: taskId } = await data(
    post(admin, "/v3/task/save", {
      sceneId,
      name: "Reading log",
      formId: form.formId,
      fillerType: 0,
      classIds: [myClass[0].classId],
      recurrence: 1,
    }),
  );
  await data(post(admin, "/v3/scene/show", { id: sceneId }));
  await data(post(admin, "/v3/task/publish", { id: taskId }));
  return { form, sceneId, taskId };
};

/** The leader fills the daily task for students on a day of November 2026 (the current term), 10:00 Shanghai. */
const fill = async (form: MadeForm, taskId: number, studentIds: number[], day: number, minutes: string) => {
  setClock(new Date(`2026-11-${day}T02:00:00Z`));
  const r = await t.call({
    method: "POST",
    url: "/api/app/eos/form/wx/addBatch",
    headers: bearer(leader),
    payload: {
      formId: form.formId,
      taskId,
      items: [
        { itemId: form.ids.Minutes, val: minutes },
        { itemId: form.ids.Quality, val: form.options.Quality.Good },
      ],
      exJson: { belongInfos: studentIds.map((stuId) => ({ stuId })) },
    },
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  await t.app.scoringIdle();
};

type Year = { id: number; name: string };
const currentYear = async (): Promise<Year & { termId: number }> => {
  const { term } = await data(get(admin, "/v3/term/current"));
  const years: Year[] = await data(get(admin, "/v3/schoolYear/list"));
  const year = years.find((y) => y.id === term.schoolYearId) as Year;
  return { ...year, termId: term.id };
};

const units = (modelId: number | null, sceneId: number | null) => [
  { key: "b", kind: "basic", title: "Basic" },
  { key: "r", kind: "radar", title: "Radar", modelId },
  { key: "s", kind: "termScores", title: "Terms", modelId },
  { key: "rec", kind: "sceneRecords", title: "Records", sceneId },
  { key: "c", kind: "teacherComment", title: "Comment" },
  { key: "me", kind: "selfStatement", title: "About me" },
];

/**
 * The demo's passport of the current year makes way (a year has one model): these tests design their own. The
 * seed's class leader has written to the first student; that comment goes too, so the page starts blank.
 */
const clearYear = async (year: Year) => {
  const id = await passportOfYear(admin, year.id);
  if (id !== undefined) await data(post(admin, "/v3/passport/model/delete", { id }));
  const comment = { studentId: myClass[0].id, schoolYearId: year.id, kind: "teacherComment", text: "" };
  await data(post(leader, "/v3/passport/info/save", comment));
};

type Unit = { kind: string; [k: string]: unknown };
const unitOf = (passport: { units: Unit[] }, kind: string) =>
  passport.units.find((u) => u.kind === kind) as Unit;

describe("passport models", () => {
  it("saves, lists, keeps one model per school year, deletes; other schools and teachers stay out", async () => {
    const year = await currentYear();
    await clearYear(year);
    const { sceneId } = await evidence();
    const saved = await data(
      post(admin, "/v3/passport/model/save", {
        name: "Growth passport",
        schoolYearId: year.id,
        units: units(null, sceneId),
      }),
    );
    const listed = await data(get(admin, "/v3/passport/model/list"));
    expect(listed.find((m: { id: number }) => m.id === saved.id)).toMatchObject({
      name: "Growth passport",
      schoolYearId: year.id,
      schoolYearName: year.name,
    });
    const again = { name: "Second", schoolYearId: year.id, units: units(null, null).slice(0, 1) };
    const refused = await post(admin, "/v3/passport/model/save", again, EN);
    expect(refused.status).toBe(400);
    expect(refused.body.errorDesc).toContain('already has the passport model "Growth passport"');
    expect((await post(admin, "/v3/passport/model/save", again)).body.errorDesc).toContain("每个学年");
    const noScene = { ...again, units: [{ key: "x", kind: "sceneRecords", title: "R" }] };
    expect((await post(admin, "/v3/passport/model/save", noScene, EN)).body.errorDesc).toContain(
      "needs a scene",
    );
    await data(post(admin, "/v3/passport/model/save", { ...again, id: saved.id }));
    expect((await data(get(admin, "/v3/passport/model/list")))[0].name).toBe("Second");
    expect((await get(leader, "/v3/passport/model/list")).status).toBe(403);
    expect((await post(middleAdmin, "/v3/passport/model/delete", { id: saved.id })).status).toBe(404);
    await data(post(admin, "/v3/passport/model/delete", { id: saved.id }));
    expect(await data(get(admin, "/v3/passport/model/list"))).toEqual([]);
    expect((await get(admin, `/v3/passport/data?studentId=${myClass[0].id}`)).status).toBe(404);
  });
});

describe("a student's passport", () => {
  it("shows every unit's data after fills, takes the leader's comment and the parent's statement", async () => {
    const year = await currentYear();
    await clearYear(year);
    const model = await data(post(admin, "/v3/target/add", { name: "Scored", indicators: tree }));
    const detail = await data(get(admin, `/v3/target/detail?id=${model.id}`));
    const reading = detail.indicators.find((i: { name: string }) => i.name === "Reading").id;
    const { form, sceneId, taskId } = await evidence();
    await data(
      post(admin, "/v3/computeRule/save", {
        modelId: model.id,
        indicatorId: reading,
        name: "Minutes",
        config: { sceneId, kind: "item", itemId: String(form.ids.Minutes), scale: 1 },
      }),
    );
    const [a, b] = myClass;
    await fill(form, taskId, [a.id], 23, "30");
    await fill(form, taskId, [a.id, b.id], 24, "10");
    const { id } = await data(
      post(admin, "/v3/passport/model/save", {
        name: "Passport",
        schoolYearId: year.id,
        units: units(model.id, sceneId),
      }),
    );

    const passport = await data(get(leader, `/v3/passport/data?studentId=${a.id}`, EN));
    expect(passport).toMatchObject({ studentId: a.id, schoolYearId: year.id, modelName: "Passport" });
    expect(passport.units.map((u: Unit) => u.kind)).toEqual(units(null, null).map((u) => u.kind));
    const basic = unitOf(passport, "basic").fields as { label: string; value: string }[];
    expect(basic.find((f) => f.label === "Name")?.value).toBe(a.name);
    expect(basic.find((f) => f.label === "School year")?.value).toBe(year.name);
    // Reading 30 + 10 = 40 → Physical 40 of 100; total 40 × 60 / 100 = 24.
    expect(unitOf(passport, "radar").indicators).toEqual([
      { name: "Moral", maxScore: 100, score: 0, scored: false },
      { name: "Physical", maxScore: 100, score: 40, scored: true },
    ]);
    const terms = unitOf(passport, "termScores").terms as {
      termId: number;
      total: number;
      band: string | null;
    }[];
    const scores = await data(get(admin, `/v3/target/studentScore?studentId=${a.id}&modelId=${model.id}`));
    expect(scores.total).toBe(24);
    expect(terms.find((x) => x.termId === year.termId)).toMatchObject({ total: 24, band: scores.band });
    expect(scores.band).not.toBeNull();
    expect(terms.filter((x) => x.termId !== year.termId).every((x) => x.band === null)).toBe(true);
    const records = unitOf(passport, "sceneRecords").records as { summary: string; taskName: string }[];
    expect(records.map((r) => r.summary)).toEqual([
      `10 · ${form.options.Quality.Good}`,
      `30 · ${form.options.Quality.Good}`,
    ]);
    expect(records[0].taskName).toBe("Reading log");
    expect(unitOf(passport, "teacherComment")).toMatchObject({ text: "", editable: true });
    expect(unitOf(passport, "selfStatement").editable).toBe(false);

    const comment = { studentId: a.id, schoolYearId: year.id, kind: "teacherComment", text: "认真阅读" };
    await data(post(leader, "/v3/passport/info/save", comment));
    const parent = await parentOf(a.id);
    expect((await post(parent, "/v3/passport/info/save", { ...comment, text: "x" })).status).toBe(403);
    const statement = { studentId: a.id, schoolYearId: year.id, kind: "selfStatement", text: "I like books" };
    await data(post(parent, "/v3/passport/info/save", statement));
    const seen = await data(get(parent, `/v3/passport/data?studentId=${a.id}`));
    expect(unitOf(seen, "teacherComment")).toMatchObject({ text: "认真阅读", editable: false });
    expect(unitOf(seen, "selfStatement")).toMatchObject({ text: "I like books", editable: true });
    expect((await data(get(parent, "/v3/passport/data"))).studentId).toBe(a.id);
    await data(post(parent, "/v3/passport/info/save", { ...statement, text: "  " }));
    expect(unitOf(await data(get(parent, `/v3/passport/data?studentId=${a.id}`)), "selfStatement").text).toBe(
      "",
    );

    const otherParent = await parentOf(b.id);
    expect((await get(otherParent, `/v3/passport/data?studentId=${a.id}`)).status).toBe(403);
    expect((await get(middleAdmin, `/v3/passport/data?studentId=${a.id}`)).status).toBe(404);
    const all = (await data(get(admin, "/v3/stu/page?size=200"))).list as { id: number; classId: number }[];
    const outsider = all.find((s) => s.classId === otherClassId) as { id: number };
    expect((await get(leader, `/v3/passport/data?studentId=${outsider.id}`)).status).toBe(403);

    const preview = await data(get(admin, `/v3/passport/preview?id=${id}`));
    expect(preview.units).toHaveLength(6);
    expect(unitOf(preview, "teacherComment").editable).toBe(false);
    expect((await get(middleAdmin, `/v3/passport/preview?id=${id}`)).status).toBe(404);
  });

  it("prints a student's passport as a PDF with the embedded Chinese font, and a class's as a zip", async () => {
    const [a] = myClass;
    const pdf = await get(leader, `/v3/passport/pdf?studentId=${a.id}`);
    expect(pdf.status).toBe(200);
    expect(pdf.res.headers["content-type"]).toBe("application/pdf");
    const bytes = pdf.res.rawPayload;
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.includes(Buffer.from("NotoSansSC"))).toBe(true);
    const students = (await data(get(leader, "/v3/stu/page?size=200"))).list as {
      id: number;
      studentNo: string;
    }[];
    const studentNo = students.find((s) => s.id === a.id)?.studentNo as string;
    expect(studentNo).toBeTruthy();
    const disposition = String(pdf.res.headers["content-disposition"]);
    expect(disposition).toContain(`filename="passport-${studentNo}.pdf"`);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(a.name)}`);

    const zip = await get(leader, `/v3/passport/pdf/class?classId=${a.classId}`);
    expect(zip.status).toBe(200);
    expect(zip.res.headers["content-type"]).toBe("application/zip");
    const body = zip.res.rawPayload;
    const end = body.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    expect(body.readUInt16LE(end + 10)).toBe(myClass.length);
    expect((await get(leader, `/v3/passport/pdf/class?classId=${otherClassId}`)).status).toBe(403);
    const parent = await parentOf(a.id);
    expect((await get(parent, `/v3/passport/pdf/class?classId=${a.classId}`)).status).toBe(403);
  });
});
