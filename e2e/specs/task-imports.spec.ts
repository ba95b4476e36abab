import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { type Api, call, confirm, signInSchool } from "./console-kit.ts";
import { tokenOf } from "./forms-kit.ts";
import { laptop, phone, shoot } from "./screens.ts";

/**
 * Issue 6, import into a task: Demo Primary School's administrator uploads a workbook on the task's page,
 * follows its progress, updates the import with a corrected file and deletes it after confirming.
 */
const tag = String(Date.now()).slice(-6);
const ITEM = "阅读时长（分钟）";
const files = mkdtempSync(join(tmpdir(), "eos-task-imports-"));

const workbook = async (name: string, rows: (string | number)[][]) => {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet("数据");
  for (const r of [["学号", ITEM], ...rows]) sheet.addRow(r);
  const path = join(files, name);
  await wb.xlsx.writeFile(path);
  return path;
};

/** A form with one whole-number item (0–600), and a published task teachers fill about one class. */
const openTask = async (api: Api) => {
  const item = { id: "m", name: ITEM, type: 19, isNull: "N", typeJson: { rangeMin: 0, rangeMax: 600 } };
  const form = (await call(api, "POST", "/v3/eos/form/admin/add", { name: `阅读时长${tag}`, items: [item] }))
    .body;
  expect(form.success, JSON.stringify(form)).toBe(true);
  expect((await call(api, "POST", "/v3/eos/form/admin/release", { id: form.data.id })).body.success).toBe(
    true,
  );
  const students = (await call(api, "GET", "/v3/stu/page?size=200")).body.data.list as {
    classId: number;
    studentNo: string;
  }[];
  const classId = students[0].classId;
  const scene = (await call(api, "POST", "/v3/saveScene", { name: `阅读${tag}` })).body.data.id;
  const task = await call(api, "POST", "/v3/task/save", {
    sceneId: scene,
    name: `阅读时长导入${tag}`,
    formId: form.data.id,
    fillerType: 0,
    classIds: [classId],
  });
  expect(task.body.success, JSON.stringify(task.body)).toBe(true);
  expect((await call(api, "POST", "/v3/scene/show", { id: scene })).body.success).toBe(true);
  expect((await call(api, "POST", "/v3/task/publish", { id: task.body.data.id })).body.success).toBe(true);
  const nos = students.filter((s) => s.classId === classId).map((s) => s.studentNo);
  return { taskId: task.body.data.id as number, nos };
};

const atPhoneWidth = async (page: Page, name: string) => {
  await page.setViewportSize(phone);
  await page.waitForTimeout(400);
  await shoot(page, name);
  await page.setViewportSize(laptop);
  await page.waitForTimeout(200);
};

test("an administrator imports into a task, sees it finish, updates it with a corrected file and deletes it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInSchool(page, "primary.demo", "admin");
  const { taskId, nos } = await openTask({ request: page.request, token: await tokenOf(page) });
  const first = await workbook("阅读时长.xlsx", [
    [nos[0], 30],
    [nos[1], 45],
    [nos[2], 9999],
  ]);
  const fixed = await workbook("阅读时长-修正.xlsx", [
    [nos[0], 30],
    [nos[1], 45],
    [nos[2], 50],
  ]);

  // Upload on the task's page; the import runs in the background and its percent reaches 100.
  await page.goto(`/admin/tasks/${taskId}/stats`);
  await page.getByTestId("task-import-values").click();
  const dialog = page.getByRole("dialog");
  await dialog.locator('input[type="file"]').setInputFiles(first);
  await page.getByTestId("import-run").click();
  await expect(page.getByTestId("import-done")).toContainText("2");
  await expect(page.getByTestId("import-problems")).toContainText("请输入0到600");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  // The Imports tab lists it: done, 100%, 3 rows, 2 imported, 2 values, 1 problem row.
  const imports = page.getByTestId("task-imports");
  const row = imports.locator("tr.ant-table-row").filter({ hasText: "阅读时长.xlsx" });
  await expect(row).toContainText("已完成");
  await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
  await expect(page.getByTestId("import-counts")).toContainText("1 次导入未顺利完成");
  await row.scrollIntoViewIfNeeded();
  await shoot(page, "task-imports-list-1440");
  await atPhoneWidth(page, "task-imports-list-390");

  // Update it with the corrected file, after confirming: progress, then done with 3 rows.
  const firstId = Number((await row.textContent())?.match(/#(\d+)/)?.[1]);
  await page.getByTestId(`import-update-${firstId}`).click();
  const modal = page.getByTestId("update-modal");
  await expect(modal).toContainText("2 条数据");
  await modal.locator('input[type="file"]').setInputFiles(fixed);
  await page.getByTestId("update-run").click();
  await expect(page.getByText("阅读时长-修正.xlsx”的数据替换")).toBeVisible();
  await page.getByTestId("update-confirm-ok").click();
  await expect(page.getByTestId("update-done")).toContainText("写入 3 行");
  await expect(page.getByTestId("update-run")).toBeDisabled();
  await shoot(page, "task-imports-update-1440");
  await atPhoneWidth(page, "task-imports-update-390");
  await page.keyboard.press("Escape");

  // The list shows the update holding 3 values and the first import replaced, holding none.
  const update = imports.locator("tr.ant-table-row").filter({ hasText: `更新 #${firstId}` });
  await expect(update).toContainText("已完成");
  await expect(row).toContainText(/已被 #\d+ 替换/);
  const updateId = Number((await update.textContent())?.match(/#(\d+)/)?.[1]);
  const values = await call(
    { request: page.request, token: await tokenOf(page) },
    "GET",
    `/v3/formImport/page?taskId=${taskId}`,
  );
  expect(values.body.data.list.map((i: { id: number; values: number }) => [i.id, i.values])).toEqual([
    [updateId, 3],
    [firstId, 0],
  ]);
  // The first import's problem row asked for attention; marked as seen, it no longer does.
  await page.getByTestId(`import-ack-${firstId}`).click();
  await expect(page.getByText("已标为已读")).toBeVisible();
  await expect(page.getByTestId("import-counts")).not.toContainText("未顺利完成");
  await expect(page.getByTestId(`import-ack-${firstId}`)).toHaveCount(0);
  await shoot(page, "task-imports-updated-1440");

  // Delete the update after confirming: its 3 values go with it.
  await page.getByTestId(`import-del-${updateId}`).click();
  await expect(page.getByText("将同时删除这次导入写入的 3 条数据")).toBeVisible();
  await confirm(page);
  await expect(page.getByText("已删除，移除 3 条数据")).toBeVisible();
  await expect(update).toHaveCount(0);
  await shoot(page, "task-imports-deleted-1440");
});
