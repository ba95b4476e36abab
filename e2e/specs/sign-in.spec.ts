import { expect, test } from "@playwright/test";
import { laptop, phone, shoot } from "./screens.ts";

test.describe("signing in through the real pages", () => {
  test("a school administrator signs in with account and password and reaches the console", async ({
    page,
  }) => {
    await page.setViewportSize(laptop);
    await page.goto("/singleLogin?domain=primary.demo");
    await page.getByTestId("login-account").fill("admin");
    await page.getByTestId("login-password").fill("Demo@2026");
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL(/\/admin/);
    await expect(page.getByTestId("console-home-school")).toContainText("Demo Primary School");
    await expect(page.getByTestId("console-home-user")).not.toBeEmpty();
    await shoot(page, "console-home-1440");
    await page.setViewportSize(phone);
    await shoot(page, "console-home-390");
  });

  test("a wrong password is reported on the page and nobody is signed in", async ({ page }) => {
    await page.goto("/singleLogin?domain=primary.demo");
    await page.getByTestId("login-account").fill("admin");
    await page.getByTestId("login-password").fill("not-the-password");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-error")).toContainText("账号或密码错误");
    await expect(page).toHaveURL(/\/singleLogin/);
  });

  test("a student signs in on a phone and lands on the mobile home", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/m/login?domain=primary.demo&role=1");
    await page.getByTestId("role-choice").getByText("学生").click();
    // antd-mobile puts the test id on the input's wrapper
    await page.getByTestId("login-account").locator("input").fill("s26010101");
    await page.getByTestId("login-password").locator("input").fill("Demo@2026");
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL(/\/m\/?$/);
    await expect(page.getByTestId("mobile-greeting")).toBeVisible();
    await shoot(page, "mobile-signed-in-390");
  });

  test("a parent signs in with a phone code from the development outbox", async ({ page, request }) => {
    const school = (await (await request.get("/api/auth/getschool/byDomain?domain=single.demo")).json()).data;
    expect(school.id).toBeGreaterThan(0);
    const phoneNumber = "13900400011";
    await page.goto("/singleLogin?domain=single.demo");
    await page.getByTestId("role-choice").getByText("家长").click();
    await page.getByTestId("tab-phone").click();
    await page.getByTestId("login-phone").fill(phoneNumber);
    await page.getByTestId("send-code").click();
    await expect
      .poll(
        async () => (await (await request.get(`/api/dev/outbox?phone=${phoneNumber}`)).json()).data.length,
      )
      .toBeGreaterThan(0);
    const [message] = (await (await request.get(`/api/dev/outbox?phone=${phoneNumber}`)).json()).data;
    await page.getByTestId("login-code").fill(message.code);
    await page.getByTestId("phone-form").getByTestId("login-submit").click();
    await expect(page).not.toHaveURL(/singleLogin/);
  });
});
