import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { type MadeForm, makeForm, submit } from "../../../test/form-fixtures.ts";
import { bearer, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";
import { multipart } from "../../../test/zip-builder.ts";
import { exportTuning } from "./form-export.service.ts";

/**
 * value/export streamed batch by batch (issue 6: exports stream in constant memory), and withFiles=1: the
 * values with their files as a zip.
 */
let t: TestApp;
let admin: string;
let teacher: string;
let other: string;

const ITEMS = [
  { name: "Title", type: 1 },
  { name: "Attachment", type: 31 },
  { name: "Helpers", type: 32, childItem: [{ name: "Who", type: 1 }] },
];

const get = (url: string, token = admin) => t.call({ method: "GET", url, headers: bearer(token) });

const rowsOf = (sheet: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  sheet.eachRow((row) => {
    out.push((row.values as unknown[]).slice(1));
  });
  return out;
};
const workbookOf = async (body: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb;
};

/** Every entry of a zip, by name. */
const unzip = (data: Buffer): Promise<Map<string, Buffer>> =>
  new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err);
      const out = new Map<string, Buffer>();
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            out.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on("end", () => resolve(out));
      zip.on("error", reject);
      zip.readEntry();
    });
  });

const uploadText = async (token: string, filename: string, data: string) => {
  const body = multipart([{ name: "file", filename, data }]);
  const r = await t.call({
    method: "POST",
    url: "/api/oss/upload",
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.data as { id: number; url: string; name: string };
};

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, "single.demo", "admin", 0)).token;
  teacher = (await signIn(t, "single.demo", "t002", 0)).token;
  other = (await signIn(t, "primary.demo", "admin", 0)).token;
});
afterAll(async () => {
  exportTuning.batchSize = 2000;
  await t?.close();
});

describe("value/export in batches", () => {
  it("writes every submission once and in order when the values span several batches", async () => {
    const form = await makeForm(t, admin, ITEMS);
    const ids: number[] = [];
    for (let i = 1; i <= 8; i++) {
      const items = [{ itemId: form.ids.Title, val: `row ${i}` }];
      if (i % 3 === 0) items.push({ itemId: form.ids.Who, val: `helper ${i}`, recordNum: 1 } as never);
      if (i === 6) items.push({ itemId: form.ids.Who, val: "second helper 6", recordNum: 2 } as never);
      const r = await submit(t, admin, { formId: form.formId, items });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
      ids.push(r.body.data.formValId);
    }
    // A deleted value and a draft stay out of the export, wherever they fall between batches.
    await t.database.db.execute(
      sql`update form_value set deleted_at = now() where id = ${ids[4]} and form_id = ${form.formId}`,
    );
    exportTuning.batchSize = 3;
    try {
      const r = await get(`/api/v3/eos/form/value/export?formId=${form.formId}`);
      expect(r.status).toBe(200);
      const wb = await workbookOf(r.res.rawPayload);
      const main = rowsOf(wb.worksheets[0]!);
      const kept = ids.filter((_, i) => i !== 4);
      expect(main.slice(1).map((row) => row[0])).toEqual(kept);
      expect(main.slice(1).map((row) => row[4])).toEqual(
        kept.map((_, i) => `row ${[1, 2, 3, 4, 6, 7, 8][i]}`),
      );
      const group = rowsOf(wb.worksheets[1]!);
      expect(group.slice(1)).toEqual([
        [ids[2], 1, "helper 3"],
        [ids[5], 1, "helper 6"],
        [ids[5], 2, "second helper 6"],
      ]);
    } finally {
      exportTuning.batchSize = 2000;
    }
  });
});

describe("value/export withFiles=1", () => {
  let form: MadeForm;
  let plan: { id: number; url: string; name: string };
  let twin: { id: number; url: string; name: string };
  let notes: { id: number; url: string; name: string };
  let valueId: number;

  beforeAll(async () => {
    form = await makeForm(t, admin, ITEMS);
    plan = await uploadText(admin, "plan.txt", "trip plan");
    twin = await uploadText(admin, "plan.txt", "another plan");
    notes = await uploadText(admin, "../../notes.txt", "helper notes");
    const r = await submit(t, admin, {
      formId: form.formId,
      items: [
        { itemId: form.ids.Title, val: "=cmd|' /C calc'!A0" },
        { itemId: form.ids.Attachment, val: JSON.stringify([{ id: plan.id }, { id: twin.id }]) },
        { itemId: form.ids.Who, val: "x", recordNum: 1 },
      ],
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    valueId = r.body.data.formValId;
    const single = await submit(t, admin, {
      formId: form.formId,
      items: [{ itemId: form.ids.Attachment, val: JSON.stringify([{ id: notes.id }]) }],
    });
    expect(single.body.success, JSON.stringify(single.body)).toBe(true);
  });

  it("streams a zip of values.xlsx and the files, each at the path its cell links to", async () => {
    exportTuning.batchSize = 1;
    const r = await get(`/api/v3/eos/form/value/export?formId=${form.formId}&withFiles=1`);
    exportTuning.batchSize = 2000;
    expect(r.status).toBe(200);
    expect(r.res.headers["content-type"]).toBe("application/zip");
    expect(r.res.headers["content-disposition"]).toBe(
      `attachment; filename="Form under test.zip"; filename*=UTF-8''Form%20under%20test.zip`,
    );
    const entries = await unzip(r.res.rawPayload);
    const wb = await workbookOf(entries.get("values.xlsx")!);
    const [head, first, second] = rowsOf(wb.worksheets[0]!);
    expect(head.slice(4)).toEqual(["Title", "Attachment"]);
    expect(first[4]).toBe("'=cmd|' /C calc'!A0");
    // Two files of the same name in one cell: both kept, the second numbered.
    const folder = `files/${valueId}_${first[1]}/Attachment`;
    expect(first[5]).toBe(`plan.txt ${folder}/plan.txt\nplan.txt ${folder}/plan (2).txt`);
    expect(entries.get(`${folder}/plan.txt`)?.toString()).toBe("trip plan");
    expect(entries.get(`${folder}/plan (2).txt`)?.toString()).toBe("another plan");
    // One file: a link to its path inside the zip; the name the client gave cannot climb out of its folder.
    const link = second[5] as { text: string; hyperlink: string };
    expect(link.hyperlink).toMatch(new RegExp(`^files/${second[0]}_[^/]+/Attachment/[^/]+$`));
    expect(link.hyperlink).not.toContain("..");
    expect(entries.get(link.hyperlink)?.toString()).toBe("helper notes");
    expect([...entries.keys()].sort()).toEqual(
      ["values.xlsx", `${folder}/plan.txt`, `${folder}/plan (2).txt`, link.hyperlink].sort(),
    );
    // The group form's sheet is in the workbook too.
    expect(rowsOf(wb.worksheets[1]!).slice(1)).toEqual([[valueId, 1, "x"]]);
  });

  it("never reads another school's file that a value names, and answers envelopes before streaming", async () => {
    const secret = await uploadText(other, "secret.txt", "other school's secret");
    const forged = JSON.stringify([{ id: secret.id, name: "secret.txt", url: `/api/oss/file/${secret.id}` }]);
    await t.database.db.execute(
      sql`update form_value_item set val = ${forged} where form_value_id = ${valueId} and item_id = ${form.ids.Attachment}`,
    );
    const r = await get(`/api/v3/eos/form/value/export?formId=${form.formId}&withFiles=1`);
    expect(r.status).toBe(200);
    const entries = await unzip(r.res.rawPayload);
    for (const data of entries.values()) expect(data.toString()).not.toContain("other school's secret");
    const [, first] = rowsOf((await workbookOf(entries.get("values.xlsx")!)).worksheets[0]!);
    expect(first[5]).toBe("secret.txt");

    const refused = await get(`/api/v3/eos/form/value/export?formId=${form.formId}&withFiles=1`, teacher);
    expect(refused.status).toBe(403);
    expect(refused.body.success).toBe(false);
    const foreign = await get(`/api/v3/eos/form/value/export?formId=${form.formId}&withFiles=1`, other);
    expect(foreign.status).toBe(404);
    expect(foreign.body.success).toBe(false);
    const bad = await get(`/api/v3/eos/form/value/export?formId=${form.formId}&withFiles=yes`);
    expect(bad.status).toBe(400);
  });
});
