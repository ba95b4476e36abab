import { expect, test } from "@playwright/test";
import { call, phoneTeacher, signInArea, signInSchool } from "./console-kit.ts";
import { tokenOf } from "./forms-kit.ts";
import { laptop, phone, shoot } from "./screens.ts";

/**
 * Issue 20's boards over the demo seed: the school's live board at 1440 (the seed's points, marked school days
 * in the late trend), the teacher's board on a phone at 390, the area's board over its schools at 1440.
 * Screenshots for a person to look at.
 */
const slow = expect.configure({ timeout: 30_000 });

test.describe("attendance boards", () => {
  test("an administrator's school board, a teacher's phone board and the area's board show the seed's figures", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const admin = await (
      await browser.newContext({ locale: "zh-CN", timezoneId: "Asia/Shanghai", viewport: laptop })
    ).newPage();
    await signInSchool(admin, "primary.demo", "admin");
    const api = { request: admin.request, token: await tokenOf(admin) };
    const data = (await call(api, "GET", "/v3/visual/huashang/board")).body.data;
    // The seed marked the last two school days: late arrivals in the trend, points set.
    expect(data.hasPoints).toBe(true);
    expect(data.lateTrend.reduce((s: number, d: { late: number }) => s + d.late, 0)).toBeGreaterThan(0);

    await admin.goto("/admin/visual/attendance");
    const board = admin.getByTestId("school-board");
    await slow(board.getByTestId("board-figures")).toBeVisible();
    await slow(board.getByTestId("board-total")).toContainText(String(data.school.total));
    await slow(board.getByTestId("board-updated")).toContainText("更新于");
    // The charts drew (SVG), the canteen and absent panels are there.
    await slow(board.getByTestId("board-late-trend").locator("svg").first()).toBeVisible();
    await slow(board.getByTestId("board-grades").locator("svg").first()).toBeVisible();
    await expect(board.getByTestId("board-canteen")).toBeVisible();
    await expect(board.getByTestId("board-absent-list")).toBeVisible();
    await shoot(admin, "visual-school-board-1440", { fullPage: false });
    // The range trends tab: the seed's days as lines.
    await board.getByRole("tab", { name: "区间趋势" }).click();
    await slow(board.getByTestId("trend-chart").locator("svg").first()).toBeVisible();
    await shoot(admin, "visual-school-trend-1440", { fullPage: false });

    // The teacher on a phone: their classes today and this week.
    const teacher = await phoneTeacher(browser, baseURL as string, "t001");
    await teacher.setViewportSize(phone);
    await slow(teacher.getByTestId("mobile-visual-entry")).toBeVisible();
    await teacher.getByTestId("mobile-visual-entry").click();
    await slow(teacher.getByTestId("mobile-teacher-board")).toBeVisible();
    await slow(teacher.getByTestId("mobile-board-class").first()).toBeVisible();
    expect(await teacher.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
    await shoot(teacher, "visual-teacher-board-390");

    // The area's administrator: every school of the area today and the area's trend.
    const area = await (await browser.newContext({ locale: "zh-CN", timezoneId: "Asia/Shanghai" })).newPage();
    await signInArea(area);
    await area.goto("/admin/visual/area");
    const areaBoard = area.getByTestId("area-board");
    await slow(areaBoard.getByTestId("area-schools").locator("svg").first()).toBeVisible();
    await slow(areaBoard.getByTestId("area-trend").locator("svg").first()).toBeVisible();
    await shoot(area, "visual-area-board-1440", { fullPage: false });
  });
});
