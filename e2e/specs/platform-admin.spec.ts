import { expect, type Page, test } from "@playwright/test";
import { chooseOption } from "./console-kit.ts";
import { laptop, phone, shoot } from "./screens.ts";

/**
 * Issue 3's platform administration in the browser: first-time setup with the setup code, the schools console,
 * an area added, a school's logo uploaded and the school moved to the new area, and its sign-in page showing
 * the logo, at laptop and phone width.
 */
const SETUP_CODE = "e2e-setup-7c41d09a";
const PASSWORD = "Plat#e2e-2026";
const LOGO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAQklEQVR4nO3OQQ0AIAwAsSlBJxKRhQuOR5MK6Kx9vjL5QEhISKgeCAkJCdUDISEhoXogJCQkVA+EhISE6oGQkNBjFz5oTrVWCDEsAAAAAElFTkSuQmCC",
  "base64",
);

const token = (page: Page) => page.evaluate(() => localStorage.getItem("eos.token") ?? "");

test("a platform administrator is set up once, adds an area, gives a school its logo and moves it there", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(laptop);
  await page.goto("/setup");
  await page.getByTestId("setup-code").fill(SETUP_CODE);
  await page.getByLabel("平台名称").fill("EOS 平台");
  await page.getByLabel("平台登录域名").fill("platform.e2e");
  await page.getByLabel("管理员姓名").fill("平台管理员");
  await page.getByTestId("setup-account").fill("root01");
  await page.getByTestId("new-password").fill(PASSWORD);
  await page.getByTestId("confirm-password").fill(PASSWORD);
  await shoot(page, "platform-setup-1440");
  await page.getByTestId("setup-submit").click();
  await expect(page.getByText("平台管理员已创建，请用新账号登录。")).toBeVisible();
  // Setup closes for good once it has worked.
  await page.goto("/setup");
  await expect(page.getByText("平台管理员已经存在，初始化入口已关闭。")).toBeVisible();

  await page.goto("/singleLogin?domain=platform.e2e");
  await page.getByTestId("login-account").fill("root01");
  await page.getByTestId("login-password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/admin/);

  await page.goto("/admin/areas");
  await page.getByTestId("area-add").click();
  await page.getByTestId("area-name").fill("北区教育局");
  await page
    .getByTestId("area-modal")
    .getByRole("button", { name: /确\s*定|保\s*存|添\s*加/ })
    .click();
  await expect(page.getByTestId("areas-table")).toContainText("北区教育局");
  await shoot(page, "platform-areas-1440");

  // A new school with its first administrator, whose one-time password is shown once.
  await page.goto("/admin/schools");
  await expect(page.getByTestId("schools-table")).toContainText("single.demo");
  await page.getByTestId("school-add").click();
  await page.getByTestId("school-create-name").fill("北区实验学校");
  await page.getByTestId("school-create-domain").fill("north-school.e2e");
  await page.getByTestId("school-create-admin-name").fill("李校长");
  await page.getByTestId("school-create-admin-account").fill("head01");
  await page
    .getByTestId("school-create")
    .getByRole("button", { name: /添\s*加/ })
    .click();
  await expect(page.getByTestId("school-create-password")).toBeVisible();
  await shoot(page, "platform-school-added-1440");
  await page.getByTestId("school-create").getByRole("button", { name: "我已记下，关闭" }).click();
  await expect(page.getByTestId("schools-table")).toContainText("north-school.e2e");
  await shoot(page, "platform-schools-1440");

  const site = async () =>
    (await (await request.get("/api/auth/getschool/byDomain?domain=north-school.e2e")).json()).data;
  const north = await site();
  expect(north.areaid).toBeNull();
  await page.getByTestId(`school-view-${north.id}`).click();
  await expect(page.getByTestId("school-edit")).toBeVisible();
  await page.getByTestId("school-drawer").locator("input[type=file]").setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: LOGO,
  });
  await expect(page.getByText("已保存").first()).toBeVisible();
  await chooseOption(page, "school-edit-area", "北区教育局");
  await expect(page.getByTestId("school-move-hint")).toBeVisible();
  await shoot(page, "platform-school-move-1440");
  await page.getByTestId("school-edit-save").click();
  await expect(page.getByText("已保存").first()).toBeVisible();
  await expect.poll(async () => (await site()).areaid).not.toBeNull();
  const areas = await request.get("/api/v3/area/page?keyword=北区", {
    headers: { authorization: `Bearer ${await token(page)}` },
  });
  expect((await areas.json()).data.list[0]).toMatchObject({
    id: (await site()).areaid,
    name: "北区教育局",
    schoolCount: 1,
  });

  await page.setViewportSize(phone);
  await page.goto("/admin/schools");
  await expect(page.getByTestId("schools-table")).toContainText("north-school.e2e");
  await shoot(page, "platform-schools-390");

  // The school's own sign-in page now shows its logo, on a phone and a laptop.
  const visitor = await page.context().browser()!.newContext({ baseURL, viewport: phone, locale: "zh-CN" });
  const signIn = await visitor.newPage();
  await signIn.goto("/singleLogin?domain=north-school.e2e");
  const logo = signIn.getByTestId("school-logo");
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(48);
  await shoot(signIn, "school-sign-in-logo-390");
  await signIn.setViewportSize(laptop);
  await shoot(signIn, "school-sign-in-logo-1440");
  await visitor.close();
});
