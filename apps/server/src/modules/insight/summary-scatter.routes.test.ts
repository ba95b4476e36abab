import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  get,
  leader,
  middleAdmin,
  myClass,
  otherClassId,
  parentOf,
  post,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { evidence, fill, idsByName, tree } from "../../../test/evaluation-fixtures.ts";
import { PHONE, signIn } from "../../../test/sign-in.ts";

useCollectionApp();

type Point = { studentId: number; x: number; y: number };
type Unit = { id: number; kind: string; children?: Unit[] };

/** The grade of the org tree that holds the class. */
const gradeOf = (units: Unit[], classId: number): Unit | undefined =>
  units
    .flatMap((u) => [u, ...(u.children ?? []).flatMap((c) => [c, ...(c.children ?? [])])])
    .find((u) => u.kind === "grade" && (u.children ?? []).some((c) => c.id === classId));

describe("GET /v3/summary/scatter", () => {
  it("plots each student of a class on two indicators from submitted values; others are refused", async () => {
    const model = await data(
      post(admin, "/v3/target/add", { name: `Scatter ${Math.random()}`, indicators: tree }),
    );
    const ids = idsByName(await data(get(admin, `/v3/target/detail?id=${model.id}`)));
    const { form, sceneId, taskId } = await evidence();
    const rule = (indicatorId: number, config: Record<string, unknown>) =>
      data(post(admin, "/v3/computeRule/save", { modelId: model.id, indicatorId, name: "R", config }));
    await rule(ids.Reading, { sceneId, kind: "item", itemId: String(form.ids.Minutes), scale: 1 });
    await rule(ids["Volunteer service"], { sceneId, kind: "fixed", points: 7 });
    const [a, b] = myClass;
    await fill(form, taskId, [a.id], 23, "40");
    await fill(form, taskId, [b.id], 23, "12");
    const q = `modelId=${model.id}&classId=${a.classId}&xIndicatorId=${ids.Reading}&yIndicatorId=${ids["Volunteer service"]}`;
    const scatter = await data(get(leader, `/v3/summary/scatter?${q}`));
    expect(scatter.x).toMatchObject({ indicatorId: ids.Reading, name: "Reading", maxScore: 50 });
    expect(scatter.y).toMatchObject({ name: "Volunteer service", maxScore: 30 });
    expect(scatter.points).toHaveLength(myClass.length);
    expect(scatter.students).toBe(myClass.length);
    const at = (id: number) => scatter.points.find((p: Point) => p.studentId === id);
    expect(at(a.id)).toMatchObject({ x: 40, y: 7 });
    expect(at(b.id)).toMatchObject({ x: 12, y: 7 });
    expect(at(myClass[2].id)).toMatchObject({ x: 0, y: 0 });

    // The whole school, for staff: the same two students, plus every other one at 0.
    const school = await data(get(admin, `/v3/summary/scatter?${q.replace(`classId=${a.classId}&`, "")}`));
    expect(school.points.length).toBeGreaterThan(myClass.length);
    expect(
      school.points
        .filter((p: Point) => p.x > 0)
        .map((p: Point) => p.x)
        .sort(),
    ).toEqual([12, 40]);

    const grade = gradeOf(await data(get(admin, "/v3/org/tree")), a.classId);
    expect(grade).toBeDefined();
    const inGrade = await data(
      get(admin, `/v3/summary/scatter?${q.replace(`classId=${a.classId}`, `gradeId=${grade?.id}`)}`),
    );
    expect(inGrade.points.length).toBeGreaterThanOrEqual(myClass.length);
    expect(inGrade.points.length).toBeLessThanOrEqual(school.points.length);
    expect(inGrade.points.filter((p: Point) => p.y > 0)).toHaveLength(2);

    const sameAxes = q.replace(`yIndicatorId=${ids["Volunteer service"]}`, `yIndicatorId=${ids.Reading}`);
    expect((await data(get(leader, `/v3/summary/scatter?${sameAxes}`))).points[0].x).toBe(at(a.id).x);
    const foreign = q.replace(`xIndicatorId=${ids.Reading}`, "xIndicatorId=999999");
    expect((await get(leader, `/v3/summary/scatter?${foreign}`)).status).toBe(400);
    expect(
      (await get(leader, `/v3/summary/scatter?${q.replace(`${a.classId}`, `${otherClassId}`)}`)).status,
    ).toBe(403);
    // Another school's staff do not find this school's model.
    expect((await get(middleAdmin, `/v3/summary/scatter?${q}`)).status).toBe(404);
    const parent = await parentOf(a.id);
    expect((await get(parent, `/v3/summary/scatter?${q}`)).status).toBe(403);
    const student = (await signIn(t, "primary.demo", myClass[2].account as string, 1, PHONE)).token;
    expect((await get(student, `/v3/summary/scatter?${q}`)).status).toBe(403);
  });
});
