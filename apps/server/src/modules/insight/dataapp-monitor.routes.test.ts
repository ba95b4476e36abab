import ExcelJS from "exceljs";
import { afterEach, describe, expect, it } from "vitest";
import {
  admin,
  area,
  data,
  EN,
  get,
  leader,
  middleAdmin,
  myClass,
  parentOf,
  post,
  sceneWithTask,
  setClock,
  t,
  useCollectionApp,
} from "../../../test/collection-world.ts";
import { submit } from "../../../test/form-fixtures.ts";
import { bearer, signIn } from "../../../test/sign-in.ts";

useCollectionApp();

const MONDAY = new Date("2026-11-23T02:00:00Z");
afterEach(() => setClock(MONDAY));

type AppRow = {
  schoolId: number;
  schoolName: string;
  appId: number;
  appName: string;
  expected: number;
  filled: number;
  lastFillAt: string | null;
  low: boolean;
  stale: boolean;
  off: boolean;
};
type Paged<T> = { list: T[]; total: number };
const monitor = (token: string, query: string): Promise<Paged<AppRow>> =>
  data(get(token, `/v3/dataapp/monitor/page?${query}`));
const idsOf = (p: Paged<{ appId: number }>) => p.list.map((r) => r.appId);

/** An open task for the leader's class with a data app over it (on or off). */
const appOver = async (name: string, on: boolean) => {
  const made = await sceneWithTask(admin, 2);
  await data(post(admin, "/v3/scene/show", { id: made.sceneId }));
  await data(post(admin, "/v3/task/publish", { id: made.taskId }));
  const { id } = await data(
    post(admin, "/v3/dataapp/report/save", { taskId: made.taskId, name, columns: ["student", "filledAt"] }),
  );
  if (on) await data(post(admin, "/v3/dataapp/report/state", { id, state: 1 }));
  return { ...made, appId: id as number };
};

const sheetOf = async (token: string, url: string) => {
  const file = await t.call({ method: "GET", url: `/api${url}`, headers: bearer(token, EN) });
  expect(file.status).toBe(200);
  expect(String(file.res.headers["content-type"])).toContain("spreadsheetml");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
  return book.worksheets[0];
};
const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);

describe("data app monitoring and usage", () => {
  it("flags low, stale and switched-off apps with figures from SQL, details per app and exports, scoped to the school or the area", async () => {
    setClock(MONDAY);
    const stamp = Math.random().toString(36).slice(2, 8);
    const countBefore = (await data(get(admin, "/v3/appCount/page")))?.list[0];
    const busy = await appOver(`Busy ${stamp}`, true);
    const idle = await appOver(`Idle ${stamp}`, false);
    const r = await submit(t, await parentOf(myClass[0].id), {
      formId: busy.form.formId,
      taskId: busy.taskId,
      items: [{ itemId: busy.form.ids["Minutes read"], val: "20" }],
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);

    const mine = await monitor(admin, `issue=all&keyword=${stamp}&size=50`);
    expect(mine.total).toBe(2);
    const busyRow = mine.list.find((x) => x.appId === busy.appId);
    const idleRow = mine.list.find((x) => x.appId === idle.appId);
    expect(busyRow).toMatchObject({
      schoolName: "",
      expected: myClass.length,
      filled: 1,
      stale: false,
      off: false,
      low: 100 < 60 * myClass.length,
    });
    expect(busyRow?.lastFillAt).toBe(MONDAY.toISOString());
    expect(idleRow).toMatchObject({ expected: myClass.length, filled: 0, low: true, stale: true, off: true });
    // Sorted by completion, lowest first; by name on request; paged with the same total.
    expect(idsOf(mine)).toEqual([idle.appId, busy.appId]);
    expect(idsOf(await monitor(admin, `issue=all&keyword=${stamp}&sort=name`))).toEqual([
      busy.appId,
      idle.appId,
    ]);
    const second = await monitor(admin, `issue=all&keyword=${stamp}&size=1&page=2`);
    expect(second.total).toBe(2);
    expect(idsOf(second)).toEqual([busy.appId]);
    // Filters by finding.
    expect(idsOf(await monitor(admin, `issue=off&keyword=${stamp}`))).toEqual([idle.appId]);
    expect(idsOf(await monitor(admin, `issue=stale&keyword=${stamp}`))).toEqual([idle.appId]);
    expect(idsOf(await monitor(admin, `issue=low&threshold=1&keyword=${stamp}`))).toEqual([idle.appId]);

    // Details: the task's students, who filled and who did not.
    const details = (q: string, token = admin): Promise<Paged<{ studentId: number; values: number }>> =>
      data(get(token, `/v3/dataapp/monitor/details?appId=${busy.appId}&size=200&${q}`));
    expect((await details("filled=yes")).list).toEqual([
      expect.objectContaining({ studentId: myClass[0].id, values: 1, studentName: myClass[0].name }),
    ]);
    const notYet = await details("filled=no");
    expect(notYet.total).toBe(myClass.length - 1);
    expect(notYet.list.map((s) => s.studentId)).not.toContain(myClass[0].id);
    const detailSheet = await sheetOf(admin, `/v3/dataapp/monitor/details/export?appId=${busy.appId}`);
    expect(rowValues(detailSheet, 1)).toEqual(["Student", "Class", "Values this period", "Last fill"]);
    expect(detailSheet.rowCount).toBe(1 + myClass.length);

    const sheet = await sheetOf(admin, `/v3/dataapp/monitor/export?issue=all&keyword=${stamp}`);
    expect(rowValues(sheet, 1)).toEqual([
      "Data app",
      "Task",
      "Scene",
      "State",
      "Expected",
      "Filled",
      "Completion",
      "Last fill",
      "Findings",
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(rowValues(sheet, 2).slice(0, 1)).toEqual([`Idle ${stamp}`]);
    expect(rowValues(sheet, 2)[8]).toBe("Low completion, No recent data, Not on");

    // Permissions: a class leader without collection.stats sees the apps over their class (scoped: see
    // monitor-scope.routes.test.ts) but not app usage; another school sees none of it.
    expect(idsOf(await monitor(leader, "issue=all&size=200"))).toContain(busy.appId);
    expect((await get(leader, "/v3/appCount/page")).status).toBe(403);
    expect((await monitor(middleAdmin, `issue=all&keyword=${stamp}`)).total).toBe(0);
    expect((await get(middleAdmin, `/v3/dataapp/monitor/details?appId=${busy.appId}`)).status).toBe(404);
    expect((await get(middleAdmin, `/v3/appCount/apps?used=all&size=200`)).status).toBe(200);
    const middleApps = await data(get(middleAdmin, "/v3/appCount/apps?size=200"));
    expect(middleApps.list.map((a: { appId: number }) => a.appId)).not.toContain(busy.appId);

    // The area's staff see every school of the area, named, and open details by school.
    const areaView = await monitor(area, `issue=all&keyword=${stamp}`);
    expect(areaView.list.map((x) => x.schoolName)).toEqual(["Demo Primary School", "Demo Primary School"]);
    const primaryId = areaView.list[0].schoolId;
    expect((await get(area, `/v3/dataapp/monitor/details?appId=${busy.appId}`)).status).toBe(404);
    expect((await get(area, `/v3/dataapp/monitor/details?appId=${busy.appId}&siteId=999999`)).status).toBe(
      404,
    );
    expect(
      (
        await data(
          get(area, `/v3/dataapp/monitor/details?appId=${busy.appId}&siteId=${primaryId}&filled=yes`),
        )
      ).total,
    ).toBe(1);
    const areaSheet = await sheetOf(area, `/v3/dataapp/monitor/export?issue=all&keyword=${stamp}`);
    expect(rowValues(areaSheet, 1)[0]).toBe("School");

    // Usage: the busy app was used in the last 30 days, the idle one not.
    const count = (await data(get(admin, "/v3/appCount/page"))).list[0];
    expect(count.apps - (countBefore?.apps ?? 0)).toBe(2);
    expect(count.on - (countBefore?.on ?? 0)).toBe(1);
    expect(count.used - (countBefore?.used ?? 0)).toBe(1);
    expect(count.values - (countBefore?.values ?? 0)).toBe(1);
    expect(count.notUsed).toBe(count.apps - count.used);
    expect(count.schoolName).toBe("Demo Primary School");
    const uses = (q: string) =>
      data(get(admin, `/v3/appCount/apps?size=200&${q}`)).then((p) =>
        p.list.map((a: { appId: number }) => a.appId),
      );
    expect(await uses("used=used")).toContain(busy.appId);
    expect(await uses("used=used")).not.toContain(idle.appId);
    expect(await uses("used=unused")).toContain(idle.appId);
    // A period before the fill: nothing used.
    expect(await uses("used=used&from=2026-10-01&to=2026-10-31")).not.toContain(busy.appId);
    expect(await uses("used=unused&from=2026-11-23&to=2026-11-23")).not.toContain(busy.appId);
    expect((await get(admin, "/v3/appCount/page?from=2026-13-01")).status).toBe(400);

    const areaCounts = (await data(get(area, "/v3/appCount/page?size=200"))).list;
    expect(areaCounts.find((c: { schoolId: number }) => c.schoolId === primaryId)).toMatchObject({
      schoolName: "Demo Primary School",
      apps: count.apps,
      used: count.used,
    });
    expect(areaCounts.length).toBeGreaterThan(1);
    expect((await get(area, "/v3/appCount/apps?used=used")).status).toBe(404);
    const areaUses = await data(get(area, `/v3/appCount/apps?siteId=${primaryId}&used=used&size=200`));
    expect(areaUses.list.map((a: { appId: number }) => a.appId)).toContain(busy.appId);

    const countSheet = await sheetOf(area, "/v3/appCount/export");
    expect(rowValues(countSheet, 1)).toEqual([
      "School",
      "Apps",
      "On",
      "Used",
      "Not used",
      "Values in period",
    ]);
    expect(countSheet.rowCount).toBe(1 + areaCounts.length);
    const useSheet = await sheetOf(admin, "/v3/appCount/apps/export?used=unused");
    expect(rowValues(useSheet, 1)[0]).toBe("Data app");
    expect(useSheet.rowCount).toBe(1 + (await uses("used=unused")).length);

    // Names a spreadsheet would run as formulas are written as text.
    await data(
      post(admin, "/v3/dataapp/report/save", {
        id: busy.appId,
        taskId: busy.taskId,
        name: `=1+1 ${stamp}`,
        columns: ["student"],
      }),
    );
    const formula = await sheetOf(admin, `/v3/dataapp/monitor/export?issue=all&sort=name&keyword=${stamp}`);
    const names = [2, 3].map((n) => formula.getRow(n).getCell(1).value);
    expect(names).toContain(`'=1+1 ${stamp}`);

    // Eight days on, the busy app has had no fill for a week.
    setClock(new Date(MONDAY.getTime() + 8 * 86_400_000));
    const later = (await signIn(t, "primary.demo", "admin", 0)).token;
    expect(idsOf(await monitor(later, `issue=stale&keyword=${stamp}`))).toEqual([idle.appId, busy.appId]);
    expect(idsOf(await monitor(later, `issue=stale&staleDays=30&keyword=${stamp}`))).toEqual([idle.appId]);
  });
});
