import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import {
  canvasItem,
  clickAdd,
  dragTo,
  errorOf,
  field,
  nameSelected,
  panel,
  rowCells,
  saved,
  selectItem,
  setOptions,
  shootView,
  signInPc,
  signInPhoneStudent,
} from "./forms-kit.ts";
import { laptop, phone, shoot } from "./screens.ts";

/**
 * Issue 5's journey through the real pages: an administrator designs a form of more than 25 control types
 * (drag and drop and clicks), fixes what release-time checking finds and releases it; it is filled on a PC and
 * on a phone with a validation error fixed each time; a value is edited; a class teacher fills it for three
 * students at once; the values go out to .xlsx and a LibreOffice-written file comes in. The tests run in order
 * on one form (serial).
 */
const FORM_NAME = "新生报名表E2E";
const LIBREOFFICE_FILE = join(
  import.meta.dirname,
  "..",
  "..",
  "apps",
  "server",
  "test",
  "fixtures",
  "form-values-libreoffice.xlsx",
);

const readWorkbook = async (path: string) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  return workbook;
};

/** A cell's text: plain values as strings, rich text joined, hyperlinks by their text. */
const cellText = (value: unknown): string => {
  if (value === null || value === undefined) return "";
  if (typeof value !== "object") return String(value);
  const v = value as { richText?: { text: string }[]; text?: string; result?: unknown };
  if (v.richText) return v.richText.map((r) => r.text).join("");
  if (v.text !== undefined) return String(v.text);
  if (v.result !== undefined) return String(v.result);
  return String(value);
};

/** Codes added by clicking after the named items (each keeps its default name). */
const MORE_CODES = [2, 3, 8, 14, 15, 16, 17, 21, 26, 27, 52, 25, 6, 31, 47, 56, 57, 54];

test.describe.configure({ mode: "serial" });

let formId = 0;

async function design(page: Page) {
  await page.goto("/admin/forms");
  await page.getByTestId("forms-create").click();
  await page.getByTestId("forms-create-name").fill(FORM_NAME);
  await page.getByTestId("forms-create-ok").click();
  await expect(page).toHaveURL(/\/admin\/forms\/\d+\/design$/);
  formId = Number(/forms\/(\d+)\/design/.exec(page.url())?.[1]);
  await expect(page.getByTestId("canvas-empty")).toBeVisible();

  // The first control is dragged from the palette onto the empty canvas.
  await dragTo(
    page,
    page.getByTestId("palette-1"),
    page.getByTestId("list-root").locator(".eos-designer-zone"),
  );
  await expect(page.getByTestId("canvas-item")).toHaveCount(1);
  await nameSelected(page, "姓名");
  await panel(page).getByTestId("prop-required").click();
  await expect(canvasItem(page, "姓名")).toContainText("必填");

  // A group form, with one child dragged into it and one added by a click while the child is selected
  // (while the canvas is short, so that palette and group are both on screen).
  await clickAdd(page, 32);
  await nameSelected(page, "家庭成员");
  const group = canvasItem(page, "家庭成员");
  await dragTo(page, page.getByTestId("palette-1"), group.locator(".eos-designer-zone").last());
  await expect(group.getByTestId("canvas-item")).toHaveCount(1);
  await nameSelected(page, "成员称呼");
  await clickAdd(page, 15);
  await nameSelected(page, "成员电话");
  await expect(group.getByTestId("canvas-item").getByTestId("canvas-item-name")).toHaveText([
    "成员称呼",
    "成员电话",
  ]);

  // The rest go between the name and the group: each click adds after the selected item.
  await selectItem(page, "姓名");

  await clickAdd(page, 19);
  await nameSelected(page, "年龄");
  await panel(page).getByRole("spinbutton", { name: "最小值" }).fill("3");
  await panel(page).getByRole("spinbutton", { name: "最大值" }).fill("20");
  await clickAdd(page, 4);
  await nameSelected(page, "兴趣");
  await setOptions(page, ["美术", "音乐"]);
  await clickAdd(page, 5);
  await nameSelected(page, "特长");
  await setOptions(page, ["跑步", "游泳", "下棋"]);
  await expect(canvasItem(page, "特长").locator(".eos-designer-item-options li")).toHaveText([
    "跑步",
    "游泳",
    "下棋",
  ]);
  await clickAdd(page, 22);
  await nameSelected(page, "报名日期");
  await clickAdd(page, 20);
  await nameSelected(page, "加分");
  await clickAdd(page, 30);
  await nameSelected(page, "合计");
  await clickAdd(page, 4);
  await nameSelected(page, "参观场次");
  await setOptions(page, ["上午场", "下午场"], { 0: 30 });
  const before = await page.getByTestId("canvas-item").count();
  for (const code of MORE_CODES) await page.getByTestId(`palette-${code}`).click();
  await expect(page.getByTestId("canvas-item")).toHaveCount(before + MORE_CODES.length);

  // The formula refers to two number items through the editor's field buttons (saved ids, not temporary).
  await saved(page);
  await selectItem(page, "合计");
  const refs = panel(page).getByTestId("formula-fields");
  const formula = panel(page).getByTestId("formula-input");
  await refs.getByRole("button", { name: "年龄", exact: true }).click();
  await expect(formula).toHaveValue(/^\{\d+\}$/);
  await formula.fill(`${await formula.inputValue()} + `);
  await refs.getByRole("button", { name: "加分", exact: true }).click();
  await expect(panel(page).getByTestId("formula-input")).toHaveValue(/^\{\d+\} \+ \{\d+\}$/);
  await expect(panel(page).getByTestId("formula-check")).toContainText("公式正确");

  // Release finds the auto number without a format; picking the problem selects it to be fixed.
  await page.getByTestId("designer-release").click();
  const problems = page.getByTestId("release-problems");
  await expect(problems.getByTestId("release-problem")).toHaveCount(1);
  await expect(problems.getByTestId("release-problem")).toContainText("自动编号");
  await shootView(page, "forms-designer-problems-1440");
  await problems.getByTestId("release-problem").click();
  await expect(panel(page).getByTestId("prop-name")).toHaveValue("自动编号");
  await panel(page).getByTestId("autonumber-format").fill("BM{yyyyMMdd}{SORT_DAY:3}");
  await expect(panel(page).getByTestId("autonumber-status")).toContainText(/示例：BM\d{8}001/);
  await page.getByTestId("designer-release").click();
  await expect(page.getByText("已发布为第1版")).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(".eos-designer-toolbar")).toContainText("第1版");
  await expect(problems).toBeHidden();
}

test("an administrator designs a form of 26 control types, fixes what release finds and releases it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInPc(page, "admin");
  await design(page);
  const types = await page
    .getByTestId("canvas-item")
    .evaluateAll((els) => els.map((el) => Number((el as HTMLElement).dataset.itemType)));
  expect(new Set(types).size).toBeGreaterThanOrEqual(25);
  await selectItem(page, "参观场次");
  await shootView(page, "forms-designer-1440");

  await page.goto("/admin/forms");
  const row = page.getByTestId("forms-table").locator("tr", { hasText: FORM_NAME });
  await expect(row).toContainText("第1版");
  await expect(row.getByTestId(`form-fill-${formId}`)).toBeVisible();
});

test("it is filled at 1440 px and on a 390 px phone, each time after fixing a validation error", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  expect(formId, "the design test ran first").toBeGreaterThan(0);
  await signInPc(page, "admin");
  await page.goto(`/admin/forms/${formId}/fill`);
  await expect(page.getByTestId("form-fill")).toBeVisible();
  await expect(field(page, "参观场次")).toContainText("剩余 30");

  await page.getByTestId("form-submit").click();
  await expect(errorOf(page, "姓名")).toHaveText("姓名不能为空");
  await field(page, "姓名").locator("input").fill("赵一");
  await expect(errorOf(page, "姓名")).toBeHidden();
  await field(page, "年龄").locator("input").fill("30");
  await expect(errorOf(page, "年龄")).toHaveText("年龄请输入3到20");
  await field(page, "年龄").locator("input").fill("12");
  await expect(errorOf(page, "年龄")).toBeHidden();
  await field(page, "兴趣").getByText("音乐").click();
  await field(page, "特长").getByText("跑步").click();
  await field(page, "特长").getByText("下棋").click();
  await field(page, "报名日期").locator("input").click();
  await field(page, "报名日期").locator("input").fill("2026-09-05");
  await field(page, "报名日期").locator("input").press("Enter");
  await field(page, "加分").locator("input").fill("1.5");
  await expect(field(page, "合计").locator("output")).toHaveText("13.5");
  await field(page, "参观场次").getByText("上午场").click();
  const group = page.locator("fieldset.eos-fill-group");
  const records = group.locator(".eos-fill-record");
  await expect(records).toHaveCount(1);
  await group.getByRole("button", { name: "添加一条" }).click();
  await expect(records).toHaveCount(2);
  for (const [i, [who, tel]] of [
    ["母亲", "13800000000"],
    ["父亲", "13900000000"],
  ].entries()) {
    await field(records.nth(i), "成员称呼").locator("input").fill(who);
    await field(records.nth(i), "成员电话").locator("input").fill(tel);
  }
  await shoot(page, "forms-filler-1440");
  await page.getByTestId("form-submit").click();
  await expect(page.getByText("提交成功")).toBeVisible();

  // A student of the class fills it on a phone: a too-small age is refused until corrected.
  const mobile = await signInPhoneStudent(browser, baseURL ?? "", "s26010102");
  const m = mobile.page;
  await m.goto(`/m/form/${formId}`);
  await expect(m.getByTestId("form-fill")).toBeVisible();
  await expect(field(m, "参观场次")).toContainText("剩余 29");
  await field(m, "姓名").locator("input").fill("钱二");
  await field(m, "年龄").locator("input").fill("2");
  await expect(errorOf(m, "年龄")).toHaveText("年龄请输入3到20");
  await m.getByTestId("form-submit").click();
  await expect(errorOf(m, "年龄")).toBeVisible();
  await field(m, "年龄").locator("input").fill("9");
  await expect(errorOf(m, "年龄")).toBeHidden();
  await field(m, "兴趣").getByText("美术").click();
  await field(m, "参观场次").getByText("下午场").click();
  await shoot(m, "forms-filler-390");
  const width = await m.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "no sideways scrolling at 390 px").toBeLessThanOrEqual(phone.width);
  await m.getByTestId("form-submit").click();
  await expect(m.getByText("提交成功")).toBeVisible();
  await mobile.context.close();
});

test("a value is edited, and a class teacher fills the form for three students at once", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  expect(formId, "the design test ran first").toBeGreaterThan(0);
  await signInPc(page, "admin");
  await page.goto(`/admin/forms/${formId}/data`);
  const table = page.getByTestId("form-data-table");
  expect(await rowCells(table, "赵一")).toMatchObject({
    姓名: "赵一",
    年龄: "12",
    兴趣: "音乐",
    特长: "跑步、下棋",
  });
  expect(await rowCells(table, "钱二")).toMatchObject({ 年龄: "9", 兴趣: "美术" });
  await table.locator("tr", { hasText: "赵一" }).locator('[data-testid^="value-edit-"]').click();
  await expect(page).toHaveURL(/formValId=\d+/);
  await expect(field(page, "姓名").locator("input")).toHaveValue("赵一");
  await expect(field(page, "合计").locator("output")).toHaveText("13.5");
  await field(page, "年龄").locator("input").fill("14");
  await expect(field(page, "合计").locator("output")).toHaveText("15.5");
  await page.getByTestId("form-submit").click();
  await expect(page.getByText("提交成功")).toBeVisible();
  await page.goto(`/admin/forms/${formId}/data`);
  await expect(table.locator("tr", { hasText: "赵一" })).toHaveCount(1);
  await expect.poll(async () => (await rowCells(table, "赵一")).年龄).toBe("14");

  // The class leader of 七年级(1)班 fills for three of the class's students.
  const teacherContext = await browser.newContext({ baseURL, viewport: laptop, locale: "zh-CN" });
  const teacher = await teacherContext.newPage();
  await signInPc(teacher, "t001");
  await teacher.goto(`/admin/forms/${formId}/batch`);
  await expect(teacher.getByTestId("form-fill")).toBeVisible();
  await field(teacher, "姓名").locator("input").fill("班主任代填");
  await field(teacher, "年龄").locator("input").fill("13");
  await teacher.getByRole("button", { name: "选择学生" }).click();
  const picker = teacher.getByTestId("member-picker");
  const rows = picker.locator('tr[data-testid^="member-row-"]');
  await expect(rows.first()).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    names.push(((await rows.nth(i).locator("td").nth(1).textContent()) ?? "").trim());
    await rows.nth(i).locator("input[type=checkbox]").check();
  }
  await teacher.getByTestId("member-picker-ok").click();
  await expect(teacher.getByTestId("batch-students").locator(".ant-tag")).toHaveText(names);
  await teacher.getByTestId("form-submit").click();
  await expect(teacher.getByText("已为 3 名学生提交")).toBeVisible();
  await teacherContext.close();

  await page.reload();
  const batch = table.locator("tr", { hasText: "班主任代填" });
  await expect(batch).toHaveCount(3);
  for (const name of names) expect((await rowCells(table, name)).填写对象).toBe(name);
  await expect(page.getByText("共 5 条")).toBeVisible();
  await shoot(page, "forms-values-1440");
  await page.setViewportSize(phone);
  await shoot(page, "forms-values-390");
});

test("the values are exported to .xlsx, and a LibreOffice file imports with its one bad row reported", async ({
  page,
}) => {
  test.setTimeout(90_000);
  expect(formId, "the design test ran first").toBeGreaterThan(0);
  await signInPc(page, "admin");
  await page.goto(`/admin/forms/${formId}/data`);
  const table = page.getByTestId("form-data-table");
  await expect(table.locator("tr", { hasText: "赵一" })).toBeVisible();

  const exported = page.waitForEvent("download");
  await page.getByTestId("form-data-export").click();
  const download = await exported;
  expect(download.suggestedFilename()).toBe(`${FORM_NAME}.xlsx`);
  const sheet = (await readWorkbook(await download.path())).worksheets[0];
  const header = (sheet.getRow(1).values as unknown[]).map(cellText);
  expect(header).toEqual(expect.arrayContaining(["姓名", "年龄", "兴趣", "特长", "报名日期", "合计"]));
  const column = (name: string) => header.indexOf(name);
  const rows = sheet.getRows(2, sheet.rowCount - 1) ?? [];
  const zhao = rows.find((r) => cellText(r.getCell(column("姓名")).value) === "赵一");
  expect(zhao, "赵一's row in the export").toBeTruthy();
  expect(cellText(zhao?.getCell(column("年龄")).value)).toBe("14");
  expect(cellText(zhao?.getCell(column("兴趣")).value)).toBe("音乐");
  expect(rows.filter((r) => cellText(r.getCell(column("姓名")).value) === "班主任代填")).toHaveLength(3);

  await page.getByTestId("form-data-import").click();
  const dialog = page.getByRole("dialog");
  await dialog.locator('input[type="file"]').setInputFiles(LIBREOFFICE_FILE);
  await page.getByTestId("import-check").click();
  await expect(page.getByTestId("import-checked")).toHaveText("检查完成：2 行可以导入，1 行有问题", {
    timeout: 20_000,
  });
  const problems = page.getByTestId("import-problems");
  await expect(problems.locator("tbody tr")).toHaveCount(1);
  await expect(problems.locator("tbody tr")).toContainText("4");
  await expect(problems.locator("tbody tr")).toContainText("年龄请输入3到20");
  const errorsFile = page.waitForEvent("download");
  await page.getByTestId("import-errors").click();
  const errorRows = (await readWorkbook(await (await errorsFile).path())).worksheets[0];
  expect((errorRows.getRow(2).values as unknown[]).map(cellText)).toEqual(
    expect.arrayContaining(["王五", "30", "年龄请输入3到20"]),
  );
  await shoot(page, "forms-import-check-1440");

  await page.getByTestId("import-run").click();
  await expect(page.getByTestId("import-done")).toHaveText("导入完成：已导入 2 行，1 行有问题", {
    timeout: 20_000,
  });
  await shoot(page, "forms-import-done-1440");
  await page.setViewportSize(phone);
  await shoot(page, "forms-import-done-390");
  await page.setViewportSize(laptop);
  await dialog.locator(".ant-modal-footer").getByRole("button", { name: "关闭" }).click();
  await expect(table.locator("tr", { hasText: "张三" })).toBeVisible();
  expect(await rowCells(table, "张三")).toMatchObject({ 年龄: "10", 兴趣: "美术", 特长: "跑步、游泳" });
  expect(await rowCells(table, "李四")).toMatchObject({ 年龄: "12", 兴趣: "音乐", 特长: "下棋" });
  await expect(table.locator("tr", { hasText: "王五" })).toHaveCount(0);
  await expect(page.getByText("共 7 条")).toBeVisible();
});
