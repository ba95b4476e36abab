import { join } from "node:path";
import { type Browser, expect, type Locator, type Page } from "@playwright/test";
import { laptop, phone } from "./screens.ts";

/**
 * Helpers of the forms specs. Accounts: Demo Middle School's administrator (no other spec signs in with it
 * while these run), its class leader t001 (PC) and a student of t001's class on a phone user agent.
 */
export const DOMAIN = "middle.demo";
export const PASSWORD = "Demo@2026";
export const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";

/** Signs in on the school's sign-in page at laptop width and waits for the console. */
export async function signInPc(page: Page, account: string) {
  await page.setViewportSize(laptop);
  await page.goto(`/singleLogin?domain=${DOMAIN}`);
  await page.getByTestId("login-account").fill(account);
  await page.getByTestId("login-password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/admin/);
}

/** A phone (its own browser context with an iPhone user agent) signed in as a student on /m/login. */
export const signInPhoneStudent = (browser: Browser, baseURL: string, account: string) =>
  signInPhoneStudentAt(browser, baseURL, DOMAIN, account);

/** The same, in the school of that domain. */
export async function signInPhoneStudentAt(
  browser: Browser,
  baseURL: string,
  domain: string,
  account: string,
) {
  const context = await browser.newContext({ baseURL, viewport: phone, userAgent: IPHONE, locale: "zh-CN" });
  const page = await context.newPage();
  await page.goto(`/m/login?domain=${domain}&role=1`);
  await page.getByTestId("role-choice").getByText("学生").click();
  // antd-mobile puts the test id on the input's wrapper
  await page.getByTestId("login-account").locator("input").fill(account);
  await page.getByTestId("login-password").locator("input").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/m\/?$/);
  return { context, page };
}

/** The session token the web app keeps, for calls through page.request. */
export const tokenOf = async (page: Page): Promise<string> => {
  const token = await page.evaluate(() => localStorage.getItem("eos.token"));
  expect(token, "signed in").toBeTruthy();
  return token as string;
};

// ---- designer ----

/** Drags with the mouse in small steps (dnd-kit's pointer sensor starts after 5 px). */
export async function dragTo(page: Page, source: Locator, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await source.scrollIntoViewIfNeeded();
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error("drag: source or target not on screen");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 12, from.y + from.height / 2 + 12, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.move(to.x + to.width / 2 + 2, to.y + to.height / 2 + 1, { steps: 2 });
  await page.mouse.up();
}

/** The property panel of the selected item. */
export const panel = (page: Page) => page.getByTestId("property-panel");

/** Renames the selected item (the panel's name field). */
export async function nameSelected(page: Page, name: string) {
  await panel(page).getByTestId("prop-name").fill(name);
  await expect(page.locator(".eos-designer-item.is-selected > .eos-designer-item-head")).toContainText(name);
}

/** Sets the selected choice item's option names (adding rows as needed) and optional quotas. */
export async function setOptions(page: Page, names: string[], quotas: Record<number, number> = {}) {
  const rows = panel(page).getByTestId("option-row");
  while ((await rows.count()) < names.length) await panel(page).getByTestId("option-add").click();
  for (const [i, name] of names.entries()) {
    await rows.nth(i).getByTestId("option-name").fill(name);
    const quota = quotas[i];
    // antd puts the test id on the input itself
    if (quota !== undefined) await rows.nth(i).getByTestId("option-quota").fill(String(quota));
  }
}

/** Adds a control by clicking its palette entry (after the selected item, or into a selected container). */
export async function clickAdd(page: Page, code: number) {
  const before = await page.getByTestId("canvas-item").count();
  await page.getByTestId(`palette-${code}`).click();
  await expect(page.getByTestId("canvas-item")).toHaveCount(before + 1);
}

/** The canvas item whose own name is `name`. */
export const canvasItem = (page: Page, name: string) =>
  page.getByTestId("canvas-item").filter({
    has: page.locator(":scope > .eos-designer-item-head .eos-designer-item-name", { hasText: name }),
  });

export async function selectItem(page: Page, name: string) {
  await canvasItem(page, name).locator(":scope > .eos-designer-item-head").click();
  await expect(panel(page).getByTestId("prop-name")).toHaveValue(name);
}

export const saved = async (page: Page) => {
  await page.getByTestId("designer-save").click();
  await expect(page.getByTestId("save-state")).toHaveText("已全部保存", { timeout: 15_000 });
};

// ---- filler ----

/** A field of the filler by its label (the label may start with the required mark). */
export const field = (scope: Page | Locator, name: string) => {
  const page = "page" in scope ? scope.page() : scope;
  return scope.locator(".eos-fill-field").filter({
    has: page.locator(":scope > .eos-fill-label", { hasText: new RegExp(`^\\*?${name}$`) }),
  });
};

export const errorOf = (scope: Page | Locator, name: string) => field(scope, name).locator(".eos-fill-error");

// ---- values page ----

/** The cells of the first table row holding `text`, by column title (the values page's table). */
export async function rowCells(table: Locator, text: string): Promise<Record<string, string>> {
  const row = table.locator("tbody tr.ant-table-row", { hasText: text }).first();
  await expect(row).toBeVisible();
  const titles = await table.locator("thead th").allTextContents();
  const cells = await row.locator("td").allTextContents();
  return Object.fromEntries(titles.map((title, i) => [title.trim(), (cells[i] ?? "").trim()]));
}

/**
 * A screenshot of the viewport only. A full-page screenshot briefly changes the window's size, and the
 * designer (a laptop-only page) then remounts and loses its selection; the designer is shot this way.
 */
export const shootView = async (page: Page, name: string) => {
  await page.screenshot({ path: join(import.meta.dirname, "..", "artifacts", `${name}.png`) });
};
