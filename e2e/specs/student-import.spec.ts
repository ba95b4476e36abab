import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { laptop, phone, shoot } from "./screens.ts";

const fixtures = join(import.meta.dirname, "..", "..", "apps", "server", "test", "fixtures");

// The single school's administrator: no other spec signs in as this account on a PC, so no session is replaced.
test("an administrator imports students and parents from a LibreOffice file, after seeing a bad row", async ({
  page,
}) => {
  await page.setViewportSize(laptop);
  await page.goto("/singleLogin?domain=single.demo");
  await page.getByTestId("login-account").fill("admin");
  await page.getByTestId("login-password").fill("Demo@2026");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/admin/);
  await page.goto("/admin/students");
  await page.getByTestId("students-import").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();

  await dialog.locator('input[type="file"]').setInputFiles(join(fixtures, "students-libreoffice.xlsx"));
  await page.getByTestId("import-check").click();
  await expect(page.getByTestId("import-failed")).toBeVisible();
  const problems = page.getByTestId("import-problems");
  await expect(problems).toContainText("姓名不能为空");
  await expect(problems).toContainText("九年级(9)班");
  await expect(page.getByTestId("import-submit")).toBeDisabled();
  await shoot(page, "student-import-problems-1440");
  await page.setViewportSize(phone);
  await shoot(page, "student-import-problems-390");
  await page.setViewportSize(laptop);

  await dialog.locator('input[type="file"]').setInputFiles(join(fixtures, "students-libreoffice-ok.xlsx"));
  await page.getByTestId("import-check").click();
  await expect(page.getByTestId("import-ready")).toContainText("4");
  await page.getByTestId("import-submit").click();
  await expect(page.getByTestId("import-done")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByTestId("students-search").locator("input").fill("王小雨");
  await page.getByTestId("students-search").locator("input").press("Enter");
  await expect(page.getByTestId("students-table")).toContainText("20269001");
});
