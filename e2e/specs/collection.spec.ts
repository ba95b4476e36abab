import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import {
  call,
  chooseOption,
  confirm,
  phoneParent,
  saveDrawer,
  signInArea,
  signInSchool,
} from "./console-kit.ts";
import { tokenOf } from "./forms-kit.ts";
import { laptop, phone, shoot } from "./screens.ts";

/**
 * Issue 6's whole path: the area shelves a scene, Demo Primary School copies it from the hall and publishes its
 * task to two classes' parents, a parent fills it on a phone from the to-do list, the class leader follows
 * completion, reminds and exports; Demo Middle School sees none of the school's task.
 */
const tag = String(Date.now()).slice(-6);
const sceneName = `阅读打卡${tag}`;
const taskName = `每日阅读${tag}`;

test.describe("data collection", () => {
  test("area scene → school copy and task → parent fills on a phone → teacher follows, reminds, exports", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // 1. The area administrator makes a form (through the API: the designer has its own spec), then a scene
    //    and its task in the console, shows it and shelves it into the scene hall.
    const area = await (await browser.newContext()).newPage();
    await signInArea(area);
    const areaApi = { request: area.request, token: await tokenOf(area) };
    const added = await call(areaApi, "POST", "/v3/eos/form/admin/add", {
      name: `阅读记录${tag}`,
      items: [{ id: "m", name: "阅读时长（分钟）", type: 1, isNull: 1 }],
    });
    expect(added.body.success).toBe(true);
    expect(
      (await call(areaApi, "POST", "/v3/eos/form/admin/release", { id: added.body.data.id })).body.success,
    ).toBe(true);

    await area.goto("/admin/scenes");
    await area.getByTestId("scenes-add").click();
    await area.getByTestId("scene-name").fill(sceneName);
    await area.getByTestId("scene-description").fill("每天记录阅读时长");
    await area.getByTestId("scene-save").click();
    await expect(area).toHaveURL(/\/admin\/scenes\/\d+$/);
    await area.getByTestId("task-add").click();
    await area.getByTestId("task-name").fill(taskName);
    await chooseOption(area, "task-form", `阅读记录${tag}`);
    await area.getByTestId("task-filler-2").click();
    await area.getByTestId("task-recurrence-1").click();
    await saveDrawer(area, "task");
    await expect(area.getByTestId("tasks-table")).toContainText(taskName);
    await area
      .getByRole("button", { name: /^显\s*示$/ })
      .first()
      .click();
    await area
      .getByRole("button", { name: /^上\s*架$/ })
      .first()
      .click();
    await confirm(area);
    await expect(area.getByText("已上架").first()).toBeVisible();
    await shoot(area, "collection-area-scene-1440");
    const areaSceneId = Number(/scenes\/(\d+)/.exec(area.url())?.[1]);

    // 2. Demo Primary School's administrator copies it from the hall, gives the task two classes, and
    //    publishes it, which shows the hidden scene too.
    const admin = await (await browser.newContext()).newPage();
    await signInSchool(admin, "primary.demo", "admin");
    await admin.goto("/admin/scene-hall");
    const hall = admin.getByTestId("scene-hall-table");
    const hallRow = hall.getByRole("row").filter({ hasText: sceneName });
    await expect(hallRow).toBeVisible();
    await shoot(admin, "collection-scene-hall-1440");
    await hallRow.getByRole("button", { name: /复\s*制/ }).click();
    await confirm(admin);
    await admin.getByTestId("hall-open-new").click();
    await expect(admin).toHaveURL(/\/admin\/scenes\/\d+$/);
    const taskRow = admin.getByTestId("tasks-table").getByRole("row").filter({ hasText: taskName });
    await taskRow.getByRole("button", { name: /编\s*辑/ }).click();
    await admin.getByTestId("task-classes").click();
    const classNodes = admin.locator(".ant-select-tree-treenode-leaf .ant-select-tree-node-content-wrapper");
    await classNodes.nth(0).click();
    await classNodes.nth(1).click();
    await admin.getByTestId("task-name").click(); // closes the tree
    await saveDrawer(admin, "task");
    await expect(taskRow).toBeVisible();
    await taskRow.getByRole("button", { name: /发\s*布/ }).click();
    // The copy is hidden: publishing says nobody would see the task, and shows the scene with the same click.
    await expect(admin.getByTestId("publish-hidden-scene")).toContainText("场景显示之前");
    await expect(admin.getByTestId("publish-hidden-scene").getByRole("checkbox")).toBeChecked();
    await shoot(admin, "collection-publish-hidden-1440");
    await confirm(admin);
    await expect(taskRow).toContainText("进行中");
    await expect(admin.getByRole("button", { name: /^隐\s*藏$/ }).first()).toBeVisible();
    await shoot(admin, "collection-school-scene-1440");
    await admin.setViewportSize(phone);
    await admin.waitForTimeout(300);
    await shoot(admin, "collection-school-scene-390");
    await admin.setViewportSize(laptop);

    // Which parent: one of a student of the class leader t001's class.
    const leader = await (await browser.newContext()).newPage();
    await signInSchool(leader, "primary.demo", "t001");
    const leaderApi = { request: leader.request, token: await tokenOf(leader) };
    const [student] = (await call(leaderApi, "GET", "/v3/stu/page?size=1")).body.data.list;
    const adminApi = { request: admin.request, token: await tokenOf(admin) };
    const [parentOf] = (await call(adminApi, "GET", `/v3/par/ofStudent?studentId=${student.id}`)).body.data;

    // 3. The parent sees the task in the to-do list on a phone, fills it, and it leaves the list.
    const parent = await phoneParent(browser, baseURL as string, parentOf.phone);
    const todo = parent.page.getByTestId("todo-list");
    await expect(todo).toContainText(taskName);
    await shoot(parent.page, "collection-parent-todo-390");
    await todo.getByText(taskName).click();
    await expect(parent.page).toHaveURL(/\/m\/form\/\d+\?taskId=\d+/);
    const minutes = parent.page.locator("input").first();
    await minutes.fill("35");
    await shoot(parent.page, "collection-parent-fill-390");
    await parent.page.getByRole("button", { name: /提\s*交/ }).click();
    await expect(parent.page).toHaveURL(/\/m\/?$/);
    await expect(parent.page.getByTestId("todo-list")).not.toContainText(taskName);

    // 4. The class leader follows completion by class, reminds the missing parents and exports the list.
    await leader.goto("/admin/progress");
    const progressRow = leader.getByTestId("progress-table").getByRole("row").filter({ hasText: taskName });
    await expect(progressRow).toBeVisible();
    await progressRow.click();
    await expect(leader).toHaveURL(/\/admin\/tasks\/\d+\/stats$/);
    const classes = leader.getByTestId("task-stats-classes");
    await expect(classes.getByRole("row")).toHaveCount(2); // header + the leader's one class
    await expect(classes).toContainText("1");
    await shoot(leader, "collection-task-stats-1440");
    await leader.setViewportSize(phone);
    await leader.waitForTimeout(300);
    await shoot(leader, "collection-task-stats-390");
    await leader.setViewportSize(laptop);
    await leader.getByTestId("task-remind").click();
    await confirm(leader);
    await expect(leader.getByText(/已通知 \d+ 人/)).toBeVisible();
    const [download] = await Promise.all([
      leader.waitForEvent("download"),
      leader.getByTestId("task-export-missing").click(),
    ]);
    const book = new ExcelJS.Workbook();
    const bytes = readFileSync(await download.path());
    await book.xlsx.load(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBeGreaterThan(1);
    const listed = sheet.getColumn(1).values.slice(2).map(String);
    expect(listed).not.toContain(student.name);

    // A reminded parent sees the notice under messages.
    const taskId = Number(/tasks\/(\d+)\/stats/.exec(leader.url())?.[1]);
    const missing = (
      await call(leaderApi, "GET", `/v3/statistics/task/people?taskId=${taskId}&state=missing&size=1`)
    ).body.data.list[0];
    const [otherParent] = (await call(adminApi, "GET", `/v3/par/ofStudent?studentId=${missing.studentId}`))
      .body.data;
    const reminded = await phoneParent(browser, baseURL as string, otherParent.phone);
    await reminded.page.goto("/m/messages");
    await expect(reminded.page.getByTestId("notice-list")).toContainText(taskName);
    await shoot(reminded.page, "collection-parent-messages-390");

    // The area follows its scene across its schools, and sees which schools use it.
    await area.goto(`/admin/scenes/${areaSceneId}`);
    const across = area.getByTestId("area-schools-progress-table");
    const primaryRow = across.getByRole("row").filter({ hasText: "Demo Primary School" });
    await expect(primaryRow).toContainText("1");
    await primaryRow.click();
    const drawer = area.getByTestId("area-school-drawer");
    await expect(drawer).toContainText(taskName);
    await area.waitForTimeout(500); // the drawer's slide-in
    await shoot(area, "collection-area-drilldown-1440");
    await area.goto("/admin/usage");
    const usageRow = area.getByTestId("usage-scenes-table").getByRole("row").filter({ hasText: sceneName });
    await expect(usageRow).toBeVisible();
    await usageRow.click();
    await expect(area.getByTestId("usage-schools-drawer")).toContainText("Demo Primary School");
    await area.waitForTimeout(500);
    await shoot(area, "collection-area-usage-1440");
    await admin.goto("/admin/monitor");
    await expect(admin.getByTestId("monitor-table")).toContainText(taskName);
    await shoot(admin, "collection-monitor-1440");

    // 5. Demo Middle School's staff see none of Demo Primary School's task.
    const middle = await (await browser.newContext()).newPage();
    await signInSchool(middle, "middle.demo", "admin");
    const middleApi = { request: middle.request, token: await tokenOf(middle) };
    expect((await call(middleApi, "GET", `/v3/task/byid?id=${taskId}`)).status).toBe(404);
    expect((await call(middleApi, "GET", `/v3/statistics/task/completion?taskId=${taskId}`)).status).toBe(
      404,
    );
    await middle.goto("/admin/progress");
    await expect(middle.getByTestId("progress-table")).toBeVisible();
    await expect(middle.getByTestId("progress-table")).not.toContainText(taskName);
    await parent.context.close();
    await reminded.context.close();
  });
});
