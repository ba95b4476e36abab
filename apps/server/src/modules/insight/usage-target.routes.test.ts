import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { signInWith, strong } from "../../../test/accounts.ts";
import {
  admin,
  area,
  data,
  EN,
  get,
  leader,
  middleAdmin,
  myClass,
  post,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { evidence, fill, idsByName, type Tree } from "../../../test/evaluation-fixtures.ts";
import { bearer, sha256 } from "../../../test/sign-in.ts";

const SETUP_CODE = "setup-target-usage-7d2e91";
useCollectionApp({ setupCode: SETUP_CODE });

/** Three levels: Moral > Volunteer service > Community; Physical > Reading. */
const tree: Tree = [
  { key: "moral", parentKey: null, name: "Moral", weight: 40, maxScore: 100 },
  { key: "volunteer", parentKey: "moral", name: "Volunteer service", weight: 0, maxScore: 30 },
  { key: "community", parentKey: "volunteer", name: "Community", weight: 0, maxScore: 20 },
  { key: "body", parentKey: null, name: "Physical", weight: 60, maxScore: 100 },
  { key: "reading", parentKey: "body", name: "Reading", weight: 0, maxScore: 50 },
];
const MODEL = "=SUM(9) Growth";

type Row = {
  indicatorId: number;
  name: string;
  level: number;
  parents: string[];
  schools: number;
  usedSchools: number;
  ruleSchools: number;
  scoredSchools: number;
  scoredStudents: number;
  rules: number;
};
type SchoolRow = {
  schoolName: string;
  rules: number;
  rulesOff: number;
  scoredStudents: number;
  used: boolean;
};

let areaModelId: number;
let areaIds: Record<string, number>;
let middleIds: Record<string, number>;

const copyIds = async (token: string) => {
  const copy = (await data(get(token, "/v3/target/list?size=100"))).list.find(
    (m: { name: string }) => m.name === MODEL,
  );
  return {
    copyId: copy.id as number,
    ids: idsByName(await data(get(token, `/v3/target/detail?id=${copy.id}`))),
  };
};

/**
 * The area pushes a three-level model to its two schools. Demo Primary School scores Community from a task
 * (two students filled); Demo Middle School has a rule on Reading that it turned off, and no scores.
 */
beforeAll(async () => {
  const model = await data(post(area, "/v3/target/add", { name: MODEL, indicators: tree }));
  areaModelId = model.id;
  areaIds = idsByName(await data(get(area, `/v3/target/detail?id=${model.id}`)));
  await data(post(area, "/region/targetModel/push", { id: model.id }));

  const primary = await copyIds(admin);
  const { form, sceneId, taskId } = await evidence();
  await data(
    post(admin, "/v3/computeRule/save", {
      modelId: primary.copyId,
      indicatorId: primary.ids.Community,
      name: "Minutes",
      config: { sceneId, kind: "item", itemId: String(form.ids.Minutes), scale: 0.1 },
    }),
  );
  await fill(form, taskId, [myClass[0].id, myClass[1].id], 23, "40");

  const middle = await copyIds(middleAdmin);
  middleIds = middle.ids;
  const { id: middleScene } = await data(post(middleAdmin, "/v3/saveScene", { name: "Library visits" }));
  const rule = await data(
    post(middleAdmin, "/v3/computeRule/save", {
      modelId: middle.copyId,
      indicatorId: middle.ids.Reading,
      name: "Visits",
      config: { sceneId: middleScene, kind: "fixed", points: 1 },
    }),
  );
  await data(post(middleAdmin, "/v3/computeRule/updateStatus", { id: rule.id, status: 0 }));
});

const rows = async (token: string, query = "") =>
  (await data(get(token, `/v3/usedCount/target/page?size=200${query}`))).list as Row[];
const byName = (list: Row[], name: string) => list.find((r) => r.name === name);

const sheet = async (token: string, url: string) => {
  const r = await t.call({ method: "GET", url: `/api${url}`, headers: bearer(token, EN) });
  expect(r.status).toBe(200);
  expect(r.res.headers["content-type"]).toContain("spreadsheetml");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(r.res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0];
};
const cells = (ws: ExcelJS.Worksheet, n: number) => (ws.getRow(n).values as unknown[]).slice(1);

describe("usage by target level (GET /api/v3/usedCount/target/*)", () => {
  it("counts, per area indicator, the schools with rules on or scores, with the ones under it counted upwards", async () => {
    const list = await rows(area, `&modelId=${areaModelId}`);
    expect(list.map((r) => r.name)).toEqual([
      "Moral",
      "Volunteer service",
      "Community",
      "Physical",
      "Reading",
    ]);
    expect(byName(list, "Community")).toMatchObject({
      indicatorId: areaIds.Community,
      level: 3,
      parents: ["Moral", "Volunteer service"],
      schools: 2,
      copiedSchools: 2,
      ruleSchools: 1,
      scoredSchools: 1,
      usedSchools: 1,
      rules: 1,
      scoredStudents: 2,
    });
    // A rule on Community counts for the indicators above it; their scores roll up too.
    for (const name of ["Volunteer service", "Moral"])
      expect(byName(list, name)).toMatchObject({
        ruleSchools: 1,
        usedSchools: 1,
        rules: 1,
        scoredStudents: 2,
      });
    // Demo Middle School's rule on Reading is off: nobody uses Reading or Physical.
    for (const name of ["Reading", "Physical"])
      expect(byName(list, name)).toMatchObject({
        copiedSchools: 2,
        ruleSchools: 0,
        usedSchools: 0,
        rules: 0,
      });

    // Filters, sorting and paging happen in SQL (within this model: the demo's area model is there too).
    const model = `&modelId=${areaModelId}`;
    expect((await rows(area, `&level=1${model}`)).map((r) => r.name)).toEqual(["Moral", "Physical"]);
    expect((await rows(area, `&keyword=read${model}`)).map((r) => r.name)).toEqual(["Reading"]);
    const byUse = await rows(area, `&sortField=usedSchools&sortOrder=descend${model}`);
    expect(byUse.map((r) => r.usedSchools)).toEqual([1, 1, 1, 0, 0]);
    const second = await data(get(area, `/v3/usedCount/target/page?size=2&page=2${model}`));
    expect(second.total).toBe(5);
    expect(second.list.map((r: Row) => r.name)).toEqual(["Community", "Physical"]);

    // Another term (the area's other one): nobody scored there, the rule still counts.
    const years = await data(get(area, "/v3/schoolYear/list"));
    const other = years
      .flatMap((y: { terms: { id: number; isNow: string }[] }) => y.terms)
      .find((x: { isNow: string }) => x.isNow === "N");
    const then = byName(await rows(area, `&termId=${other.id}${model}`), "Community");
    expect(then).toMatchObject({ ruleSchools: 1, scoredSchools: 0, scoredStudents: 0, usedSchools: 1 });
    // The models to filter by: the area's own student models, this one and the demo's.
    const own = (await data(get(area, "/v3/target/list?size=100"))).list.map((m: { name: string }) => m.name);
    const listed = (await data(get(area, "/v3/usedCount/target/models"))).map(
      (m: { name: string }) => m.name,
    );
    expect(listed).toContain(MODEL);
    expect([...listed].sort()).toEqual([...own].sort());
  });

  it("lists one indicator's schools using it and not, with rules on and off and the students scored", async () => {
    const community = await data(
      get(area, `/v3/usedCount/target/schools?indicatorId=${areaIds.Community}&used=used`),
    );
    expect(community.total).toBe(1);
    expect(community.list[0]).toMatchObject({
      schoolName: "Demo Primary School",
      copied: true,
      rules: 1,
      rulesOff: 0,
      scoredStudents: 2,
      used: true,
    });
    expect(community.list[0].termName).toBeTruthy();
    const unused = await data(
      get(area, `/v3/usedCount/target/schools?indicatorId=${areaIds.Community}&used=unused`),
    );
    expect(unused.list.map((s: SchoolRow) => s.schoolName)).toEqual(["Demo Middle School"]);

    const reading = (
      await data(get(area, `/v3/usedCount/target/schools?indicatorId=${areaIds.Reading}&sortField=rules`))
    ).list as SchoolRow[];
    expect(reading).toHaveLength(2);
    expect(reading.find((s) => s.schoolName === "Demo Middle School")).toMatchObject({
      rules: 0,
      rulesOff: 1,
      used: false,
    });
  });

  it("exports the indicators and one indicator's schools, formula-like text written as text", async () => {
    const list = await sheet(area, `/v3/usedCount/target/export?modelId=${areaModelId}`);
    expect(list.name).toBe("Indicator usage");
    expect(cells(list, 1)).toEqual([
      "Model",
      "Level",
      "Indicator",
      "Under",
      "Schools",
      "Holding it",
      "With rules on",
      "With scores",
      "Using",
      "Not using",
      "Rules on",
      "Students scored",
    ]);
    expect(list.rowCount).toBe(6);
    expect(cells(list, 4)).toEqual([
      `'${MODEL}`,
      "Level 3",
      "Community",
      "Moral / Volunteer service",
      2,
      2,
      1,
      1,
      1,
      1,
      1,
      2,
    ]);

    const schools = await sheet(area, `/v3/usedCount/target/export?indicatorId=${areaIds.Reading}`);
    expect(schools.name).toBe("Schools of the indicator");
    expect(cells(schools, 1)).toEqual(["Model", `'${MODEL}`, "Indicator", "Reading"]);
    expect(cells(schools, 2)).toEqual([
      "School",
      "Term",
      "Holding it",
      "Rules on",
      "Rules off",
      "Students scored",
      "Uses it",
    ]);
    const middle = [3, 4].map((n) => cells(schools, n)).find((r) => r[0] === "Demo Middle School");
    expect(middle?.slice(2)).toEqual(["yes", 0, 1, 0, "no"]);
  });

  it("shows a school's staff their own school only", async () => {
    const mine = await rows(admin);
    expect(byName(mine, "Community")).toMatchObject({
      schools: 1,
      usedSchools: 1,
      rules: 1,
      scoredStudents: 2,
    });
    expect(mine.every((r) => r.schools === 1)).toBe(true);
    const theirs = await rows(middleAdmin);
    expect(byName(theirs, "Community")).toMatchObject({ schools: 1, usedSchools: 0, scoredStudents: 0 });
    const reading = await data(
      get(middleAdmin, `/v3/usedCount/target/schools?indicatorId=${middleIds.Reading}`),
    );
    expect(reading.list).toEqual([
      expect.objectContaining({ schoolName: "Demo Middle School", rulesOff: 1 }),
    ]);
    // The area's indicators, and another school's, are not theirs to ask about.
    expect((await get(admin, `/v3/usedCount/target/schools?indicatorId=${areaIds.Community}`)).status).toBe(
      404,
    );
    expect((await get(admin, `/v3/usedCount/target/schools?indicatorId=${middleIds.Reading}`)).status).toBe(
      404,
    );
    expect((await get(admin, `/v3/usedCount/target/page?modelId=${areaModelId}`)).status).toBe(404);
  });

  it("refuses teachers without statistics, callers without a token and bad input, in the envelope", async () => {
    expect((await get(leader, "/v3/usedCount/target/page")).status).toBe(403);
    expect((await get(leader, "/v3/usedCount/target/export")).status).toBe(403);
    const none = await t.call({ method: "GET", url: "/api/v3/usedCount/target/page" });
    expect(none).toMatchObject({ status: 401, body: { errorCode: "MISTOKEN" } });
    for (const query of ["level=4", "sortField=secret", "termId=abc"]) {
      const bad = await get(area, `/v3/usedCount/target/page?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body).toMatchObject({ success: false, errorCode: -1 });
    }
    expect((await get(area, "/v3/usedCount/target/page?termId=999999")).status).toBe(404);
    expect((await get(area, "/v3/usedCount/target/schools")).status).toBe(400);
  });

  it("shows another area's staff nothing of this area", async () => {
    const made = await t.call({
      method: "POST",
      url: "/api/center/permissions/setInitAdmin",
      payload: {
        setupCode: SETUP_CODE,
        siteName: "EOS Platform",
        domain: "platform.test",
        name: "Platform Admin",
        account: "root01",
        pwd: sha256(strong("target-platform")),
      },
    });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const platform = (await signInWith(t, "platform.test", "root01", 0, strong("target-platform"))).data
      .token;
    const north = await data(post(platform, "/v3/area/add", { name: "North District", code: "north" }));
    const site = await data(
      post(platform, "/v3/school/addSchoolInfoAndUser", {
        name: "North District Bureau",
        domain: "north-area.test",
        type: 1,
        areaId: north.id,
        adminName: "North Head",
        adminAccount: "north01",
      }),
    );
    const first = await signInWith(t, "north-area.test", "north01", 0, site.admin.password);
    await data(
      post(first.data.token, "/center/api/updatePwd", {
        oldPwd: sha256(site.admin.password),
        newPwd: sha256(strong("north")),
      }),
    );
    const northStaff = (await signInWith(t, "north-area.test", "north01", 0, strong("north"))).data.token;

    expect(await data(get(northStaff, "/v3/usedCount/target/page"))).toMatchObject({ total: 0, list: [] });
    expect(await data(get(northStaff, "/v3/usedCount/target/models"))).toEqual([]);
    for (const url of [
      `/v3/usedCount/target/schools?indicatorId=${areaIds.Community}`,
      `/v3/usedCount/target/export?indicatorId=${areaIds.Community}`,
      `/v3/usedCount/target/page?modelId=${areaModelId}`,
    ])
      expect((await get(northStaff, url)).status, url).toBe(404);
    const file = await sheet(northStaff, "/v3/usedCount/target/export");
    expect(file.rowCount).toBe(1);
  });
});
