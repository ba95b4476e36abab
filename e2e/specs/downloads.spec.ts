import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { call, signInSchool } from "./console-kit.ts";
import { tokenOf } from "./forms-kit.ts";
import { phone, shoot } from "./screens.ts";

/**
 * Issue 19 'Export files': an administrator starts the app usage export in the background, is told where the
 * file will be, waits for the job, opens My downloads, downloads the file through its expiring link and reads
 * the .xlsx; the page at 390 px.
 */
test.use({ timezoneId: "Asia/Shanghai" });

test.describe("my downloads", () => {
  test("a background export is listed, downloaded and read", async ({ page }) => {
    test.setTimeout(300_000);
    const slow = { timeout: 60_000 };
    await signInSchool(page, "primary.demo", "admin");
    await page.goto("/admin/center/usage");
    await expect(page.getByTestId("usage-export-background")).toBeVisible(slow);
    await page.getByTestId("usage-export-background").click();
    await expect(page.getByTestId("export-started")).toBeVisible(slow);

    // The job finishes in the background; /v3/job/get follows it.
    const api = { request: page.request, token: await tokenOf(page) };
    const listed = await call(api, "GET", "/v3/stu/searchFileDownLoadList?size=1");
    const jobId: number = listed.body.data.list[0].id;
    await expect
      .poll(async () => (await call(api, "GET", `/v3/job/get?id=${jobId}`)).body.data.state, slow)
      .toBe("done");

    await page.getByTestId("export-open-downloads").click();
    await expect(page.getByTestId("downloads-title")).toBeVisible(slow);
    await expect(page.getByTestId(`download-state-${jobId}`)).toHaveText("已完成", slow);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId(`download-${jobId}`).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^app-usage-.*\.xlsx$/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(await download.path());
    expect(wb.worksheets).toHaveLength(2);
    const header = (wb.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(header).toHaveLength(3);
    await shoot(page, "downloads-1440");

    await page.setViewportSize(phone);
    await expect(page.getByTestId("downloads-table")).toBeVisible(slow);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    await shoot(page, "downloads-390");
  });
});
