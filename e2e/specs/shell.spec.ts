import { expect, test } from "@playwright/test";
import { laptop, phone, shoot } from "./screens.ts";

test.describe("the shell a newcomer sees", () => {
  test("the portal home names the school of the domain and links to sign-in", async ({ page }) => {
    await page.setViewportSize(laptop);
    await page.goto("/");
    await expect(page.getByTestId("portal-hero-title")).toContainText("Demo Single School");
    await shoot(page, "portal-1440");
    await page.setViewportSize(phone);
    await shoot(page, "portal-390");
    await page.getByTestId("portal-sign-in").first().click();
    await expect(page).toHaveURL(/\/singleLogin/);
  });

  test("the single-school sign-in page reads the school and offers roles and both ways in", async ({
    page,
  }) => {
    await page.setViewportSize(laptop);
    await page.goto("/singleLogin?domain=primary.demo");
    await expect(page.getByTestId("login-heading")).toHaveText("学校统一登录");
    await expect(page.getByTestId("school-name")).toHaveText("Demo Primary School");
    await expect(page.getByTestId("role-choice")).toBeVisible();
    await expect(page.getByTestId("tab-phone")).toBeVisible();
    await shoot(page, "single-login-1440");
    await page.setViewportSize(phone);
    await shoot(page, "single-login-390");
  });

  test("a phone's sign-in page loads neither antd nor chart, QR-decoding or drag-and-drop code", async ({
    page,
  }) => {
    const scripts: { url: string; bytes: number }[] = [];
    page.on("response", async (res) => {
      if (!res.url().endsWith(".js")) return;
      scripts.push({ url: res.url(), bytes: (await res.body()).length });
    });
    await page.setViewportSize(phone);
    await page.goto("/m/login?domain=primary.demo");
    await expect(page.getByTestId("school-name")).toHaveText("Demo Primary School");
    await page.waitForLoadState("networkidle");
    const names = scripts.map((s) => new URL(s.url).pathname);
    expect(names.some((n) => n.includes("vendor-antd-mobile"))).toBe(true);
    expect(names.filter((n) => /vendor-(charts|jsqr|dnd)|vendor-antd-(?!mobile)/.test(n))).toEqual([]);
    // Minified, uncompressed: 1.19 MB. It was 3.08 MB while every page loaded antd and the shared vendor chunk
    // carried the charts, the QR decoder and drag and drop.
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    expect(total).toBeLessThan(1_500_000);
  });

  test("the area sign-in page reads the area", async ({ page }) => {
    await page.goto("/areaLogin?domain=area.demo");
    await expect(page.getByTestId("login-heading")).toHaveText("区域统一登录");
    await expect(page.getByTestId("school-name")).toHaveText("Demo District");
    await shoot(page, "area-login-1440");
  });

  test("the legacy /eos-web/#/login address lands on the right sign-in page", async ({ page }) => {
    await page.goto("/eos-web/#/login");
    await expect(page).toHaveURL(/\/singleLogin/);
    await expect(page.getByTestId("login-heading")).toBeVisible();
  });

  test("the console sends a visitor without a session to sign-in", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/singleLogin/);
    await expect(page.getByTestId("login-heading")).toBeVisible();
    await shoot(page, "admin-redirected-1440");
  });

  test("the language switch changes the page and the choice survives a reload", async ({ page }) => {
    await page.goto("/singleLogin");
    await expect(page.getByTestId("login-heading")).toHaveText("学校统一登录");
    await page.getByTestId("lang-switch").first().click();
    await expect(page.getByTestId("login-heading")).toHaveText("School sign-in");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
    await page.reload();
    await expect(page.getByTestId("login-heading")).toHaveText("School sign-in");
    await shoot(page, "single-login-en-1440");
  });

  test("the phone pages under /m/ show the school and a sign-in button, without horizontal scrolling", async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto("/m/");
    await expect(page.getByTestId("mobile-school-name")).toHaveText("Demo Single School");
    await expect(page.getByTestId("mobile-tab-home")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shoot(page, "mobile-home-390");
    await page.getByTestId("mobile-sign-in").click();
    await expect(page).toHaveURL(/\/m\/login/);
    await shoot(page, "mobile-login-390");
  });

  test("an unknown address shows the 404 page with a way home", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByTestId("not-found")).toBeVisible();
    await shoot(page, "not-found-1440");
    await page.getByTestId("not-found-home").click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("an unknown domain says the school information could not be fetched", async ({ page }) => {
    await page.goto("/singleLogin?domain=nowhere.demo");
    await expect(page.getByTestId("school-fetch-failed")).toContainText("学校信息获取失败");
  });
});
