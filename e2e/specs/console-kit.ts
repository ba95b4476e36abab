import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { IPHONE } from "./forms-kit.ts";
import { laptop, phone } from "./screens.ts";

/** What the console specs share: signing in as the demo accounts, API calls with a page's token, antd steps. */
export const PASSWORD = "Demo@2026";

export type Api = { request: APIRequestContext; token: string };
export const call = async ({ request, token }: Api, method: "GET" | "POST", url: string, data?: object) => {
  const res = await (method === "GET"
    ? request.get(`/api${url}`, { headers: { authorization: `Bearer ${token}` } })
    : request.post(`/api${url}`, { headers: { authorization: `Bearer ${token}` }, data }));
  return { status: res.status(), body: await res.json() };
};

export async function signInSchool(page: Page, domain: string, account: string) {
  await page.setViewportSize(laptop);
  await page.goto(`/singleLogin?domain=${domain}`);
  await page.getByTestId("login-account").fill(account);
  await page.getByTestId("login-password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/admin/);
}

export async function signInArea(page: Page) {
  await page.setViewportSize(laptop);
  await page.goto("/areaLogin?domain=area.demo");
  await page.getByTestId("login-account").fill("areaadmin");
  await page.getByTestId("login-password").fill(PASSWORD);
  await page.getByTestId("pwd-form").getByTestId("login-submit").click();
  // The area administrator holds one role in the area: there is nothing to choose, so no choose-role page.
  await expect(page).toHaveURL(/\/admin$/);
}

/** Someone on a phone (iPhone user agent, 390 px) of primary.demo, signed in on /m/login in a context of its own. */
async function phoneSignIn(browser: Browser, baseURL: string, account: string, role: 0 | 2) {
  const context = await browser.newContext({ baseURL, viewport: phone, userAgent: IPHONE, locale: "zh-CN" });
  const page = await context.newPage();
  await page.goto(`/m/login?domain=primary.demo&role=${role}`);
  await page
    .getByTestId("role-choice")
    .getByText(role === 0 ? "教师" : "家长")
    .click();
  await page.getByTestId("login-account").locator("input").fill(account);
  await page.getByTestId("login-password").locator("input").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/m\/?$/);
  return { context, page };
}

export const phoneParent = (browser: Browser, baseURL: string, phoneNumber: string) =>
  phoneSignIn(browser, baseURL, phoneNumber, 2);

/** A teacher (an administrator too) on a phone: the page. */
export const phoneTeacher = async (browser: Browser, baseURL: string, account: string) =>
  (await phoneSignIn(browser, baseURL, account, 0)).page;

/** Confirms an antd confirmation (modal or popover) once its opening animation is over. */
export async function confirm(page: Page) {
  const ok = page.getByTestId("confirm-ok").last();
  await expect(ok).toBeVisible();
  await page.waitForTimeout(300);
  await ok.click();
}

/**
 * Picks an enabled option of an antd Select once its list has finished sliding in (a click during the
 * animation can land on nothing), and checks the choice shows in the field.
 */
export async function chooseOption(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  const option = page
    .locator(".ant-select-dropdown:visible .ant-select-item-option:not(.ant-select-item-option-disabled)")
    .filter({ hasText: text });
  await expect(option).toBeVisible();
  await page.waitForTimeout(300);
  await option.click();
  await expect(page.getByTestId(testId)).toContainText(text);
}

/** Saves an edit drawer and waits for it to close; if the server refused, the failure shows its message. */
export async function saveDrawer(page: Page, prefix: string) {
  await page.getByTestId(`${prefix}-save`).click();
  const drawer = page.getByTestId(`${prefix}-drawer`);
  try {
    await expect(drawer).toBeHidden();
  } catch (error) {
    const said = await page.locator(".ant-message, .ant-form-item-explain-error").allInnerTexts();
    throw new Error(`the ${prefix} drawer stayed open; the page said: ${said.join(" | ") || "nothing"}`, {
      cause: error,
    });
  }
}
