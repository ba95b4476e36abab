import { expect, test } from "@playwright/test";
import { confirm, signInSchool } from "./console-kit.ts";
import { phone, shoot } from "./screens.ts";

/**
 * Issue 21's first slice: an administrator adds a subject, designs a course main on it, gives it this term, makes
 * a club with a teacher leader, adds two students to it in one batch on the club page (/TMS/course-router) and
 * removes one after confirming. Screenshots at 1440 and 390 px.
 */
const tag = String(Date.now()).slice(-6);
const subject = `天文${tag}`;
const course = `星空观测${tag}`;
const clubName = `天文社${tag}`;

test.describe("courses and clubs", () => {
  test("an administrator makes a subject, a course main, the term's course, and a club with a leader and members", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const admin = await (
      await browser.newContext({ locale: "zh-CN", timezoneId: "Asia/Shanghai" })
    ).newPage();
    await signInSchool(admin, "primary.demo", "admin");

    await admin.goto("/admin/course/subjects");
    await expect(admin.getByTestId("course-catalogue-title")).toBeVisible();
    await admin.getByTestId("subject-add").click();
    await admin.getByTestId("subject-name").fill(subject);
    await admin.locator(".ant-modal-footer .ant-btn-primary").click();
    await expect(admin.getByTestId("subject-table")).toContainText(subject);

    await admin.goto("/admin/course/mains");
    await admin.getByTestId("main-add").click();
    await admin.getByTestId("main-name").fill(course);
    for (const [id, text] of [
      ["main-subject", subject],
      ["main-type", "拓展课程"],
    ]) {
      await admin.getByTestId(id).click();
      const option = admin
        .locator(".ant-select-dropdown:visible .ant-select-item-option")
        .filter({ hasText: text });
      await admin.waitForTimeout(300);
      await option.first().click();
    }
    await admin.getByTestId("main-save").click();
    await expect(admin.getByTestId("main-table")).toContainText(course);
    await shoot(admin, "course-mains-1440");

    await admin.goto("/admin/course/term");
    await admin.getByTestId("term-give").click();
    const modal = admin.locator(".ant-modal:visible");
    await modal.getByRole("searchbox").fill(course);
    await modal.getByRole("searchbox").press("Enter");
    await expect(modal.getByTestId("give-table")).toContainText(course);
    // The course's own row: antd draws the checkbox over its input, so the drawn box is what takes the click.
    const givenRow = modal.getByTestId("give-table").getByRole("row").filter({ hasText: course });
    await givenRow.locator(".ant-checkbox").first().click();
    await expect(givenRow.getByRole("checkbox")).toBeChecked();
    await modal.locator(".ant-modal-footer .ant-btn-primary").click();
    await expect(admin.getByTestId("term-table")).toContainText(course);
    await shoot(admin, "course-term-1440");

    await admin.goto("/admin/course/clubs");
    await admin.getByTestId("club-add").click();
    await admin.getByTestId("club-name").fill(clubName);
    await admin.getByTestId("club-save").click();
    const row = admin.getByTestId("club-table").locator("tr").filter({ hasText: clubName });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: "添加负责人" }).click();
    // The teachers load when the picker opens: open it until an option shows, then take the first.
    await expect(async () => {
      await admin.getByTestId("leader-pick").click();
      const option = admin.locator(".ant-select-dropdown:visible .ant-select-item-option").first();
      await expect(option).toBeVisible({ timeout: 3_000 });
      await option.click({ timeout: 3_000 });
      await expect(admin.getByTestId("leader-add")).toBeEnabled({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await admin.getByTestId("leader-add").click();
    await expect(admin.getByTestId("leader-name")).toHaveCount(1);
    // Closed by its own button (Escape depends on where the focus is after the picker).
    await admin.locator(".ant-modal:visible .ant-modal-close").click();
    await expect(admin.locator(".ant-modal:visible")).toHaveCount(0);
    await expect(row).not.toContainText("添加负责人");

    await row.getByRole("link", { name: clubName }).click();
    await expect(admin).toHaveURL(/\/TMS\/course-router\?clubId=\d+/);
    await expect(admin.getByTestId("club-title")).toHaveText(clubName);
    await admin.getByTestId("member-add").click();
    const picker = admin.getByTestId("pick-table");
    // Students' rows (those with a selectable box; antd may add a measuring row first).
    const students = picker
      .getByRole("row")
      .filter({ has: admin.locator(".ant-checkbox") })
      .filter({
        hasNot: admin.getByRole("checkbox", { name: /select all|全选/i }),
      });
    await expect(students.first()).toBeVisible();
    await students.nth(0).locator(".ant-checkbox").click();
    await students.nth(1).locator(".ant-checkbox").click();
    await admin.getByRole("button", { name: "加入所选 2 人" }).click();
    await expect(admin.getByTestId("club-count")).toHaveText("2/30 人");
    await shoot(admin, "course-club-1440");
    await admin.getByTestId("member-table").locator("[data-testid^=member-remove-]").first().click();
    await confirm(admin);
    await expect(admin.getByTestId("club-count")).toHaveText("1/30 人");

    await admin.setViewportSize(phone);
    await admin.reload();
    await expect(admin.getByTestId("club-title")).toHaveText(clubName);
    const width = await admin.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(phone.width + 1);
    await shoot(admin, "course-club-390");
  });
});
