import { expect, type Page, test } from "@playwright/test";
import { laptop, phone, shoot } from "./screens.ts";

// One run of the seeded demo school; names carry a run tag so that reruns against the same data never clash.
const tag = String(Date.now()).slice(-6);

async function signInAsAdmin(page: Page) {
  await page.setViewportSize(laptop);
  await page.goto("/singleLogin?domain=primary.demo");
  await page.getByTestId("login-account").fill("admin");
  await page.getByTestId("login-password").fill("Demo@2026");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/admin/);
}

/** Opens a page of the people area through the console's left menu, as a user would. */
async function openFromMenu(page: Page, entry: string, path: string) {
  const menu = page.getByTestId("console-menu");
  const item = menu.getByRole("menuitem", { name: entry });
  if (!(await item.isVisible())) await menu.getByRole("menuitem", { name: "学生与教师" }).click();
  await expect(item).toBeVisible();
  await expect(async () => {
    await item.click();
    await expect(page).toHaveURL(new RegExp(`${path}$`), { timeout: 1000 });
  }).toPass();
}

/** Both widths of a page; the phone shot is taken after the layout has settled. */
async function shootBoth(page: Page, name: string) {
  await shoot(page, `${name}-1440`);
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  await shoot(page, `${name}-390`);
  await page.setViewportSize(laptop);
  await page.waitForTimeout(300);
}

/** Picks a unit in an OrgTreePicker by typing part of its name and clicking it in the dropdown. */
async function pickUnit(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(label);
  await page
    .locator(".ant-select-dropdown:visible .ant-select-tree-title", { hasText: label })
    .first()
    .click();
}

test.describe("a school administrator manages the organisation, students and teachers", () => {
  test("adds and deletes a class, works a student through add, edit and delete, and adds a teacher", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);

    // Organisation: add a class under 一年级, then delete it.
    await openFromMenu(page, "组织架构", "/admin/org");
    await expect(page.getByTestId("org-title")).toHaveText("组织架构");
    const tree = page.getByTestId("org-tree");
    await tree.getByText("一年级", { exact: true }).click();
    await expect(page.getByTestId("org-selected-name")).toHaveText("一年级");
    await page.getByTestId("org-add-class").click();
    const className = `一年级E2E${tag}班`;
    await page.getByTestId("org-unit-name").fill(className);
    await page.getByTestId("org-unit-save").click();
    await expect(tree.getByText(className, { exact: true })).toBeVisible();
    await expect(page.getByTestId("org-selected-name")).toHaveText(className);
    await shootBoth(page, "people-org");
    await page.getByTestId("org-delete").click();
    await page.getByTestId("confirm-ok").click();
    await expect(tree.getByText(className, { exact: true })).toHaveCount(0);

    // Students: filter by a class, search by name, then add, edit and delete a student in that class.
    await openFromMenu(page, "学生管理", "/admin/students");
    await expect(page.getByTestId("students-title")).toHaveText("学生管理");
    const table = page.getByTestId("students-table");
    await expect(table.locator("tbody tr.ant-table-row").first()).toBeVisible();
    await pickUnit(page, "students-org-filter", "一年级(2)班");
    await expect(table.locator("tbody tr.ant-table-row").first()).toContainText("一年级(2)班");
    await expect(table.locator("tbody tr.ant-table-row", { hasNotText: "一年级(2)班" })).toHaveCount(0);
    const someone =
      (await table.locator("tbody tr.ant-table-row").first().locator("td").nth(1).textContent())?.trim() ??
      "";
    await page.getByTestId("students-search").locator("input").fill(someone);
    await page.getByTestId("students-search").locator("input").press("Enter");
    await expect(table.locator("tbody tr.ant-table-row").first()).toContainText(someone);
    await shootBoth(page, "people-students");

    const name = `测试${tag}`;
    await page.getByTestId("students-add").click();
    await page.getByTestId("student-name").fill(name);
    await page.getByTestId("student-no").fill(`E2E-${tag}`);
    await page.getByTestId("student-account").fill(`e2es${tag}`);
    // The class comes from the list's filter.
    await expect(page.getByTestId("student-class")).toContainText("一年级(2)班");
    await page.setViewportSize(phone);
    await shoot(page, "people-student-drawer-390");
    await page.setViewportSize(laptop);
    await page.getByTestId("student-drawer-save").click();
    await expect(page.getByTestId("student-drawer")).toBeHidden();
    await page.getByTestId("students-search").locator("input").fill(name);
    await page.getByTestId("students-search").locator("input").press("Enter");
    const row = table.locator("tbody tr.ant-table-row", { hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("一年级(2)班");

    // A taken account is refused by the server: the drawer says why and nothing changes.
    await row.getByRole("button", { name: `编辑 ${name}` }).click();
    await page.getByTestId("student-account").fill("s26010101");
    await page.getByTestId("student-name").fill(`${name}改`);
    await page.getByTestId("student-drawer-save").click();
    await expect(page.getByTestId("student-drawer-error")).toBeVisible();
    await page.getByTestId("student-account").fill(`e2es${tag}`);
    await page.getByTestId("student-drawer-save").click();
    await expect(page.getByTestId("student-drawer")).toBeHidden();
    await expect(table.locator("tbody tr.ant-table-row", { hasText: `${name}改` })).toHaveCount(1);

    await table.getByRole("button", { name: `删除 ${name}改` }).click();
    await page.getByTestId("confirm-ok").click();
    await expect(table.locator("tbody tr.ant-table-row", { hasText: `${name}改` })).toHaveCount(0);
    await expect(table).toContainText("没有符合条件的记录");

    // Teachers: add one and find them.
    await openFromMenu(page, "教师管理", "/admin/teachers");
    await expect(page.getByTestId("teachers-title")).toHaveText("教师管理");
    const teachers = page.getByTestId("teachers-table");
    await expect(teachers.locator("tbody tr.ant-table-row").first()).toBeVisible();
    await shootBoth(page, "people-teachers");
    const teacherName = `教师${tag}`;
    await page.getByTestId("teachers-add").click();
    await page.getByTestId("teacher-name").fill(teacherName);
    await page.getByTestId("teacher-account").fill(`e2et${tag}`);
    await page.getByTestId("teacher-phone").fill("1390012");
    await page.getByTestId("teacher-drawer-save").click();
    await expect(page.getByText("请输入正确的11位手机号")).toBeVisible();
    await page.getByTestId("teacher-phone").fill(`139${tag}00`.padEnd(11, "0"));
    await page.getByTestId("teacher-subject").fill("科学");
    await page.getByTestId("teacher-drawer-save").click();
    await expect(page.getByTestId("teacher-drawer")).toBeHidden();
    await page.getByTestId("teachers-search").locator("input").fill(teacherName);
    await page.getByTestId("teachers-search").locator("input").press("Enter");
    await expect(teachers.locator("tbody tr.ant-table-row", { hasText: teacherName })).toContainText("科学");
  });
});
