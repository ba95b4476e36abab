import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  get,
  leader,
  myClass,
  post,
  setClock,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { makeForm } from "../../../test/form-fixtures.ts";
import { bearer } from "../../../test/sign-in.ts";

useCollectionApp();

const tree = [
  { key: "moral", parentKey: null, name: "Moral", weight: 40, maxScore: 100 },
  { key: "body", parentKey: null, name: "Physical", weight: 60, maxScore: 100 },
  { key: "reading", parentKey: "body", name: "Reading", weight: 0, maxScore: 50 },
];

type Term = { id: number; name: string; schoolYearId: number };
type Scored = { name: string; score: number; scored: boolean };

/** A model whose Reading is scored from a daily task the leader fills for the first student (in November). */
const scoredModel = async () => {
  setClock(new Date("2026-11-23T02:00:00Z"));
  const model = await data(
    post(admin, "/v3/target/add", { name: `Unscored ${Math.random()}`, indicators: tree }),
  );
  const detail = await data(get(admin, `/v3/target/detail?id=${model.id}`));
  const reading = detail.indicators.find((i: { name: string }) => i.name === "Reading").id;
  const form = await makeForm(t, admin, [{ id: "m", name: "Minutes", type: 1, isNull: 1 }]);
  const { id: sceneId } = await data(post(admin, "/v3/saveScene", { name: `Evidence ${Math.random()}` }));
  const { id: taskId } = await data(
    post(admin, "/v3/task/save", {
      sceneId,
      name: "Reading log",
      formId: form.formId,
      fillerType: 0,
      classIds: [myClass[0].classId],
    }),
  );
  await data(post(admin, "/v3/scene/show", { id: sceneId }));
  await data(post(admin, "/v3/task/publish", { id: taskId }));
  await data(
    post(admin, "/v3/computeRule/save", {
      modelId: model.id,
      indicatorId: reading,
      name: "Minutes",
      config: { sceneId, kind: "item", itemId: String(form.ids.Minutes), scale: 1 },
    }),
  );
  const filled = await t.call({
    method: "POST",
    url: "/api/app/eos/form/wx/addBatch",
    headers: bearer(leader),
    payload: {
      formId: form.formId,
      taskId,
      items: [{ itemId: form.ids.Minutes, val: "30" }],
      exJson: { belongInfos: [{ stuId: myClass[0].id }] },
    },
  });
  expect(filled.body.success, JSON.stringify(filled.body)).toBe(true);
  await t.app.scoringIdle();
  return { modelId: model.id as number, sceneId };
};

/** The year's terms: the current one (scored above) and a later one nothing can have scored yet. */
const terms = async () => {
  const { term } = await data(get(admin, "/v3/term/current"));
  const years: { id: number; terms: Term[] }[] = await data(get(admin, "/v3/schoolYear/list"));
  const year = years.find((y) => y.id === term.schoolYearId) as { id: number; terms: Term[] };
  const future = year.terms.find((x) => x.id !== term.id) as Term;
  return { yearId: year.id, current: term.id as number, future: future.id };
};

describe("unscored things are marked, not passed off as zeros", () => {
  it("GET /v3/target/studentScore marks each indicator nothing scored in the term", async () => {
    const { modelId } = await scoredModel();
    const { current, future } = await terms();
    const url = (termId: number) =>
      `/v3/target/studentScore?studentId=${myClass[0].id}&modelId=${modelId}&termId=${termId}`;

    const now = await data(get(admin, url(current)));
    const byName = (list: Scored[]) => Object.fromEntries(list.map((i) => [i.name, [i.score, i.scored]]));
    expect(byName(now.indicators)).toEqual({
      Moral: [0, false],
      Physical: [30, true],
      Reading: [30, true],
    });
    expect(now.computedAt).not.toBeNull();

    const later = await data(get(admin, url(future)));
    expect(later).toMatchObject({ total: 0, band: null, computedAt: null });
    expect(later.indicators.every((i: Scored) => i.score === 0 && !i.scored)).toBe(true);
  });

  it("GET /v3/passport/data marks the terms without scores and the radar's unscored indicators", async () => {
    const { modelId } = await scoredModel();
    const { yearId, current, future } = await terms();
    // The demo may hold this year's passport model already: one model per year, so it makes way for ours.
    const models: { id: number; schoolYearId: number }[] = await data(get(admin, "/v3/passport/model/list"));
    for (const m of models.filter((x) => x.schoolYearId === yearId))
      await data(post(admin, "/v3/passport/model/delete", { id: m.id }));
    await data(
      post(admin, "/v3/passport/model/save", {
        name: "Passport",
        schoolYearId: yearId,
        units: [
          { key: "r", kind: "radar", title: "Radar", modelId },
          { key: "s", kind: "termScores", title: "Terms", modelId },
        ],
      }),
    );
    const passport = await data(
      get(admin, `/v3/passport/data?studentId=${myClass[0].id}&schoolYearId=${yearId}`),
    );
    const unit = (kind: string) => passport.units.find((u: { kind: string }) => u.kind === kind);
    expect(unit("radar").indicators).toEqual([
      { name: "Moral", maxScore: 100, score: 0, scored: false },
      { name: "Physical", maxScore: 100, score: 30, scored: true },
    ]);
    const byTerm = new Map(unit("termScores").terms.map((x: { termId: number }) => [x.termId, x]));
    expect(byTerm.get(current)).toMatchObject({ total: 18, scored: true });
    expect(byTerm.get(future)).toMatchObject({ total: 0, band: null, scored: false });
  });
});
