import { expect, type Page, test } from "@playwright/test";
import { type Api, call, chooseOption, phoneTeacher, signInSchool } from "./console-kit.ts";
import { tokenOf } from "./forms-kit.ts";
import { phone, shoot } from "./screens.ts";

/**
 * Teacher growth and cultivate models in Demo Primary School. The demo seed gives teacher growth a model
 * (教师专业成长评价), a weekly teacher task and scored records of t001–t008: the administrator reads the staff
 * list and a teacher's record (radar, lineage), t001 reads their own on a phone. Then the administrator builds
 * a cultivate model whose goal reads a student indicator, processes it and reads its chart.
 */
const tag = String(Date.now()).slice(-6);

/**
 * Student scores for the cultivate chart, through the API: a student model (品德发展 › 阅读积累, 40 points), a
 * teacher task over one class whose fills give minutes ÷ 2 points, and the administrator's fills about that
 * class: 60 minutes for half of it (75 %, 良好), 80 for the rest (100 %, 优秀).
 */
async function studentScores(api: Api) {
  const ok = async (p: ReturnType<typeof call>) => {
    const r = await p;
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    return r.body.data;
  };
  const model = await ok(
    call(api, "POST", "/v3/target/add", {
      name: `学生综合素质${tag}`,
      indicators: [
        { key: "m", parentKey: null, name: "品德发展", weight: 100, maxScore: 100 },
        { key: "m1", parentKey: "m", name: "阅读积累", weight: 0, maxScore: 40 },
      ],
    }),
  );
  const detail = await ok(call(api, "GET", `/v3/target/detail?id=${model.id}`));
  const leaf = detail.indicators.find((i: { name: string }) => i.name === "阅读积累").id;
  const form = await ok(
    call(api, "POST", "/v3/eos/form/admin/add", {
      name: `阅读打卡${tag}`,
      items: [{ id: "m", name: "阅读时长（分钟）", type: 19, isNull: 1 }],
    }),
  );
  await ok(call(api, "POST", "/v3/eos/form/admin/release", { id: form.id }));
  const item = (await ok(call(api, "GET", `/v3/eos/form/admin/byid?id=${form.id}`))).items[0].id;
  const [first] = (await ok(call(api, "GET", "/v3/stu/page?size=1"))).list;
  const students = (await ok(call(api, "GET", `/v3/stu/page?size=100&orgId=${first.classId}`))).list.filter(
    (s: { classId: number }) => s.classId === first.classId,
  ) as { id: number }[];
  const scene = await ok(call(api, "POST", "/v3/saveScene", { name: `阅读评价${tag}` }));
  const task = await ok(
    call(api, "POST", "/v3/task/save", {
      sceneId: scene.id,
      name: `阅读打卡${tag}`,
      formId: form.id,
      fillerType: 0,
      classIds: [first.classId],
    }),
  );
  await ok(call(api, "POST", "/v3/scene/show", { id: scene.id }));
  await ok(call(api, "POST", "/v3/task/publish", { id: task.id }));
  await ok(
    call(api, "POST", "/v3/computeRule/save", {
      modelId: model.id,
      indicatorId: leaf,
      name: "阅读时长",
      config: { sceneId: scene.id, kind: "item", itemId: String(item), scale: 0.5 },
    }),
  );
  const half = Math.ceil(students.length / 2);
  for (const [minutes, group] of [
    ["60", students.slice(0, half)],
    ["80", students.slice(half)],
  ] as const)
    await ok(
      call(api, "POST", "/app/eos/form/wx/addBatch", {
        formId: form.id,
        taskId: task.id,
        items: [{ itemId: item, val: minutes }],
        exJson: { belongInfos: group.map((s) => ({ stuId: s.id })) },
      }),
    );
  return { modelName: `学生综合素质${tag}`, className: first.className as string, students: students.length };
}

/** Nothing the catalogues lack shows as a raw key (e.g. teaGrowth.list.title). */
async function noRawKeys(page: Page) {
  const text = (await page.locator("body").textContent()) ?? "";
  expect(text).not.toMatch(/\b(teaGrowth|cultivate|evaluation)\.[a-zA-Z]+\.[a-zA-Z.]+/);
}

test.describe("growth", () => {
  test("teacher growth from the seed (list, record, radar, lineage, phone) → a cultivate model processed into its chart", async ({
    browser,
    baseURL,
  }) => {
    // About 45 s on this machine under load (the server and its seed start before, outside the test).
    test.setTimeout(90_000);
    const admin = await (await browser.newContext()).newPage();
    await signInSchool(admin, "primary.demo", "admin");

    // 1. The staff list: the seed's model, t001–t008 scored, the best first.
    await admin.goto("/admin/tea-growth");
    await expect(admin.getByTestId("growth-model")).toContainText("教师专业成长评价");
    const table = admin.getByTestId("growth-table");
    const rows = table.locator(".ant-table-tbody tr.ant-table-row");
    await expect(rows.first()).toContainText("94");
    await expect(rows.first()).toContainText("优秀");
    await expect(table.locator(".ant-table-thead")).toContainText("师德师风");
    await expect(admin.getByText("良好").first()).toBeVisible();
    await noRawKeys(admin);
    await shoot(admin, "growth-staff-1440");

    // 2. A teacher's record: the radar, the trend, the indicator table; a row opens why (the rule and its fills).
    await rows.first().getByRole("link").first().click();
    await expect(admin).toHaveURL(/\/admin\/tea-growth\/teacher\/\d+$/);
    await expect(admin.getByTestId("record-total")).toHaveText("94");
    await expect(admin.getByTestId("record-band")).toHaveText("优秀");
    await expect(admin.getByTestId("record-radar")).toBeVisible();
    await noRawKeys(admin);
    await shoot(admin, "growth-record-1440");
    await admin.locator("tr").filter({ hasText: "课堂教学与研究" }).first().click();
    const lineage = admin.getByTestId("lineage-drawer");
    await expect(lineage).toContainText("公开课与论文");
    await expect(lineage).toContainText("教师成长记录");
    await shoot(admin, "growth-lineage-1440");
    await admin.keyboard.press("Escape");

    // 3. t001 on a phone: their own record, 390 px wide, nothing wider than the screen.
    const mine = await phoneTeacher(browser, baseURL as string, "t001");
    await mine.goto("/m/tea-growth");
    await expect(mine.getByTestId("mobile-growth-page")).toBeVisible();
    await expect(mine.getByTestId("record-total")).toHaveText("94");
    await expect(mine.getByTestId("record-radar")).toBeVisible();
    const overflow = await mine.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await noRawKeys(mine);
    await shoot(mine, "growth-mobile-390");
    await mine.context().close();

    // 4. A cultivate model over a student model with scores: one goal linked to 阅读积累.
    const { modelName, className, students } = await studentScores({
      request: admin.request,
      token: await tokenOf(admin),
    });
    await admin.goto("/admin/cultivate");
    await admin.getByTestId("cultivate-add").click();
    await expect(admin).toHaveURL(/\/admin\/cultivate\/new$/);
    await admin.getByTestId("cultivate-name").fill(`阅读素养培养${tag}`);
    await chooseOption(admin, "cultivate-target", modelName);
    await admin.getByTestId("goal-add-top").click();
    await admin.getByTestId("goal-name").fill("阅读习惯");
    await admin.getByTestId("goal-indicators").click();
    const option = admin.locator(".ant-select-tree-node-content-wrapper").filter({ hasText: "阅读积累" });
    await expect(option).toBeVisible();
    await admin.waitForTimeout(300);
    await option.click();
    await admin.keyboard.press("Escape");
    await admin.getByTestId("goal-save").click();
    await expect(admin.getByTestId("goal-links")).toContainText("阅读积累");
    await admin.getByTestId("cultivate-save").click();
    await expect(admin).toHaveURL(/\/admin\/cultivate\/\d+$/);
    await expect(admin.getByTestId("cultivate-version")).toBeVisible();
    await noRawKeys(admin);
    await shoot(admin, "growth-cultivate-editor-1440");

    // 5. Its chart: never processed; processing runs as a job, then the goal's average shows.
    await admin.getByTestId("cultivate-open-chart").click();
    await expect(admin).toHaveURL(/\/admin\/cultivate\/\d+\/chart$/);
    const status = admin.getByTestId("cultivate-status");
    await expect(status).toHaveAttribute("data-status", "never");
    await admin.getByTestId("cultivate-refresh").click();
    await expect(status).toHaveAttribute("data-status", "fresh", { timeout: 20_000 });
    // The class whose students were scored: every one of them reached a band (half 良好, half 优秀).
    await admin.getByTestId("cultivate-class").click();
    await admin
      .locator(".ant-select-tree-treenode-leaf .ant-select-tree-node-content-wrapper")
      .filter({ hasText: className })
      .first()
      .click();
    await expect(admin.getByTestId("cultivate-scope")).toContainText(className);
    await expect(admin.getByTestId("cultivate-scope")).toContainText(String(students));
    const averages = admin.getByTestId("cultivate-averages");
    await expect(averages.getByTestId("cultivate-averages-chart")).toBeVisible();
    await averages.getByText("表格").click();
    const goalRow = averages.getByRole("row").filter({ hasText: "阅读习惯" });
    await expect(goalRow).toContainText("阅读积累");
    await expect(goalRow).toContainText(String(students));
    await averages.getByText("图表").click();
    await noRawKeys(admin);
    await shoot(admin, "growth-cultivate-chart-1440");
    await admin.setViewportSize(phone);
    await expect(averages).toBeVisible();
    await shoot(admin, "growth-cultivate-chart-390");
    await admin.goto("/admin/tea-growth");
    await expect(rows.first()).toContainText("94");
    await shoot(admin, "growth-staff-390");
  });
});
