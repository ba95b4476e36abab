import { expect, test } from "@playwright/test";
import { call, signInSchool } from "./console-kit.ts";
import { dragTo, signInPhoneStudentAt, tokenOf } from "./forms-kit.ts";
import { laptop, phone, shoot } from "./screens.ts";

/**
 * Issue 19, apps administration: the administrator uploads an app's icon by choosing a file, drags one app
 * before another (the app centre and /center/api/appList follow), and switches the school's theme colour,
 * which its sign-in pages on PC and phone then use. The school's sign-in ways are left as they were.
 */
const tag = String(Date.now()).slice(-6);
const first = `图标应用${tag}`;
const second = `拖动应用${tag}`;
const category = `排序${tag}`;
const THEME = "#0a7a55";
const slow = { timeout: 60_000 };
/** A 1×1 orange PNG. */
const PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

type Group = { category: string; apps: { id: number; name: string; icon: string }[] };

test.use({ timezoneId: "Asia/Shanghai" });

test("an icon uploaded from a file, apps dragged into order, the sign-in pages in the school's colour", async ({
  browser,
  baseURL,
  page,
}) => {
  test.setTimeout(600_000);
  await signInSchool(page, "primary.demo", "admin");
  const api = { request: page.request, token: await tokenOf(page) };
  const before = (await call(api, "GET", "/sys/api/setting/getSetting")).body.data;
  try {
    await page.goto("/admin/center/apps");
    await expect(page.getByTestId("apps-admin-title")).toBeVisible(slow);

    // Two apps of a new category; the first gets an icon uploaded from a PNG file.
    const png = Buffer.from(PNG, "base64");
    for (const name of [first, second]) {
      await page.getByTestId("app-add").click();
      await page.getByTestId("app-name").fill(name);
      const categoryBox = page.getByTestId("app-category").locator("input");
      await categoryBox.fill(category);
      await page.keyboard.press("Enter");
      await page.getByTestId("app-target").fill("/admin/progress");
      if (name === first) {
        await page
          .getByTestId("app-drawer")
          .locator('input[type="file"]')
          .setInputFiles({ name: "icon.png", mimeType: "image/png", buffer: png });
        await expect(page.getByTestId("app-icon-preview").locator("img")).toBeVisible(slow);
        await shoot(page, "apps-admin-icon-1440", { fullPage: false });
      }
      await page.getByTestId("app-save").click();
      await expect(page.getByTestId("app-drawer")).toBeHidden(slow);
    }

    const listed = async () =>
      ((await call(api, "GET", "/center/api/appList")).body.data as Group[]).find(
        (g) => g.category === category,
      );
    const group = await listed();
    const a = group?.apps.find((x) => x.name === first);
    const b = group?.apps.find((x) => x.name === second);
    expect(a?.icon).toMatch(/^file:\d+$/);
    expect(group?.apps.map((x) => x.name)).toEqual([first, second]);
    // The stored icon is an image the files module serves to the school.
    const file = await page.request.get(`/api/oss/file/${a?.icon.slice(5)}`, {
      headers: { authorization: `Bearer ${api.token}` },
    });
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toMatch(/^image\//);

    // Drag the second app onto the first: it goes before it.
    const board = page.getByTestId(`order-category-${category}`);
    await expect(board.getByTestId("order-app-name")).toHaveText([first, second], slow);
    await dragTo(page, page.getByTestId(`order-handle-${b?.id}`), page.getByTestId(`order-app-${a?.id}`));
    await expect(board.getByTestId("order-app-name")).toHaveText([second, first], slow);
    await expect.poll(async () => (await listed())?.apps.map((x) => x.name), slow).toEqual([second, first]);
    await shoot(page, "apps-admin-order-1440");

    // The app centre shows the new order and the uploaded icon.
    await page.goto("/admin/app-centre");
    const grid = page.getByTestId("app-grid");
    await expect(grid.getByTestId(`app-${b?.id}`)).toBeVisible(slow);
    const order = await grid
      .locator('[data-testid^="app-"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-testid")));
    expect(order.indexOf(`app-${b?.id}`)).toBeLessThan(order.indexOf(`app-${a?.id}`));
    await expect(grid.getByTestId(`app-${a?.id}`).locator("img")).toBeVisible(slow);
    await shoot(page, "apps-centre-1440");

    // A student on a phone sees the same order and icon.
    const student = await signInPhoneStudentAt(browser, baseURL as string, "primary.demo", "s26010101");
    await student.page.goto("/m/apps");
    await expect(student.page.getByTestId(`app-${a?.id}`).locator("img")).toBeVisible(slow);
    await shoot(student.page, "apps-centre-student-390");
    await student.context.close();

    // The school's theme colour, switched in the settings, dresses its sign-in pages.
    await page.goto("/admin/center/apps");
    await page.getByTestId("school-look").click();
    await expect(page.getByTestId("look-color")).toHaveValue(before.themeColor, slow);
    await page.getByTestId("look-color").fill(THEME);
    await page.getByTestId("look-save").click();
    await expect(page.getByTestId("school-look-modal")).toBeHidden(slow);
    expect((await call(api, "GET", "/sys/api/setting/getSetting")).body.data.themeColor).toBe(THEME);

    const visitor = await browser.newContext({ baseURL, viewport: laptop });
    const signInPage = await visitor.newPage();
    await signInPage.goto("/singleLogin?domain=primary.demo");
    await expect(signInPage.getByTestId("login-page")).toHaveAttribute("data-theme-color", THEME, slow);
    await expect(signInPage.getByTestId("school-name")).toHaveText(before.name);
    // The card is marked with the school's colour (not antd's primary: a light colour fails contrast there).
    await expect(signInPage.locator(".eos-login__card")).toHaveCSS("border-top-color", "rgb(10, 122, 85)");
    for (const tab of ["tab-password", "tab-phone", "tab-qr"])
      await expect(signInPage.getByTestId(tab)).toBeVisible();
    await shoot(signInPage, "apps-sign-in-1440");
    await signInPage.setViewportSize(phone);
    await signInPage.goto("/m/login?domain=primary.demo&role=2");
    await expect(signInPage.getByTestId("login-page")).toHaveAttribute("data-theme-color", THEME, slow);
    await expect(signInPage.getByTestId("school-name")).toHaveCSS("border-left-color", "rgb(10, 122, 85)");
    await shoot(signInPage, "apps-sign-in-390");
    await visitor.close();
  } finally {
    // Other specs sign in to this school: its settings go back as they were.
    await call(api, "POST", "/sys/api/setting/saveSetting", {
      themeColor: before.themeColor,
      languages: before.languages,
      defaultLanguage: before.defaultLanguage,
      loginTypes: before.loginTypes,
    });
  }
});
