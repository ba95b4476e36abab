import { expect, test } from "@playwright/test";
import { call, chooseOption, signInSchool } from "./console-kit.ts";
import { signInPhoneStudentAt, tokenOf } from "./forms-kit.ts";
import { laptop, phone, shoot } from "./screens.ts";

/**
 * Issue 19, the app centre: an administrator adds an external app and a built-in one, orders them and hides
 * the built-in one from students; a student's app list on a phone lacks it and opens the external one through
 * /app/:id (in the iframe view: its host is on the demo school's list); the administrator opens the built-in one
 * through the same dispatcher; the usage page ranks the opens.
 */
const tag = String(Date.now()).slice(-6);
const linkName = `阅读平台${tag}`;
const builtinName = `任务进度${tag}`;

test.use({ timezoneId: "Asia/Shanghai" });

test.describe("the app centre", () => {
  test("apps added, ordered and hidden; a student's list; opening through /app/:id; the usage page", async ({
    browser,
    baseURL,
    page,
  }) => {
    test.setTimeout(600_000);
    await signInSchool(page, "primary.demo", "admin");
    await page.goto("/admin/center/apps");
    // A page's first load on a busy machine takes its time: its chunks and texts load on demand.
    const slow = { timeout: 60_000 };
    const saveApp = async () => {
      await page.getByTestId("app-save").click();
      await expect(page.getByTestId("app-drawer")).toBeHidden(slow);
    };
    await expect(page.getByTestId("apps-admin-title")).toBeVisible(slow);
    await expect(page.getByTestId("app-row-name").first()).toBeVisible(slow);

    // An external link for everyone.
    await page.getByTestId("app-add").click();
    await page.getByTestId("app-name").fill(linkName);
    await chooseOption(page, "app-category", "常用");
    await page.getByTestId("app-kind").getByText("外部链接").click();
    await page.getByTestId("app-target").fill(`https://basic.smartedu.cn/read/${tag}`);
    await saveApp();
    // A built-in feature for staff only: students unticked.
    await page.getByTestId("app-add").click();
    await page.getByTestId("app-name").fill(builtinName);
    await chooseOption(page, "app-category", "常用");
    await page.getByTestId("app-target").fill("/admin/progress");
    await page.getByTestId("app-roles").getByText("学生").click();
    await saveApp();

    // Both are last; the built-in one moves above the link.
    const names = page.getByTestId("app-row-name");
    await expect(names.last()).toHaveText(builtinName);
    const api = { request: page.request, token: await tokenOf(page) };
    const apps: { id: number; name: string; roles: string[] }[] = (
      await call(api, "GET", "/v3/center/app/page?size=200")
    ).body.data.list;
    const link = apps.find((a) => a.name === linkName) as { id: number };
    const builtin = apps.find((a) => a.name === builtinName) as { id: number; roles: string[] };
    expect(builtin.roles).not.toContain("student");
    await page.getByTestId(`app-up-${builtin.id}`).click();
    await expect(names.last()).toHaveText(linkName);
    await expect(names.nth((await names.count()) - 2)).toHaveText(builtinName);
    await shoot(page, "center-apps-admin-1440");

    // A student on a phone: the link is listed, the built-in app is not; the link opens in the iframe view.
    const student = await signInPhoneStudentAt(browser, baseURL as string, "primary.demo", "s26010101");
    await student.page.goto("/m/apps");
    await expect(student.page.getByTestId(`app-${link.id}`)).toBeVisible(slow);
    await expect(student.page.getByTestId(`app-${builtin.id}`)).toHaveCount(0);
    await shoot(student.page, "center-apps-student-390");
    await student.page.getByTestId(`app-${link.id}`).click();
    await expect(student.page).toHaveURL(/\/TMS\/iframeView\?url=/, slow);
    await expect(student.page.getByTestId("iframe-view").locator("iframe")).toHaveAttribute(
      "src",
      `https://basic.smartedu.cn/read/${tag}`,
    );
    // Opening the hidden app by its address is refused.
    await student.page.goto(`/app/${builtin.id}`);
    await expect(student.page.getByTestId("app-dispatch-failed")).toBeVisible(slow);
    await student.context.close();

    // The administrator opens the built-in app from the app centre: the dispatcher navigates in the app.
    await page.goto("/admin/app-centre");
    await page.getByTestId(`app-${builtin.id}`).first().click(slow);
    await expect(page).toHaveURL(/\/admin\/progress$/, slow);
    await page.goto("/admin/app-centre");
    await expect(page.getByTestId(`app-${builtin.id}`).first()).toBeVisible(slow);
    await shoot(page, "center-app-centre-1440");

    // Opens are written within a second; the usage page ranks them and draws the days.
    await page.waitForTimeout(1500);
    await page.goto("/admin/center/usage");
    const ranking = page.getByTestId("usage-ranking");
    await expect(ranking).toContainText(linkName, slow);
    await expect(ranking).toContainText(builtinName);
    await expect(page.getByTestId("usage-days-chart")).toBeVisible(slow);
    await shoot(page, "center-usage-1440");
    const download = page.waitForEvent("download");
    await page.getByTestId("usage-export").click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
    await page.setViewportSize(phone);
    await expect(ranking).toBeVisible();
    await shoot(page, "center-usage-390");
    await page.setViewportSize(laptop);
  });
});
