import { expect, type Locator, type Page, test } from "@playwright/test";
import { call, chooseOption, saveDrawer, signInSchool } from "./console-kit.ts";
import {
  errorOf,
  field,
  panel,
  selectItem,
  shootView,
  signInPc,
  signInPhoneStudent,
  tokenOf,
} from "./forms-kit.ts";
import { laptop, phone, shoot } from "./screens.ts";

/**
 * Issue 17's small things a newcomer trips over (items 11, 12 and the rest of 14), each done as the user does
 * it: the designer names the server's real upload limit, a number's range is said before typing and its error
 * once, the phone's date field is antd-mobile's picker; the task drawer has one "who fills" and one class
 * picker, the task table's actions are whole at 1440 px, the statistics of a task without a deadline say
 * nothing about deadlines; the term picker shows the whole term, the passport preview says why it waits, and
 * students are listed from the first grade on.
 */
const tag = String(Date.now()).slice(-6);

/** Whether an element shows all of its text (an ellipsis leaves scrollWidth above clientWidth). */
const showsAllText = (el: Locator) => el.evaluate((node) => node.scrollWidth <= node.clientWidth + 1);

/** Waits out a toast that might still come (the filler's toast came after the inline error). */
const settle = (page: Page) => page.waitForTimeout(1200);

test.describe("forms: the designer's upload limit, a number's range, the phone's date", () => {
  const FORM = `入学信息${tag}`;
  let formId = 0;

  test("the designer names the server's upload limit for an image item", async ({ page }) => {
    test.setTimeout(90_000);
    await signInPc(page, "admin");
    const token = await tokenOf(page);
    const headers = { authorization: `Bearer ${token}` };
    const added = await (
      await page.request.post("/api/v3/eos/form/admin/add", {
        headers,
        data: {
          name: FORM,
          items: [
            { id: "photo", name: "近期照片", type: 6 },
            { id: "height", name: "身高", type: 19, isNull: "N", typeJson: { rangeMin: 80, rangeMax: 200 } },
            { id: "born", name: "出生日期", type: 22 },
          ],
        },
      })
    ).json();
    expect(added.success, JSON.stringify(added)).toBe(true);
    formId = added.data.id;
    const release = await page.request.post("/api/v3/eos/form/admin/release", {
      headers,
      data: { id: formId },
    });
    expect((await release.json()).success).toBe(true);

    // What the server takes: the one source of truth, asked the way the filler asks it.
    const oss = (await (await page.request.get("/api/oss/config", { headers })).json()).data;
    const imageMb = Math.floor(oss.limits.image / 1024 / 1024);
    expect(imageMb, "the server caps images below the item's default of 130 MB").toBeLessThan(130);

    await page.goto(`/admin/forms/${formId}/design`);
    await selectItem(page, "近期照片");
    const size = panel(page).getByTestId("prop-max-size");
    await expect(size).toHaveValue(String(imageMb));
    await expect(panel(page)).toContainText(`服务器对此类文件的上限为每个 ${imageMb} MB`);
    await expect(panel(page)).not.toContainText("130");
    // A larger number is not taken: the field stops at the server's cap.
    await size.fill("500");
    await size.blur();
    await expect(size).toHaveValue(String(imageMb));
    await shootView(page, "first-day-designer-upload-1440");
  });

  test("a number's range is hinted on the fill page and its error shows once, on the field", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    expect(formId, "the designer test ran first").toBeGreaterThan(0);
    await signInPc(page, "admin");
    await page.goto(`/admin/forms/${formId}/fill`);
    const height = field(page, "身高");
    await expect(height.getByTestId("fill-range-hint")).toHaveText("请输入 80 到 200 之间的数");
    await height.locator("input").fill("50");
    await page.getByTestId("form-submit").click();
    await expect(errorOf(page, "身高")).toHaveText("身高请输入80到200");
    await settle(page);
    // Once: on the field, not again in a toast.
    await expect(page.getByText("身高请输入80到200")).toHaveCount(1);
    await expect(page.locator(".ant-message-notice")).toHaveCount(0);
    await shoot(page, "first-day-range-1440");
    await height.locator("input").fill("120");
    await expect(errorOf(page, "身高")).toBeHidden();
    await page.getByTestId("form-submit").click();
    await expect(page.getByText("提交成功")).toBeVisible();
  });

  test("on a phone the date opens antd-mobile's picker, and the range error shows once", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    expect(formId, "the designer test ran first").toBeGreaterThan(0);
    const mobile = await signInPhoneStudent(browser, baseURL ?? "", "s26010104");
    const m = mobile.page;
    await m.goto(`/m/form/${formId}`);
    await expect(m.getByTestId("form-fill")).toBeVisible();
    await expect(field(m, "身高").getByTestId("fill-range-hint")).toHaveText("请输入 80 到 200 之间的数");

    await field(m, "出生日期").getByTestId("fill-phone-date").click();
    const picker = m.locator(".adm-picker");
    await expect(picker).toBeVisible();
    await expect(m.locator(".ant-picker-dropdown")).toHaveCount(0);
    await shoot(m, "first-day-phone-date-390", { fullPage: false });
    await picker.getByText("确定").click();
    await expect(picker).toBeHidden();
    await expect(field(m, "出生日期").getByTestId("fill-phone-date")).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

    await field(m, "身高").locator("input").fill("300");
    await m.getByTestId("form-submit").click();
    await expect(errorOf(m, "身高")).toHaveText("身高请输入80到200");
    await settle(m);
    await expect(m.getByText("身高请输入80到200")).toHaveCount(1);
    await shoot(m, "first-day-phone-range-390");
    const width = await m.evaluate(() => document.documentElement.scrollWidth);
    expect(width, "no sideways scrolling at 390 px").toBeLessThanOrEqual(phone.width);
    await field(m, "身高").locator("input").fill("150");
    await m.getByTestId("form-submit").click();
    await expect(m.getByText("提交成功")).toBeVisible();
    await mobile.context.close();
  });
});

test("the task drawer has one 'who fills' and one class picker; the actions are whole; no deadline, no deadline talk", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInSchool(page, "primary.demo", "admin");
  const api = { request: page.request, token: await tokenOf(page) };
  const formName = `晨检记录${tag}`;
  const added = await call(api, "POST", "/v3/eos/form/admin/add", {
    name: formName,
    items: [{ id: "t", name: "体温", type: 20 }],
  });
  expect(added.body.success).toBe(true);
  expect(
    (await call(api, "POST", "/v3/eos/form/admin/release", { id: added.body.data.id })).body.success,
  ).toBe(true);

  await page.goto("/admin/scenes");
  await page.getByTestId("scenes-add").click();
  await page.getByTestId("scene-name").fill(`晨检${tag}`);
  await page.getByTestId("scene-save").click();
  await expect(page).toHaveURL(/\/admin\/scenes\/\d+$/);
  await page.getByTestId("task-add").click();
  const drawer = page.getByTestId("task-drawer");
  await expect(drawer).toBeVisible();
  await page.getByTestId("task-name").fill(`每日晨检${tag}`);
  await chooseOption(page, "task-form", formName);

  // One "填写人" heading, the narrowing inside it.
  const labels = drawer.locator(".ant-form-item-label");
  await expect(labels.filter({ hasText: /^填写人$/ })).toHaveCount(1);
  await expect(drawer.getByTestId("task-fillers")).toBeVisible();
  // Parents of the task's classes: the classes are chosen once.
  await page.getByTestId("task-filler-2").click();
  await expect(drawer.getByTestId("task-classes")).toBeVisible();
  await expect(drawer.getByTestId("task-filler-units")).toHaveCount(0);
  // Teachers of those classes may be narrowed by department or grade, never by a second class choice.
  await page.getByTestId("task-filler-0").click();
  await expect(drawer.getByTestId("task-filler-units")).toContainText("选择部门或年级");
  await page.getByTestId("task-filler-2").click();
  await shoot(page, "first-day-task-drawer-1440", { fullPage: false });
  await page.getByTestId("task-classes").click();
  const classNodes = page.locator(".ant-select-tree-treenode-leaf .ant-select-tree-node-content-wrapper");
  await classNodes.nth(0).click();
  await page.getByTestId("task-name").click(); // closes the tree
  await saveDrawer(page, "task");

  // The row's actions are whole at 1440 px, inside what the table shows.
  const table = page.getByTestId("tasks-table");
  const row = table.getByRole("row").filter({ hasText: `每日晨检${tag}` });
  await expect(row).toBeVisible();
  const actions = row.getByTestId("task-row-actions");
  const shown = await table.locator(".ant-table-container").boundingBox();
  const box = await actions.boundingBox();
  if (!shown || !box) throw new Error("the task table is not on screen");
  expect(box.x + box.width, "the actions end inside the table").toBeLessThanOrEqual(
    shown.x + shown.width + 1,
  );
  expect(box.x + box.width).toBeLessThanOrEqual(laptop.width);
  for (const button of await actions.getByRole("button").all())
    await expect(button).toBeInViewport({ ratio: 1 });
  // And nothing hides behind them: the table fits a laptop screen without sideways scrolling.
  const sideways = await table
    .locator(".ant-table-content, .ant-table-body")
    .first()
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(sideways, "the task table fits at 1440 px").toBeLessThanOrEqual(1);
  await shoot(page, "first-day-tasks-table-1440", { fullPage: false });
  // On a phone the table scrolls inside its card, the actions still at hand, and the page does not.
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  await expect(actions.getByRole("button").first()).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  await shoot(page, "first-day-tasks-table-390", { fullPage: false });
  await row.getByRole("button", { name: /编\s*辑/ }).click();
  await expect(drawer).toBeVisible();
  // An edit opened after an add starts from the task's own values, not an empty form.
  await expect(page.getByTestId("task-name")).toHaveValue(`每日晨检${tag}`);
  await expect(page.getByTestId("task-filler-2")).toBeChecked();
  await page.waitForTimeout(400);
  await shoot(page, "first-day-task-drawer-390", { fullPage: false });
  await page.getByTestId("task-cancel").click();
  await expect(drawer).toBeHidden();
  await page.setViewportSize(laptop);

  // Published, it runs with no deadline: its statistics say nothing about fills after a deadline.
  await row.getByRole("button", { name: /发\s*布/ }).click();
  await page.getByTestId("confirm-ok").last().click();
  await expect(row).toContainText("进行中");
  const tasks = (await call(api, "GET", `/v3/task/list?sceneId=${/scenes\/(\d+)/.exec(page.url())?.[1]}`))
    .body.data as { id: number; name: string }[];
  const taskId = tasks.find((x) => x.name === `每日晨检${tag}`)?.id;
  await page.goto(`/admin/tasks/${taskId}/stats`);
  await expect(page.getByTestId("task-stats-period")).toBeVisible();
  // Nobody is late without a deadline: neither the summary nor the classes talk of on time and late.
  await expect(page.getByTestId("task-stats-ontime")).toHaveCount(0);
  await expect(
    page.getByTestId("task-stats-classes").getByRole("columnheader", { name: "逾期" }),
  ).toHaveCount(0);
  await expect(page.getByText("截止后不再接受填写")).toHaveCount(0);
  await shoot(page, "first-day-task-stats-1440", { fullPage: false });
});

test("the term picker shows the whole term; the passport preview says why it waits; students start at the first grade", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInSchool(page, "middle.demo", "admin");
  for (const [url, testId] of [
    ["/admin/scores", "scores-term"],
    ["/admin/summary", "summary-term"],
    ["/admin/certificates/awards", "awards-term"],
  ] as const) {
    await page.goto(url);
    const select = page.getByTestId(testId);
    // antd 6 holds the chosen option's text in .ant-select-content (with the search input)
    const chosen = select.locator(".ant-select-content");
    await expect(chosen).toContainText("学期");
    const text = ((await chosen.textContent()) ?? "").trim();
    expect(await showsAllText(chosen), `"${text}" is shown whole on ${url}`).toBe(true);
  }
  await page.goto("/admin/scores");
  await expect(page.getByTestId("scores-term")).toContainText("学期");
  await shoot(page, "first-day-term-1440", { fullPage: false });
  await page.setViewportSize(phone);
  await page.waitForTimeout(300);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "the term picker fits a 390 px screen").toBeLessThanOrEqual(phone.width);
  await shoot(page, "first-day-term-390", { fullPage: false });
  await page.setViewportSize(laptop);

  // A new passport template cannot be previewed before it is saved, and the button says so.
  await page.goto("/admin/passports");
  await page.getByTestId("passport-model-add").click();
  const preview = page.getByTestId("passport-model-preview");
  await expect(preview).toBeDisabled();
  await page.getByTestId("passport-model-preview-wait").hover();
  await expect(page.getByRole("tooltip")).toHaveText("先保存模板，再预览它的效果");
  await shoot(page, "first-day-passport-preview-1440", { fullPage: false });
  await page.keyboard.press("Escape");

  // Students: from the first grade (七年级) on, not the last.
  await page.goto("/admin/students");
  const first = page.locator(".ant-table-tbody tr.ant-table-row").first();
  await expect(first).toContainText("七年级");
  await shoot(page, "first-day-students-1440", { fullPage: false });
});
