import { expect } from "vitest";
import { admin, data, get, leader, myClass, post, setClock, t } from "./collection-world.ts";
import { type MadeForm, makeForm } from "./form-fixtures.ts";
import { bearer } from "./sign-in.ts";

/** The evaluation tests' shared steps, in the collection tests' world (useCollectionApp). */
export type Tree = {
  key: string;
  parentKey: string | null;
  name: string;
  weight: number;
  maxScore: number;
}[];
export const tree: Tree = [
  { key: "moral", parentKey: null, name: "Moral", weight: 40, maxScore: 100 },
  { key: "volunteer", parentKey: "moral", name: "Volunteer service", weight: 0, maxScore: 30 },
  { key: "body", parentKey: null, name: "Physical", weight: 60, maxScore: 100 },
  { key: "reading", parentKey: "body", name: "Reading", weight: 0, maxScore: 50 },
];

/** A released form with a number-like item and a radio, used by a published teacher task of the leader's class. */
export const evidence = async (): Promise<{ form: MadeForm; sceneId: number; taskId: number }> => {
  setClock(new Date("2026-11-23T02:00:00Z"));
  const form = await makeForm(t, admin, [
    { id: "m", name: "Minutes", type: 1, isNull: 1 },
    {
      id: "q",
      name: "Quality",
      type: 4,
      isNull: 1,
      optionInfos: [{ name: "Good" }, { name: "Fair" }],
    },
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

/** A daily task: each fill happens on its own day of November 2026 (the current term), 10:00 in Shanghai. */
export const fill = async (
  form: MadeForm,
  taskId: number,
  studentIds: number[],
  day: number,
  minutes: string,
  quality = "Good",
) => {
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
        { itemId: form.ids.Quality, val: form.options.Quality[quality] },
      ],
      exJson: { belongInfos: studentIds.map((stuId) => ({ stuId })) },
    },
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  await t.app.scoringIdle();
  return r.body.data.formValIds as number[];
};

export const idsByName = (detail: { indicators: { id: number; name: string }[] }) =>
  Object.fromEntries(detail.indicators.map((i) => [i.name, i.id])) as Record<string, number>;

export const scoresOf = async (token: string, studentId?: number, modelId?: number) =>
  data(
    get(
      token,
      `/v3/target/studentScore?${studentId ? `studentId=${studentId}&` : ""}${modelId ? `modelId=${modelId}` : ""}`,
    ),
  );
export const scoreOn = (scores: { indicators: { name: string; score: number }[] }, name: string) =>
  scores.indicators.find((i) => i.name === name)?.score;
