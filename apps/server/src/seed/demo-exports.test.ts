import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ExportItem } from "@eos/contracts";
import ExcelJS from "exceljs";
import { afterAll, describe, expect, it } from "vitest";
import { admin, data, get, leader, middleAdmin, t, useCollectionApp } from "../../test/collection-world.ts";
import { schoolIdOf, signIn } from "../../test/sign-in.ts";
import { testConfig } from "../../test/test-app.ts";
import { seedDemoExports } from "./seed-exports.ts";

// The app and the seed share one file store, as `npm start` has them share DATA_DIR.
const dataDir = mkdtempSync(join(tmpdir(), "eos-demo-exports-"));
useCollectionApp({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the demo seed's finished exports (issue 19 'Export files')", () => {
  it("gives every demo school's administrator a ready app usage file under My downloads whose link downloads", async () => {
    const domains = ["primary.demo", "middle.demo", "single.demo"];
    const schoolIds = await Promise.all(domains.map((d) => schoolIdOf(t, d)));
    const now = new Date("2026-11-23T02:00:00Z"); // the app's clock in collection-world
    const jobIds = await seedDemoExports(
      { db: t.database.db, config: testConfig({ dataDir }), now: () => now },
      schoolIds,
    );
    expect(jobIds).toHaveLength(3);

    const singleAdmin = (await signIn(t, "single.demo", "admin", 0)).token;
    for (const [i, token] of [admin, middleAdmin, singleAdmin].entries()) {
      const listed = await data(get(token, "/v3/stu/searchFileDownLoadList"));
      expect(listed.total, domains[i]).toBe(1);
      const item: ExportItem = listed.list[0];
      expect(item).toMatchObject({ id: jobIds[i], state: "done", expired: false });
      expect(item.name).toBe("app-usage-2026-10-24-2026-11-22.xlsx");
      expect(item.size).toBeGreaterThan(0);
      // The link works without a token, as a browser's download does, and holds the usage workbook.
      const file = await t.call({ method: "GET", url: item.url as string });
      expect(file.status, domains[i]).toBe(200);
      expect(file.res.rawPayload.length).toBe(item.size);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(file.res.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets).toHaveLength(2);
    }
    // The administrator's file, not a teacher's.
    expect((await data(get(leader, "/v3/stu/searchFileDownLoadList"))).total).toBe(0);
  });
});
