import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeForm, submit } from "../../../test/form-fixtures.ts";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

/** Values keep their own version's names in exports (issue 5: old values export with their own version). */
let t: TestApp;
let admin: string;
type Wire = Record<string, unknown> & { name: string; optionInfos?: Wire[]; childItem?: Wire[] };

const rowsOf = async (body: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb.worksheets.map((sheet) => {
    const out: unknown[][] = [];
    sheet.eachRow((row) => {
      out.push((row.values as unknown[]).slice(1));
    });
    return out;
  });
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, "single.demo", "admin", 0)).token;
});
afterAll(() => t.close());

const call = (method: "GET" | "POST", url: string, payload?: object) =>
  t.call({ method, url: `/api/v3/eos/form/${url}`, headers: bearer(admin), payload });

describe("value/export across versions", () => {
  it("exports each value with the item and option names of the version it was filled against", async () => {
    const form = await makeForm(t, admin, [
      { name: "Event", type: 4, optionInfos: [{ name: "Run" }, { name: "Jump" }] },
      { name: "Snacks", type: 5, optionInfos: [{ name: "Fruit" }, { name: "Nuts" }, { name: "Cake" }] },
      {
        name: "Helpers",
        type: 32,
        childItem: [{ name: "Role", type: 4, optionInfos: [{ name: "Coach" }, { name: "Medic" }] }],
      },
    ]);
    const { ids, options } = form;
    const old = await submit(t, admin, {
      formId: form.formId,
      items: [
        { itemId: ids.Event, val: options.Event.Run },
        { itemId: ids.Snacks, val: `${options.Snacks.Fruit},${options.Snacks.Cake}` },
        { itemId: ids.Role, val: options.Role.Medic, recordNum: 1 },
      ],
    });
    expect(old.body.success, JSON.stringify(old.body)).toBe(true);

    // Version 2: "Run" renamed "Sprint", "Cake" deleted, "Event" renamed, "Medic" renamed.
    const draft = (await call("GET", `admin/byid?id=${form.formId}`)).body.data;
    const items = draft.items as Wire[];
    const [event, snacks, helpers] = items;
    event.name = "Race";
    event.optionInfos = event.optionInfos?.map((o) => (o.name === "Run" ? { ...o, name: "Sprint" } : o));
    snacks.optionInfos = snacks.optionInfos?.filter((o) => o.name !== "Cake");
    const role = helpers.childItem?.[0] as Wire;
    role.optionInfos = role.optionInfos?.map((o) => (o.name === "Medic" ? { ...o, name: "Nurse" } : o));
    expect((await call("POST", "admin/save", { id: form.formId, items })).body.success).toBe(true);
    expect((await call("POST", "admin/release", { id: form.formId })).body.data.version).toBe(2);

    const fresh = await submit(t, admin, {
      formId: form.formId,
      items: [
        { itemId: ids.Event, val: options.Event.Run },
        { itemId: ids.Snacks, val: options.Snacks.Fruit },
        { itemId: ids.Role, val: options.Role.Medic, recordNum: 1 },
      ],
    });
    expect(fresh.body.success, JSON.stringify(fresh.body)).toBe(true);
    const refused = await submit(t, admin, {
      formId: form.formId,
      items: [{ itemId: ids.Snacks, val: options.Snacks.Cake }],
    });
    expect(refused.status).toBe(400);

    const r = await call("GET", `value/export?formId=${form.formId}`);
    expect(r.status).toBe(200);
    const [main, group] = await rowsOf(r.res.rawPayload);
    expect(main[0].slice(4)).toEqual(["Race / Event", "Snacks"]);
    const byId = new Map(main.slice(1).map((row) => [row[0], row.slice(4)]));
    expect(byId.get(old.body.data.formValId)).toEqual(["Run", "Fruit、Cake"]);
    expect(byId.get(fresh.body.data.formValId)).toEqual(["Sprint", "Fruit"]);
    const records = new Map(group.slice(1).map((row) => [row[0], row.slice(2)]));
    expect(records.get(old.body.data.formValId)).toEqual(["Medic"]);
    expect(records.get(fresh.body.data.formValId)).toEqual(["Nurse"]);
  });

  it("names term and year values as the school names them", async () => {
    const form = await makeForm(t, admin, [
      { name: "Term", type: 56 },
      { name: "Year", type: 57 },
    ]);
    const cascade = (await call("GET", "school/yearTermCascade")).body.data as {
      value: string;
      label: string;
      children: { value: string; label: string }[];
    }[];
    const year = cascade.find((y) => y.children.length > 0)!;
    const r = await submit(t, admin, {
      formId: form.formId,
      items: [
        { itemId: form.ids.Term, val: year.children[0].value },
        { itemId: form.ids.Year, val: year.value },
      ],
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const [main] = await rowsOf((await call("GET", `value/export?formId=${form.formId}`)).res.rawPayload);
    expect(main[1].slice(4)).toEqual([`${year.label} ${year.children[0].label}`, year.label]);
  });
});
