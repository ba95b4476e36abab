import type { ExportItem as Item } from "@eos/contracts";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  admin,
  data,
  get,
  myClass,
  parentOf,
  post,
  setClock,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { makeForm } from "../../../test/form-fixtures.ts";
import { PHONE, signIn } from "../../../test/sign-in.ts";

useCollectionApp();

const teacherWith = async (account: string, codes: string[]) => {
  const signedIn = await signIn(t, "primary.demo", account, 0);
  const role = await data(post(admin, "/v3/teaRole/add", { name: `Exports ${account}`, codes }));
  await data(post(admin, "/v3/teaRole/assign", { teacherId: Number(signedIn.user.id), roleIds: [role.id] }));
  return signedIn.token;
};

const downloads = async (token: string, query = "") =>
  (await data(get(token, `/v3/stu/searchFileDownLoadList?size=50${query}`))) as {
    list: Item[];
    total: number;
  };

/** Fetches a signed link without any token, as a browser's download does. */
const fetchLink = (url: string) => t.call({ method: "GET", url });

const sheetsOf = async (body: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ArrayBuffer);
  return wb.worksheets.map((ws) => ({
    name: ws.name,
    rows: ws
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1)),
  }));
};

describe("background exports and /v3/stu/searchFileDownLoadList (issue 19 'Export files')", () => {
  it("lists a person's own exports with expiring links; administrators see the school's; others see none", async () => {
    const form = await makeForm(t, admin, [{ id: "n", name: "Name", type: 1 }]);
    const first = await teacherWith("t002", ["forms.data"]);
    const second = await teacherWith("t003", ["forms.data"]);
    const student = (await signIn(t, "primary.demo", myClass[0].account as string, 1, PHONE)).token;
    const parent = await parentOf(myClass[0].id);

    // Bad input answers with the envelope and queues nothing.
    const before = (await data(get(admin, "/v3/job/page?size=100"))).total;
    const unknownForm = await get(first, "/v3/eos/form/value/export?formId=999999999&async=1");
    expect(unknownForm.body).toMatchObject({ success: false });
    const badPeriod = await get(admin, "/v3/center/stat/export?from=2026-13&to=x&async=1");
    expect(badPeriod.body).toMatchObject({ success: false });
    expect((await data(get(admin, "/v3/job/page?size=100"))).total).toBe(before);
    for (const q of ["page=0", "size=101", `name=${"x".repeat(101)}`]) {
      const r = await get(admin, `/v3/stu/searchFileDownLoadList?${q}`);
      expect(r.body, q).toMatchObject({ success: false, data: null });
    }

    const started = await data(get(first, `/v3/eos/form/value/export?formId=${form.formId}&async=1`));
    expect(started.jobId).toEqual(expect.any(Number));
    const usage = await data(get(admin, "/v3/center/stat/export?from=2026-11-01&to=2026-11-30&async=1"));
    // Queued, not yet made: listed without a link.
    const queued = (await downloads(first)).list;
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ id: started.jobId, state: "queued", url: null, expired: false });

    await t.app.jobs.drain();
    const mine = await downloads(first);
    expect(mine.total).toBe(1);
    const own = mine.list[0];
    expect(own).toMatchObject({
      id: started.jobId,
      kind: "forms.valuesExport",
      state: "done",
      expired: false,
    });
    expect(own.name).toMatch(/\.xlsx$/);
    expect(own.size).toBeGreaterThan(0);
    // Kept 7 days; the link works for an hour, never beyond the file.
    const now = Date.parse("2026-11-23T02:00:00Z");
    expect(Date.parse(own.expiresAt as string)).toBeGreaterThan(now + 6 * 86_400_000);
    expect(Date.parse(own.urlExpiresAt as string) - now).toBeLessThanOrEqual(3_600_000);
    const file = await fetchLink(own.url as string);
    expect(file.status).toBe(200);
    const sheets = await sheetsOf(file.res.rawPayload);
    expect(sheets[0].rows[0]).toContain("Name");

    // Another teacher with the same code sees none of it; students and parents get an empty list.
    expect(await downloads(second)).toEqual({ list: [], total: 0, page: 1, size: 50 });
    expect(await downloads(student)).toEqual({ list: [], total: 0, page: 1, size: 50 });
    expect(await downloads(parent)).toEqual({ list: [], total: 0, page: 1, size: 50 });
    expect((await get(second, `/v3/job/get?id=${started.jobId}`)).status).toBe(404);

    // The administrator sees the school's, newest first, and searches by name.
    const all = await downloads(admin);
    expect(all.list.map((i) => i.id)).toEqual([usage.jobId, started.jobId]);
    const usageItem = all.list[0];
    const usageSheets = await sheetsOf((await fetchLink(usageItem.url as string)).res.rawPayload);
    expect(usageSheets).toHaveLength(2);
    expect((await downloads(admin, "&name=app-usage")).list.map((i) => i.id)).toEqual([usage.jobId]);
    expect((await downloads(admin, "&name=100%25")).list).toEqual([]);
    const second2 = await data(get(admin, "/v3/stu/searchFileDownLoadList?size=1&page=2"));
    expect(second2).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(second2.list.map((i: Item) => i.id)).toEqual([started.jobId]);

    // After an hour the link is refused; a new listing signs a new one.
    setClock(new Date(now + 3_600_000 + 2000));
    const late = await fetchLink(own.url as string);
    expect(late.status).toBe(403);
    expect(late.body).toMatchObject({ success: false });
    const fresh = (await downloads(first)).list[0];
    expect((await fetchLink(fresh.url as string)).status).toBe(200);

    // Near the end of the week the link stops with the file.
    const expiry = Date.parse(own.expiresAt as string);
    setClock(new Date(expiry - 60_000));
    const last = (await downloads(first)).list[0];
    expect(Date.parse(last.urlExpiresAt as string)).toBeLessThanOrEqual(expiry);

    // Once the week is over: expired, no link, and the sweep deletes the bytes (once; again is a no-op).
    setClock(new Date(expiry + 1000));
    // A week on, the sessions have lapsed too: sign in again.
    const firstAgain = (await signIn(t, "primary.demo", "t002", 0)).token;
    const adminAgain = (await signIn(t, "primary.demo", "admin", 0)).token;
    const gone = (await downloads(firstAgain)).list[0];
    expect(gone).toMatchObject({ expired: true, url: null });
    const fileId = Number((last.url as string).split("?")[0].split("/").pop());
    const stored = () => get(firstAgain, `/oss/file/${fileId}`);
    expect((await stored()).status).toBe(200);
    expect(await t.app.exports.sweep()).toBe(2);
    expect((await stored()).status).toBe(404);
    expect(await t.app.exports.sweep()).toBe(0);
    expect((await fetchLink(last.url as string)).status).toBe(403);
    const after = await downloads(adminAgain);
    expect(after.total).toBe(2);
    expect(after.list.every((i) => i.expired && i.url === null)).toBe(true);
  });
});
