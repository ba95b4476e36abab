import { afterAll, beforeAll, expect } from "vitest";
import type { Config } from "../src/platform/config.ts";
import { makeForm } from "./form-fixtures.ts";
import { bearer, PHONE, signIn } from "./sign-in.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

/**
 * The collection tests' world: one app on a test clock, the demo accounts they act as (the area's and Demo
 * Primary School's administrators, its class leader t001, Demo Middle School's administrator), t001's class
 * and another class. Exported bindings are live: they are set in the file's beforeAll.
 */
export let t: TestApp;
export let area: string;
export let admin: string;
export let leader: string;
export let middleAdmin: string;
export type Student = { id: number; classId: number; name: string; account: string | null };
export let myClass: Student[];
export let otherClassId: number;
export const EN = { "accept-language": "en-US" };

const START = "2026-11-23T02:00:00Z"; // Monday 10:00 in Asia/Shanghai
let clock = new Date(START);
export const setClock = (at: Date) => {
  clock = at;
};

export const get = (token: string, url: string, headers: Record<string, string> = {}) =>
  t.call({ method: "GET", url: `/api${url}`, headers: bearer(token, headers) });
export const post = (token: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.call({ method: "POST", url: `/api${url}`, headers: bearer(token, headers), payload: payload as object });
export const data = async (p: Promise<{ body: { success: boolean; data: unknown } }>) => {
  const r = await p;
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  // biome-ignore lint/suspicious/noExplicitAny: parsed JSON in tests
  return r.body.data as any;
};

/** A parent of the student, signed in on a phone. */
export const parentOf = async (studentId: number): Promise<string> => {
  const parents = await data(get(admin, `/v3/par/ofStudent?studentId=${studentId}`));
  return (await signIn(t, "primary.demo", parents[0].phone, 2, PHONE)).token;
};

/** Registers the app (with any configuration the file needs) and the sign-ins for the calling test file. */
export const useCollectionApp = (config: Partial<Config> = {}) => {
  beforeAll(async () => {
    // Test files share this module when the runner reuses a worker: each file starts on the same clock.
    clock = new Date(START);
    t = await createTestApp(config, () => clock);
    area = (await signIn(t, "area.demo", "areaadmin", 0)).token;
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    leader = (await signIn(t, "primary.demo", "t001", 0)).token;
    middleAdmin = (await signIn(t, "middle.demo", "admin", 0)).token;
    myClass = (await data(get(leader, "/v3/stu/page?size=200"))).list;
    const all: Student[] = (await data(get(admin, "/v3/stu/page?size=200"))).list;
    otherClassId = all.find((s) => s.classId !== myClass[0].classId)?.classId as number;
  });
  afterAll(async () => t?.close());
};

/** A scene with one released one-text-item form and a task of the given filler type for the leader's class. */
export const sceneWithTask = async (
  token: string,
  fillerType: 0 | 1 | 2,
  extra: Record<string, unknown> = {},
) => {
  const form = await makeForm(t, token, [{ id: "r", name: "Minutes read", type: 1, isNull: 1 }]);
  const { id: sceneId } = await data(post(token, "/v3/saveScene", { name: `Reading ${Math.random()}` }));
  const { id: taskId } = await data(
    post(token, "/v3/task/save", {
      sceneId,
      name: "Daily reading",
      formId: form.formId,
      fillerType,
      classIds: [myClass[0].classId],
      ...extra,
    }),
  );
  return { form, sceneId, taskId };
};
