import { expect, type Page, test } from "@playwright/test";
import { PASSWORD, phoneParent } from "./console-kit.ts";
import { laptop, shoot } from "./screens.ts";

/**
 * Issue 17 items 7-10, the console shell for each role: students and parents live on the phone pages (on a PC
 * too), the area administrator has the area's own console, the session is shared by the browser's tabs, menu
 * entries are links, and the menu and top bar stay while a long page scrolls.
 */

const menu = (page: Page) => page.getByTestId("console-menu");
/** Signing in and a page's first load, on a machine shared with other builds and tests. */
const slow = { timeout: 45_000 };

/** A menu group's title (its role is menuitem; its accessible name also carries the icon's). */
const group = (page: Page, name: string) =>
  menu(page).locator(".ant-menu-submenu-title", { hasText: new RegExp(`^${name}$`) });

/** Opens a menu group unless it is open already (one group is open at a time). */
async function openGroup(page: Page, name: string) {
  const title = group(page, name);
  if ((await title.getAttribute("aria-expanded")) !== "true") await title.click();
  await expect(title).toHaveAttribute("aria-expanded", "true");
}

test.describe("the console shell for each role", () => {
  // Each test signs in through the real pages, some twice; on a busy machine that outlasts the default 30 s.
  test.describe.configure({ timeout: 240_000 });

  test("a student who signs in on the PC sign-in page lands on the phone pages, a phone's width on a laptop", async ({
    page,
  }) => {
    await page.setViewportSize(laptop);
    await page.goto("/singleLogin?domain=primary.demo");
    await page.getByTestId("role-choice").getByText("学生").click();
    await page.getByTestId("login-account").fill("s26010101");
    await page.getByTestId("login-password").fill(PASSWORD);
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL(/\/m\/?$/, slow);
    await expect(page.getByTestId("mobile-greeting")).toBeVisible(slow);
    const frame = await page.locator(".eos-mobile").boundingBox();
    expect(frame?.width).toBeLessThanOrEqual(480);
    // Centred on the laptop's screen, and the tab bar keeps to the same column.
    expect(Math.abs((frame?.x ?? 0) * 2 + (frame?.width ?? 0) - laptop.width)).toBeLessThanOrEqual(2);
    const tabs = page.locator(".eos-mobile__tabs");
    await expect(tabs).toBeVisible();
    expect((await tabs.boundingBox())?.width).toBeLessThanOrEqual(480);
    await shoot(page, "console-shell-student-pc-1440");

    // The console is not theirs: /admin sends them back.
    await page.goto("/admin/students");
    await expect(page).toHaveURL(/\/m\/?$/, slow);
  });

  test("a parent who opens /admin is sent to the phone pages", async ({ browser, baseURL }) => {
    const { context, page } = await phoneParent(browser, baseURL ?? "", "13900200011");
    await page.setViewportSize(laptop);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/m\/?$/, slow);
    await expect(page.getByTestId("console-menu")).toHaveCount(0);
    await context.close();
  });

  test("the area administrator signs in straight to the area's console: the area's menu, no school pages", async ({
    page,
  }) => {
    await page.setViewportSize(laptop);
    await page.goto("/areaLogin?domain=area.demo");
    await page.getByTestId("login-account").fill("areaadmin");
    await page.getByTestId("login-password").fill(PASSWORD);
    await page.getByTestId("pwd-form").getByTestId("login-submit").click();
    // One role in the area: no choose-role page to stop at.
    await expect(page).toHaveURL(/\/admin$/, slow);
    await expect(page.getByTestId("console-home-school")).toHaveText("Demo District", slow);
    await expect(page.getByTestId("console-home-role")).toHaveText("区域管理员");
    await expect(page.locator(".ant-descriptions-item-label").first()).toHaveText("区域");
    await expect(page.getByTestId("area-schools-table")).toContainText("Demo Primary School", slow);
    for (const name of ["本区域", "表单与采集", "评价", "系统"])
      await expect(group(page, name)).toBeVisible();
    await expect(menu(page).getByText("学生与教师")).toHaveCount(0);
    await expect(menu(page).getByText("学生管理")).toHaveCount(0);
    await openGroup(page, "评价");
    await expect(menu(page).getByRole("link", { name: "区域评价统计" })).toHaveAttribute(
      "href",
      "/admin/area-summary",
    );
    await expect(menu(page).getByRole("link", { name: "评价模型" })).toBeVisible();
    await openGroup(page, "本区域");
    const schools = menu(page).getByRole("link", { name: "本区域学校" });
    await expect(schools).toHaveAttribute("href", "/admin/schools");
    // Accordion: opening this group closed the evaluation group.
    await expect(group(page, "评价")).toHaveAttribute("aria-expanded", "false");
    await shoot(page, "console-shell-area-home-1440");

    await schools.click();
    await expect(page).toHaveURL(/\/admin\/schools$/);
    await expect(page.getByTestId("schools-hint")).toContainText("由平台管理员办理", slow);
    await expect(page.getByTestId("school-add")).toHaveCount(0);
  });

  test("a school administrator's second tab is signed in too, and signing out in one signs out both", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport: laptop, locale: "zh-CN" });
    const first = await context.newPage();
    await first.goto("/singleLogin?domain=single.demo");
    await first.getByTestId("login-account").fill("admin");
    await first.getByTestId("login-password").fill(PASSWORD);
    await first.getByTestId("login-submit").click();
    await expect(first).toHaveURL(/\/admin$/, slow);

    // Menu entries are real links: this is what "open in a new tab" opens.
    await openGroup(first, "学生与教师");
    const students = menu(first).getByRole("link", { name: "学生管理" });
    await expect(students).toHaveAttribute("href", "/admin/students");
    await expect(menu(first).locator("a[href='/admin/teachers']")).toBeVisible();

    const second = await context.newPage();
    await second.goto((await students.getAttribute("href")) ?? "");
    await expect(second).toHaveURL(/\/admin\/students$/);
    await expect(second.getByTestId("console-menu")).toBeVisible(slow);
    await expect(second.getByTestId("user-menu")).toBeVisible();

    await first.getByTestId("user-menu").click();
    await first.getByTestId("sign-out").click();
    await expect(first).toHaveURL(/\/singleLogin/, slow);
    await expect(second).toHaveURL(/\/singleLogin/, slow);
    await expect(second.getByTestId("login-account")).toBeVisible(slow);
    await context.close();
  });

  test("at 1440 px the menu and the top bar stay while a long page scrolls", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 1440, height: 600 },
      locale: "zh-CN",
    });
    const page = await context.newPage();
    await page.goto("/singleLogin?domain=single.demo");
    await page.getByTestId("login-account").fill("admin");
    await page.getByTestId("login-password").fill(PASSWORD);
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL(/\/admin$/, slow);
    await page.goto("/admin/teachers");
    await expect(page.getByTestId("teachers-table").locator("tbody tr.ant-table-row").first()).toBeVisible(
      slow,
    );
    const tall = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    expect(tall).toBeGreaterThan(300);
    await page.mouse.move(900, 400);
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    expect((await page.locator(".eos-console__header").boundingBox())?.y).toBe(0);
    expect((await page.locator(".eos-console__sider").boundingBox())?.y).toBe(0);
    await expect(page.getByTestId("menu-toggle")).toBeInViewport();
    await expect(menu(page).getByRole("menuitem", { name: "首页" })).toBeInViewport();
    // The page's own group is open and its entry marked.
    await expect(menu(page).locator(".ant-menu-item-selected")).toContainText("教师管理");
    await shoot(page, "console-shell-scrolled-1440", { fullPage: false });
    await context.close();
  });
});
