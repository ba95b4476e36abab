import { expect, type Page, test } from "@playwright/test";
import { laptop, phone, shoot } from "./screens.ts";

const tag = String(Date.now()).slice(-6);

async function signIn(page: Page, account: string) {
  await page.setViewportSize(laptop);
  await page.goto("/singleLogin?domain=primary.demo");
  await page.getByTestId("login-account").fill(account);
  await page.getByTestId("login-password").fill("Demo@2026");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/admin/);
}

async function shootBoth(page: Page, name: string) {
  await shoot(page, `${name}-1440`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  await shoot(page, `${name}-390`);
  await page.setViewportSize(laptop);
  await page.waitForTimeout(300);
}

test.describe("roles and permissions", () => {
  test("an administrator grants people.edit through a role, and the teacher then sees Add on Teachers", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, "admin");
    const menu = admin.getByTestId("console-menu");
    const entry = menu.getByRole("menuitem", { name: "角色权限" });
    if (!(await entry.isVisible())) await menu.getByRole("menuitem", { name: "系统" }).click();
    await entry.click();
    await expect(admin).toHaveURL(/\/admin\/roles$/);

    const roleName = `人事E2E${tag}`;
    await admin.getByTestId("roles-add").click();
    await admin.getByTestId("role-name").fill(roleName);
    await admin.getByTestId("role-code-people.edit").click();
    await admin.getByTestId("role-modal-save").click();
    const row = admin.getByTestId("roles-table").getByRole("row").filter({ hasText: roleName });
    await expect(row).toContainText("编辑师生");

    await row.getByRole("button", { name: "分配教师" }).click();
    await admin.getByTestId("member-picker-search").locator("input").fill("t002");
    await admin.getByTestId("member-picker-search").locator("input").press("Enter");
    const table = admin.getByTestId("member-picker-table");
    await expect(table.locator(".ant-table-tbody tr.ant-table-row")).toHaveCount(1);
    await table.locator(".ant-table-tbody tr.ant-table-row .ant-checkbox-input").check();
    await admin.getByTestId("member-picker-ok").click();
    await expect(row).toContainText("1 人");
    await shootBoth(admin, "roles");

    const teacher = await (await browser.newContext()).newPage();
    await signIn(teacher, "t002");
    await teacher.goto("/admin/teachers");
    await expect(teacher.getByTestId("teachers-add")).toBeVisible();
    await shootBoth(teacher, "roles-teacher-can-add");

    // Clean up: delete the role (after confirming); the teacher's codes go with it.
    await row.getByRole("button", { name: "删除" }).click();
    // Click OK only once the popover's zoom-in has finished: mid-animation the button is scaled and a click
    // can land beside it (seen in CI).
    const confirm = admin.locator(".ant-popconfirm");
    await expect(confirm).toBeVisible();
    await expect(confirm).not.toHaveClass(/ant-zoom-big-(appear|enter)/);
    await confirm.getByRole("button", { name: /确\s*定|OK/ }).click();
    await expect(row).toHaveCount(0);
  });
});
