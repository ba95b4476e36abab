import { expect, type Page, test } from "@playwright/test";
import { laptop, phone, shoot } from "./screens.ts";

/** Both widths of a page; the phone shot after the layout has settled. */
async function shootBoth(page: Page, name: string) {
  await page.setViewportSize(laptop);
  await shoot(page, `${name}-1440`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  await shoot(page, `${name}-390`);
  await page.setViewportSize(laptop);
  await page.waitForTimeout(300);
}

async function signInByPassword(page: Page, domain: string, account: string, password: string) {
  await page.goto(`/singleLogin?domain=${domain}`);
  await page.getByTestId("login-account").fill(account);
  await page.getByTestId("login-password").fill(password);
  await page.getByTestId("pwd-form").getByTestId("login-submit").click();
}

test.describe("passwords and roles through the real pages", () => {
  test("a teacher who is also a parent signs in by phone code and picks a role", async ({
    page,
    request,
  }) => {
    const school = (await (await request.get("/api/auth/getschool/byDomain?domain=primary.demo")).json())
      .data;
    // The demo seed gives the sixth parent's phone (139 + school id + sequence) to a class leader too.
    const phoneNumber = `139${String(school.id).padStart(3, "0")}00006`;
    await page.setViewportSize(laptop);
    await page.goto("/singleLogin?domain=primary.demo");
    await page.getByTestId("tab-phone").click();
    await page.getByTestId("login-phone").fill(phoneNumber);
    await page.getByTestId("send-code").click();
    const outbox = async () =>
      (await (await request.get(`/api/dev/outbox?phone=${phoneNumber}`)).json()).data;
    await expect.poll(async () => (await outbox()).length).toBeGreaterThan(0);
    const [message] = await outbox();
    await page.getByTestId("login-code").fill(message.code);
    await page.getByTestId("phone-form").getByTestId("login-submit").click();

    await expect(page).toHaveURL(/\/user\/select\?authType=0/);
    await expect(page.getByTestId("role-option-0")).toContainText("教师");
    await expect(page.getByTestId("role-option-2")).toContainText("家长");
    await shootBoth(page, "user-select");
    await page.getByTestId("role-option-2").click();
    await expect(page).toHaveURL(/\/m\/?$/);
    await expect(page.getByTestId("current-child")).not.toBeEmpty();
    await page.setViewportSize(phone);
    await shoot(page, "mobile-parent-home-390");
  });

  test("the area administrator signs in at /areaLogin straight into the area (one role: no choice) and sees its schools", async ({
    page,
  }) => {
    await page.setViewportSize(laptop);
    await page.goto("/areaLogin?domain=area.demo");
    await page.getByTestId("login-account").fill("areaadmin");
    await page.getByTestId("login-password").fill("Demo@2026");
    await page.getByTestId("pwd-form").getByTestId("login-submit").click();

    await expect(page).toHaveURL(/\/admin$/);
    const table = page.getByTestId("area-schools-table");
    await expect(table).toContainText("Demo Primary School");
    await expect(table).toContainText("Demo Middle School");
    await page.getByTestId("area-schools-search").locator("input").fill("Middle");
    await page.getByTestId("area-schools-search").locator("input").press("Enter");
    await expect(table).not.toContainText("Demo Primary School");
    await expect(table.locator(".ant-spin-spinning")).toHaveCount(0);
    await shootBoth(page, "area-home");
  });

  test("a teacher changes their password from the user menu and signs in with the new one", async ({
    page,
  }) => {
    const next = "Fresh#Start2026";
    await page.setViewportSize(laptop);
    await signInByPassword(page, "middle.demo", "t005", "Demo@2026");
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByTestId("user-menu").click();
    await page.getByTestId("menu-change-password").click();
    await expect(page).toHaveURL(/\/admin\/password$/);
    await page.getByTestId("current-password").fill("Demo@2026");
    await page.getByTestId("new-password").fill("12345678");
    await page.getByTestId("confirm-password").fill("12345678");
    await page.getByTestId("password-submit").click();
    await expect(page.getByText("过于常见，容易被猜到")).toBeVisible();
    await shootBoth(page, "change-password");
    await page.getByTestId("new-password").fill(next);
    await page.getByTestId("confirm-password").fill(next);
    await page.getByTestId("password-submit").click();
    await expect(page.getByText("密码已修改，其他设备上的登录已退出")).toBeVisible();

    await page.getByTestId("user-menu").click();
    await page.getByTestId("sign-out").click();
    await signInByPassword(page, "middle.demo", "t005", "Demo@2026");
    await expect(page.getByTestId("login-error")).toContainText("账号或密码错误");
    await signInByPassword(page, "middle.demo", "t005", next);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("an administrator resets a password; the one-time password must be changed at sign-in", async ({
    page,
  }) => {
    await page.setViewportSize(laptop);
    await signInByPassword(page, "middle.demo", "admin", "Demo@2026");
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/resetPassword");
    await page.getByTestId("reset-account").fill("t006");
    await page.getByTestId("reset-password-submit").click();
    await page.locator("#reset-confirm").click();
    const oneTime = ((await page.getByTestId("one-time-password").textContent()) ?? "").trim();
    expect(oneTime).toMatch(/^[A-Za-z2-9]{10}$/);
    await shootBoth(page, "admin-reset-password");
    await page.getByRole("button", { name: "我已记下" }).click();
    await page.getByTestId("user-menu").click();
    await page.getByTestId("sign-out").click();

    await signInByPassword(page, "middle.demo", "t006", oneTime);
    await expect(page).toHaveURL(/\/changePassword$/);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/changePassword$/);
    await shootBoth(page, "forced-password");
    await page.getByTestId("current-password").fill(oneTime);
    await page.getByTestId("new-password").fill("Own#Choice2026");
    await page.getByTestId("confirm-password").fill("Own#Choice2026");
    await page.getByTestId("password-submit").click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("the forgotten-password page works at phone width", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/m/login?domain=single.demo");
    await page.getByTestId("forgot-password").click();
    await expect(page).toHaveURL(/\/m\/forgetPwd$/);
    await expect(page.getByTestId("reset-phone")).toBeVisible();
    await shoot(page, "mobile-forgot-password-390");
    await page.setViewportSize(laptop);
    await page.goto("/forgetPwd?domain=single.demo");
    await expect(page.getByTestId("reset-submit")).toBeVisible();
    await shoot(page, "forgot-password-1440");
  });
});
