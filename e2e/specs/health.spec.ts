import { type Browser, expect, type Page, test } from "@playwright/test";
import { PASSWORD, signInSchool } from "./console-kit.ts";
import { IPHONE } from "./forms-kit.ts";
import { phone, shoot } from "./screens.ts";

/**
 * Issue 20, health checks: the class leader on a 390 px phone records the class's morning check with one fever
 * (a student without the guardian's health consent is refused with the reason); the administrator at 1440 px
 * sees the fever on the board and the alert in the alert list, and handles it with a note.
 */
async function phoneTeacher(browser: Browser, baseURL: string, account: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: phone, userAgent: IPHONE, locale: "zh-CN" });
  const page = await context.newPage();
  await page.goto("/m/login?domain=primary.demo&role=0");
  await page.getByTestId("role-choice").getByText("教师").click();
  await page.getByTestId("login-account").locator("input").fill(account);
  await page.getByTestId("login-password").locator("input").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/m\/?$/);
  return page;
}

test.describe("health checks", () => {
  test("a teacher records the class on a phone with one fever; the administrator sees and handles the alert", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const teacher = await phoneTeacher(browser, baseURL as string, "t001");
    await expect(teacher.getByTestId("mobile-health-entry")).toBeVisible({ timeout: 30_000 });
    await teacher.getByTestId("mobile-health-entry").click();
    await expect(teacher.getByTestId("health-record-sheet")).toBeVisible({ timeout: 30_000 });
    const rows = teacher.locator("[data-testid^='health-student-']");
    await expect(rows.first()).toBeVisible();
    const ids = await rows.evaluateAll((els) =>
      els.map((e) => Number(e.getAttribute("data-testid")?.replace("health-student-", ""))),
    );
    const noConsent = new Set(
      await teacher
        .locator("[data-testid^='health-noconsent-']")
        .evaluateAll((els) =>
          els.map((e) => Number(e.getAttribute("data-testid")?.replace("health-noconsent-", ""))),
        ),
    );
    const consented = ids.filter((id) => !noConsent.has(id));
    expect(consented.length).toBeGreaterThan(3);
    const fever = consented[1];
    const feverName = ((await teacher.getByTestId(`health-name-${fever}`).textContent()) ?? "").trim();
    for (const [i, id] of consented.slice(0, 4).entries())
      await teacher
        .getByTestId(`health-temp-${id}`)
        .locator("input")
        .fill(id === fever ? "38.6" : `36.${4 + i}`);
    await teacher.getByTestId(`health-symptoms-${fever}`).getByText("发热").click();
    const refusedId = [...noConsent][0];
    if (refusedId !== undefined)
      await teacher.getByTestId(`health-temp-${refusedId}`).locator("input").fill("36.5");
    await teacher.getByTestId("health-save").click();
    await expect(teacher.getByText(/已保存 4 人/)).toBeVisible();
    if (refusedId !== undefined)
      await expect(teacher.getByTestId(`health-refused-${refusedId}`)).toContainText("监护人未同意");
    await expect(teacher.getByTestId(`health-student-${fever}`)).toContainText("38.6℃");
    await shoot(teacher, "health-phone-390");
    await teacher.getByTestId(`health-student-${fever}`).scrollIntoViewIfNeeded();
    await shoot(teacher, "health-phone-390-screen", { fullPage: false });

    // The administrator at 1440: the board counts the fever, the alert is listed and handled with a note.
    const admin = await (await browser.newContext()).newPage();
    await signInSchool(admin, "primary.demo", "admin");
    await admin.goto("/admin/health");
    await expect(admin.getByTestId("health-board")).toBeVisible({ timeout: 30_000 });
    await expect(admin.getByTestId("health-board-fever")).not.toHaveText("0");
    await shoot(admin, "health-board-1440");
    await admin.getByRole("tab", { name: "预警" }).click();
    const row = admin.getByTestId("health-alert-table").locator("tr").filter({ hasText: feverName });
    await expect(row).toContainText("38.6");
    await shoot(admin, "health-alerts-1440");
    await row.getByRole("button", { name: /处\s*理/ }).click();
    await admin.getByTestId("health-handle-note").fill("已联系家长接回");
    await admin.getByRole("button", { name: "确认处理" }).click();
    await expect(
      admin.getByTestId("health-alert-table").locator("tr").filter({ hasText: feverName }),
    ).toHaveCount(0);
    await admin.getByRole("tab", { name: "晨检记录" }).click();
    await expect(admin.getByTestId("health-record-table")).toContainText(feverName);
    await shoot(admin, "health-records-1440");
  });
});
