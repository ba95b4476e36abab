import { functionNames } from "@eos/forms-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

const clock = new Date("2027-03-01T08:30:00Z");

type Node = { code: string; name: string; value: string; label: string; children: Node[] };
const names = (nodes: Node[]): string =>
  nodes.map((n) => (n.children.length ? `${n.name}(${names(n.children)})` : n.name)).join(",");

const regions = [
  { code: "11", name: "北京市" },
  { code: "1101", name: "市辖区", parentCode: "11" },
  { code: "110101", name: "东城区", parentCode: "1101" },
  { code: "110102", name: "西城区", parentCode: "1101" },
  { code: "12", name: "天津市" },
];

describe("dictionaries, formula functions and the server clock (/api/{v3,app}/eos/form/...)", () => {
  let t: TestApp;
  let admin: string;
  let student: string;
  beforeAll(async () => {
    t = await createTestApp({}, () => clock);
    admin = (await signIn(t, "primary.demo", "admin", 0)).token;
    student = (await signIn(t, "primary.demo", "s26010101", 1)).token;
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin) =>
    t.call({ method: "GET", url: `/api${url}`, headers: bearer(token) });
  const post = (url: string, payload: object, token = admin) =>
    t.call({ method: "POST", url: `/api${url}`, headers: bearer(token), payload });
  const tree = async (type: string, token = admin): Promise<Node[]> =>
    (await get(`/v3/eos/form/dict/queryByType?type=${encodeURIComponent(type)}`, token)).body.data;

  it("imports cascade data as a tree that fillers read, and replaces a type on the next import", async () => {
    const saved = await post("/v3/eos/form/dict/save", { type: "region", entries: regions });
    expect(saved.body).toMatchObject({ success: true, data: { type: "region", count: 5 } });
    const read = await tree("region", student);
    expect(names(read)).toBe("北京市(市辖区(东城区,西城区)),天津市");
    expect(read[0]).toMatchObject({ code: "11", value: "11", label: "北京市" });
    await post("/v3/eos/form/dict/save", { type: "grade", entries: [{ code: "g1", name: "一年级" }] });
    const types = (await get("/v3/eos/form/admin/queryDictType")).body.data;
    expect(types).toEqual([
      { type: "grade", count: 1 },
      { type: "region", count: 5 },
    ]);
    await post("/app/eos/form/dict/save", { type: "region", entries: regions.slice(4) });
    expect(names(await tree("region"))).toBe("天津市");
    expect(await tree("nothing")).toEqual([]);
  });

  it("refuses repeated codes, missing parents and cycles, and keeps what was there", async () => {
    await post("/v3/eos/form/dict/save", { type: "kept", entries: regions });
    const bad = [
      [...regions, { code: "11", name: "again" }],
      [{ code: "a", name: "A", parentCode: "zz" }],
      [
        { code: "a", name: "A", parentCode: "b" },
        { code: "b", name: "B", parentCode: "a" },
      ],
      [{ code: "", name: "empty" }],
    ];
    for (const entries of bad) {
      const res = await post("/v3/eos/form/dict/save", { type: "kept", entries });
      expect(res.status, JSON.stringify(entries)).toBe(400);
      expect(res.body).toMatchObject({ success: false, errorCode: -1 });
    }
    expect(names(await tree("kept"))).toBe("北京市(市辖区(东城区,西城区)),天津市");
  });

  it("keeps each school's dictionaries to itself and lets only designers import", async () => {
    await post("/v3/eos/form/dict/save", { type: "mine", entries: regions });
    const other = (await signIn(t, "middle.demo", "admin", 0)).token;
    expect(await tree("mine", other)).toEqual([]);
    expect((await get("/v3/eos/form/admin/queryDictType", other)).body.data).toEqual([]);
    expect((await post("/v3/eos/form/dict/save", { type: "x", entries: [] }, student)).status).toBe(403);
    expect((await get("/v3/eos/form/admin/queryDictType", student)).status).toBe(403);
  });

  it("lets a visitor of the school read a dictionary and the clock, and nothing else of the designer's", async () => {
    const primary = await schoolIdOf(t, "primary.demo");
    await post("/v3/eos/form/dict/save", { type: "public", entries: regions.slice(4) });
    const visitor = (
      await t.call({ method: "POST", url: "/api/auth/visitor/token", payload: { schoolId: primary } })
    ).body.data.token;
    expect(names(await tree("public", visitor))).toBe("天津市");
    expect((await get("/app/eos/form/systemTime", visitor)).body.data.now).toBe(clock.getTime());
    expect((await get("/v3/eos/form/admin/page", visitor)).status).toBe(401);
  });

  it("lists the formula functions of the form engine", async () => {
    const res = await get("/app/eos/form/getCalculateType", student);
    expect(res.body.data).toEqual(functionNames());
    expect(res.body.data).toEqual(expect.arrayContaining(["SUM", "IF", "ROUND"]));
  });

  it("tells the server time in epoch ms and the school's time zone", async () => {
    const res = await get("/v3/eos/form/systemTime", student);
    expect(res.body).toMatchObject({
      success: true,
      data: { now: clock.getTime(), timeZone: "Asia/Shanghai" },
    });
  });
});
