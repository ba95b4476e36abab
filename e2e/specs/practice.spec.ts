import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { type Api, call, signInSchool } from "./console-kit.ts";
import { signInPhoneStudentAt, tokenOf } from "./forms-kit.ts";
import { shoot } from "./screens.ts";

/**
 * Issue 21, practice activities: the administrator's activity has one place; a student signs up on a 390 px
 * phone, a second student finds it full (the server's -2001 message); the administrator at 1440 px scores the
 * participant by uploading an .xlsx through the browser's file chooser and reads the figures.
 */
test.describe("practice activities", () => {
  test("a student signs up on a phone, the next finds it full; the administrator scores from an .xlsx", async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(180_000);
    await signInSchool(page, "primary.demo", "admin");
    const api: Api = { request: page.request, token: await tokenOf(page) };
    const T = "/v3/course/act/practice/teacher";
    const tree = (await call(api, "GET", `${T}/listOrgTreeBean`)).body.data as { id: number }[];
    const name = `植树实践 ${Date.now() % 100000}`;
    const added = await call(api, "POST", `${T}/addActivity`, {
      name,
      description: "与家长一起种下一棵树",
      maxNum: 1,
      joinTimeType: 0,
      orgIds: tree.map((g) => g.id),
    });
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    const activityId = added.body.data.id as number;

    const first = await signInPhoneStudentAt(browser, baseURL as string, "primary.demo", "s26010101");
    await first.page.goto("/m/practice");
    const card = first.page.getByTestId(`practice-card-${activityId}`);
    await expect(card).toBeVisible({ timeout: 30_000 });
    await first.page.getByTestId(`practice-signup-${activityId}`).click();
    await expect(first.page.getByText("报名成功")).toBeVisible();
    await first.page.getByText("已报名", { exact: true }).click();
    await expect(first.page.getByTestId(`practice-quit-${activityId}`)).toBeVisible();
    await shoot(first.page, "practice-phone-390");
    await first.context.close();

    const second = await signInPhoneStudentAt(browser, baseURL as string, "primary.demo", "s26010102");
    await second.page.goto("/m/practice");
    await expect(second.page.getByTestId(`practice-card-${activityId}`)).toContainText("名额已满", {
      timeout: 30_000,
    });
    await second.page.getByTestId(`practice-signup-${activityId}`).click();
    await expect(second.page.getByText("活动名额已满")).toBeVisible();
    await shoot(second.page, "practice-phone-390-full", { fullPage: false });
    await second.context.close();

    const users = (await call(api, "GET", `${T}/pageUserScore?activityId=${activityId}`)).body.data.list as {
      studentNo: string;
    }[];
    expect(users).toHaveLength(1);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("成绩");
    sheet.addRow(["学号", "成绩", "评语"]);
    sheet.addRow([users[0].studentNo, 88.5, "认真负责"]);
    const buffer = Buffer.from(await book.xlsx.writeBuffer());

    await page.goto("/admin/practice");
    await page.getByTestId("practice-search").locator("input").fill(name);
    await page.getByTestId("practice-search").locator("input").press("Enter");
    await expect(page.getByTestId("practice-table")).toContainText(name, { timeout: 30_000 });
    await shoot(page, "practice-list-1440");
    await page.getByTestId(`practice-participants-${activityId}`).click();
    await expect(page.getByTestId("practice-participants")).toContainText(users[0].studentNo);
    const chooser = page.waitForEvent("filechooser");
    await page.getByTestId("practice-upload").click();
    await (await chooser).setFiles({
      name: "scores.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer,
    });
    await expect(page.getByText("已导入 1 条成绩")).toBeVisible();
    await expect(page.getByTestId("practice-participants")).toContainText("88.5");
    await expect(page.getByTestId("practice-participants")).toContainText("认真负责");
    await shoot(page, "practice-scores-1440");
    await page.locator(".ant-drawer-close").click();
    await expect(page.getByTestId("practice-participants")).toBeHidden();
    await page.getByTestId(`practice-chart-${activityId}`).click();
    await expect(page.getByTestId("practice-chart-bands")).toBeVisible();
    await page.getByTestId("practice-chart-bands-view").getByText("表格").click();
    await expect(page.getByTestId("practice-chart-bands-table")).toContainText("80-89");
    await shoot(page, "practice-chart-1440");
  });
});
