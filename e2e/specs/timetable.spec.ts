import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { call, phoneParent, signInSchool } from "./console-kit.ts";
import { tokenOf } from "./forms-kit.ts";
import { shoot } from "./screens.ts";

/**
 * Issue 19, timetable: an administrator builds a set, fills one class by dragging lesson cards onto its grid
 * (a clash is refused with its reason) and another by .xlsx (a clashing row is reported and nothing written,
 * then the fixed file imports), and publishes it; the class leader sees today's lessons; a parent on a 390 px
 * phone sees the child's timetable, today first.
 */
const tag = String(Date.now()).slice(-5);
const setName = `E2E课表${tag}`;
const room = `E${tag}`;

type Teacher = { id: number; name: string; account: string | null };
type Child = { id: number; name: string; classId: number; className: string };

/** Today's ISO day (1 Monday … 7 Sunday) where the demo schools are. */
const todayIso = () => {
  const day = new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Shanghai", weekday: "short" }).format(
    new Date(),
  );
  return ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].indexOf(day) + 1;
};

/** Drags with the mouse in small steps, as dnd-kit's pointer sensor needs to notice a drag. */
const drag = async (page: Page, from: string, to: string) => {
  const source = page.getByTestId(from);
  const target = page.getByTestId(to);
  await source.scrollIntoViewIfNeeded();
  const a = await source.boundingBox();
  const b = await target.boundingBox();
  if (!a || !b) throw new Error(`nothing to drag from ${from} to ${to}`);
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 10, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 15 });
  await page.mouse.up();
};

const addCard = async (page: Page, subject: string, teacher: string, cardRoom = "") => {
  await page.getByTestId("timetable-card-subject").fill(subject);
  await page.getByTestId("timetable-card-teacher").locator("input").fill(teacher);
  const option = page
    .locator(".ant-select-dropdown:visible .ant-select-item-option")
    .filter({ hasText: teacher });
  await expect(option.first()).toBeVisible();
  await page.waitForTimeout(300);
  await option.first().click();
  await page.getByTestId("timetable-card-room").fill(cardRoom);
  await page.getByTestId("timetable-card-add").click();
  await expect(page.getByTestId(`timetable-card-${subject}`)).toBeVisible();
};

const workbook = async (rows: (string | number)[][]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("课表");
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
};

test.describe("timetable", () => {
  test("an administrator builds and publishes a timetable; a teacher and a parent see today's lessons", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const day = todayIso();
    const admin = await (await browser.newContext()).newPage();
    await signInSchool(admin, "primary.demo", "admin");
    const api = { request: admin.request, token: await tokenOf(admin) };
    const teachers: Teacher[] = (await call(api, "GET", "/v3/tea/page?size=200")).body.data.list;
    const leader = teachers.find((x) => x.account === "t001") as Teacher;
    const other = teachers.find(
      (x) => x.id !== leader.id && teachers.filter((y) => y.name === x.name).length === 1,
    );
    expect(other, "another teacher with a name of their own").toBeTruthy();
    const parents: { phone: string; children: Child[] }[] = (await call(api, "GET", "/v3/par/page?size=200"))
      .body.data.list;

    // A set of every day of the week (so that today is in it), six periods by default.
    await admin.goto("/admin/timetable");
    await admin.getByTestId("timetable-set-add").click();
    await admin.getByTestId("timetable-set-name").fill(setName);
    const days = admin.getByTestId("timetable-set-days");
    for (const d of ["周六", "周日"]) await days.getByText(d).click();
    await admin.getByTestId("timetable-set-save").click();
    await expect(admin.getByTestId("timetable-editor-page")).toBeVisible();
    await expect(admin.getByTestId("timetable-editor-title")).toContainText(setName);

    // The first class by drag and drop: two cards onto today's first and second periods.
    await addCard(admin, "语文", leader.name, room);
    await addCard(admin, "数学", (other as Teacher).name);
    await drag(admin, "timetable-card-语文", `timetable-cell-${day}-1`);
    await expect(admin.getByTestId(`timetable-entry-${day}-1`)).toContainText("语文");
    await drag(admin, "timetable-card-数学", `timetable-cell-${day}-2`);
    await expect(admin.getByTestId(`timetable-entry-${day}-2`)).toContainText("数学");
    await shoot(admin, "timetable-editor-1440");

    const label = (
      await call(api, "GET", "/timetable/manage/api/getTimetableSetList?size=200")
    ).body.data.list.find((s: { name: string }) => s.name === setName);
    const placed: { orgId: number; className: string }[] = (
      await call(api, "GET", `/timetable/manage/api/getTimetableSet?id=${label.id}`)
    ).body.data.entries;
    expect(placed).toHaveLength(2);
    const firstClass = placed[0]?.className as string;
    const firstClassId = placed[0]?.orgId as number;

    // The leader cannot be in a second class in the same period: refused with the reason, nothing placed.
    const classes = admin.getByTestId("timetable-editor-class");
    await classes.click();
    const secondOption = admin.locator(".ant-select-dropdown:visible .ant-select-item-option").nth(1);
    await expect(secondOption).toBeVisible();
    await admin.waitForTimeout(300);
    const secondClass = ((await secondOption.textContent()) ?? "").trim();
    await secondOption.click();
    await expect(admin.getByTestId(`timetable-cell-${day}-1`)).not.toContainText("语文");
    await drag(admin, "timetable-card-语文", `timetable-cell-${day}-1`);
    await expect(admin.getByTestId("timetable-clash")).toContainText(leader.name);
    await expect(admin.getByTestId(`timetable-cell-${day}-1`)).not.toContainText("语文");

    // The second class by .xlsx: the clashing row is reported and nothing is written; the fixed file imports.
    const header = ["班级", "星期", "节次", "科目", "教师", "教室"];
    const dayName = ["", "周一", "周二", "周三", "周四", "周五", "周六", "周日"][day] as string;
    const good = [secondClass, dayName, 3, "英语", (other as Teacher).name, ""];
    const clashing = [secondClass, dayName, 1, "科学", leader.name, ""];
    await admin.getByTestId("timetable-import-open").click();
    const dialog = admin.getByTestId("timetable-import");
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "timetable.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: await workbook([header, good, clashing]),
    });
    await dialog.getByTestId("timetable-import-check").click();
    await expect(dialog.getByTestId("timetable-import-failed")).toBeVisible();
    await expect(dialog.getByTestId("timetable-import-problems")).toContainText(firstClass);
    await shoot(admin, "timetable-import-1440");
    await dialog.locator(".ant-upload-list-item").hover();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "timetable-fixed.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: await workbook([header, good]),
    });
    await dialog.getByTestId("timetable-import-check").click();
    await expect(dialog.getByTestId("timetable-import-ready")).toBeVisible();
    await dialog.getByTestId("timetable-import-submit").click();
    await expect(dialog.getByTestId("timetable-import-done")).toBeVisible();
    await admin.keyboard.press("Escape");
    await expect(admin.getByTestId(`timetable-entry-${day}-3`)).toContainText("英语");
    const after = (await call(api, "GET", `/timetable/manage/api/getTimetableSet?id=${label.id}`)).body.data;
    expect(after.entries).toHaveLength(3);

    // Published: the list says so.
    await admin.getByTestId("timetable-editor-publish").click();
    await expect(admin.getByTestId("timetable-editor-page")).toContainText("已发布");
    const sets = (await call(api, "GET", "/timetable/manage/api/getTimetableSetList?size=200")).body.data
      .list;
    expect(sets.find((s: { id: number }) => s.id === label.id)?.status).toBe(1);
    await admin.goto("/admin/timetable");
    await expect(admin.getByTestId("timetable-sets")).toContainText(setName);
    await shoot(admin, "timetable-sets-1440");

    // The class leader's day and week.
    const teacher = await (await browser.newContext()).newPage();
    await signInSchool(teacher, "primary.demo", "t001");
    await teacher.goto("/admin/timetable/mine");
    await expect(teacher.getByTestId("timetable-today")).toContainText(room);
    await shoot(teacher, "timetable-teacher-1440");

    // A parent of a child in the first class, on a phone: today first, then the week.
    const parent = parents.find((p) => p.children.length === 1 && p.children[0]?.classId === firstClassId);
    expect(parent, "a parent of one child in the first class").toBeTruthy();
    const { page } = await phoneParent(browser, baseURL as string, (parent as { phone: string }).phone);
    await page.goto("/m/timetable");
    await expect(page.getByTestId("mobile-timetable-today")).toContainText(room);
    await expect(page.getByTestId("mobile-timetable-week")).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shoot(page, "timetable-parent-390");
  });
});
