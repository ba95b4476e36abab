import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { expectAccessible } from "./a11y-kit.ts";
import { call, phoneTeacher, signInSchool } from "./console-kit.ts";
import { tokenOf } from "./forms-kit.ts";
import { phone, shoot } from "./screens.ts";

/**
 * Issue 19 'Export files': an administrator starts the app usage export in the background, is told where the
 * file will be, waits for the job, opens My downloads, downloads the file through its expiring link and reads
 * the .xlsx; the page at 390 px shows cards. The demo seed's own export is there too. Then the administrator on a
 * phone goes from the me page to /m/downloads and downloads the file from its card.
 */
test.use({ timezoneId: "Asia/Shanghai" });

/** Clicks a download link and reads the .xlsx the browser saves: its name and its workbook. */
const downloadXlsx = async (page: Page, testId: string) => {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  return { name: download.suggestedFilename(), wb };
};

/** How far the page scrolls sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe("my downloads", () => {
  test("a background export is listed, downloaded and read, on PC and on a phone", async ({
    page,
    browser,
    baseURL,
  }) => {
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
    const { name, wb } = await downloadXlsx(page, `download-${jobId}`);
    expect(name).toMatch(/^app-usage-.*\.xlsx$/);
    expect(wb.worksheets).toHaveLength(2);
    const header = (wb.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(header).toHaveLength(3);
    await shoot(page, "downloads-1440");

    // In a phone's browser the console's page shows cards, not a table that scrolls sideways.
    await page.setViewportSize(phone);
    await expect(page.getByTestId("downloads-cards")).toBeVisible(slow);
    await expect(page.getByTestId("downloads-table")).toHaveCount(0);
    await expect(page.getByTestId(`download-card-${jobId}`)).toContainText("已完成");
    expect(await sideways(page)).toBeLessThanOrEqual(1);
    await expectAccessible(page, "admin 390 /admin/downloads");
    await shoot(page, "downloads-390");

    // The demo seed made one for every school's administrator: the oldest of the list, ready, its link working.
    const all = (await call(api, "GET", "/v3/stu/searchFileDownLoadList?size=100")).body.data.list;
    const seeded = all.at(-1);
    expect(seeded).toMatchObject({ state: "done", expired: false });
    expect(seeded.name).toMatch(/^app-usage-.*\.xlsx$/);
    expect((await page.request.get(seeded.url)).status()).toBe(200);

    // On a phone: the me page leads to My downloads, cards with the download button, the file read.
    const mobile = await phoneTeacher(browser, baseURL as string, "admin");
    await mobile.getByTestId("mobile-tab-me").click();
    await mobile.getByTestId("me-downloads").getByRole("link").click();
    await expect(mobile).toHaveURL(/\/m\/downloads$/);
    await expect(mobile.getByTestId("mobile-nav-title")).toHaveText("我的下载");
    const card = mobile.getByTestId(`download-card-${jobId}`);
    await expect(card).toContainText("已完成", slow);
    await expect(card).toContainText("保留至");
    const onPhone = await downloadXlsx(mobile, `download-${jobId}`);
    expect(onPhone.name).toBe(name);
    expect(onPhone.wb.worksheets).toHaveLength(2);
    expect(await sideways(mobile)).toBeLessThanOrEqual(1);
    await expectAccessible(mobile, "admin 390 /m/downloads");
    await shoot(mobile, "downloads-m-390");
    await mobile.context().close();
  });
});
