import { expect, test } from "@playwright/test";
import { PASSWORD, phoneParent, signInSchool } from "./console-kit.ts";
import { laptop, phone, shoot } from "./screens.ts";

/**
 * Issue 19's home and menus: a school hides an entry from students and a student's menu (sysMenu: on the phone, the
 * only console a student has) lacks it; a teacher opens the home on a PC; a parent's home at a phone's width.
 */

const slow = { timeout: 45_000 };

test.describe("the home and the server's menus", () => {
  // Three sign-ins through the real pages in the first story; on a busy machine that outlasts 4 minutes.
  test.describe.configure({ timeout: 480_000 });

  test("a school hides the passport from students: a student's menu lacks it, parents keep it", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInSchool(page, "primary.demo", "admin");
    // The menu is the server's: the administrator has the settings entry under System.
    await page.goto("/admin/menu-settings");
    await expect(page.getByTestId("menu-settings-title")).toBeVisible(slow);
    const passportForStudents = page.getByTestId("menu-setting-m.passport-stu");
    await expect(passportForStudents).toBeChecked(slow);
    // A teacher never has the students' passport entry: its box is greyed out.
    await expect(page.getByTestId("menu-setting-m.passport-tea")).toBeDisabled();
    await passportForStudents.uncheck();
    await page.getByTestId("menu-settings-save").click();
    await expect(page.getByText("菜单设置已保存")).toBeVisible();
    await shoot(page, "home-menu-settings-1440");

    // The student (on the PC sign-in page, landing on the phone pages) sees the scores entry, not the passport.
    const student = await browser.newContext({ baseURL, viewport: phone, locale: "zh-CN" });
    const sp = await student.newPage();
    await sp.goto("/singleLogin?domain=primary.demo");
    await sp.getByTestId("role-choice").getByText("学生").click();
    await sp.getByTestId("login-account").fill("s26010101");
    await sp.getByTestId("login-password").fill(PASSWORD);
    await sp.getByTestId("login-submit").click();
    await expect(sp).toHaveURL(/\/m\/?$/, slow);
    await expect(sp.getByTestId("mobile-home-stu")).toBeVisible(slow);
    await expect(sp.getByTestId("mobile-scores-entry")).toBeVisible();
    await expect(sp.getByTestId("mobile-passport-entry")).toHaveCount(0);
    await expect(sp.getByTestId("mobile-tab-me")).toBeVisible();
    await shoot(sp, "home-student-390");
    await student.close();

    // A parent of the same school still has it.
    const { context, page: pp } = await phoneParent(browser, baseURL ?? "", "13900200011");
    await expect(pp.getByTestId("mobile-home-p")).toBeVisible(slow);
    await expect(pp.getByTestId("mobile-passport-entry")).toBeVisible();
    await context.close();

    // Shown again, for the specs after this one.
    await passportForStudents.check();
    await page.getByTestId("menu-settings-save").click();
    await expect(page.getByText("菜单设置已保存").first()).toBeVisible();
  });

  test("a teacher opens the home on a PC: greeting, today's classes, to-do, the week, growth figures", async ({
    page,
  }) => {
    await signInSchool(page, "primary.demo", "t002");
    await expect(page.getByTestId("console-home-cards")).toBeVisible(slow);
    await expect(page.getByTestId("home-greeting")).toContainText("好");
    await expect(page.getByTestId("home-todo-count")).toBeVisible();
    await expect(page.getByTestId("home-develop")).toBeVisible();
    // Until the timetable lands nothing is scheduled: the day says so.
    await expect(page.getByTestId("home-lessons-empty").or(page.getByTestId("home-lessons"))).toBeVisible();
    // The teacher's menu comes from the server: no administrators' settings entry.
    const menu = page.getByTestId("console-menu");
    await expect(menu).toBeVisible();
    await expect(menu.getByText("菜单设置")).toHaveCount(0);
    await page.setViewportSize(laptop);
    await shoot(page, "home-teacher-1440");
  });

  test("a parent's home at 390 px: each child's day, notices, the week and the to-do", async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await phoneParent(browser, baseURL ?? "", "13900200011");
    await expect(page.getByTestId("mobile-home-p")).toBeVisible(slow);
    await expect(page.getByTestId("mobile-home-children")).toBeVisible();
    await expect(page.getByTestId("mobile-home-notices")).toBeVisible();
    await expect(page.getByTestId("mobile-home-events")).toBeVisible();
    await expect(page.getByTestId("mobile-home-todo-count")).toBeVisible();
    // Nothing wider than the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(phone.width);
    await shoot(page, "home-parent-390");
    await context.close();
  });
});
