import { expect, test } from "@playwright/test";
import { call, confirm, phoneParent, signInArea, signInSchool } from "./console-kit.ts";
import { tokenOf } from "./forms-kit.ts";
import { renderPdf } from "./pdf-kit.ts";
import { laptop, phone, shoot } from "./screens.ts";

/**
 * Issue 7's first slice end to end: the area pushes an indicator model; Demo Primary School sees it locked,
 * scores a parent task's values with two rules; a parent fills on a phone and sees the new score and why; the
 * administrator previews a changed rule, publishes it, runs the term again and the class summary follows.
 */
const tag = String(Date.now()).slice(-6);
const modelName = `成长评价${tag}`;

test.describe("evaluation", () => {
  test("area pushes a model → school rules → parent fills → phone scores and lineage → preview, publish, run → summary", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // 1. The area's model (made through the API: the tree editor has its own component tests), pushed in the console.
    const area = await (await browser.newContext()).newPage();
    await signInArea(area);
    const areaApi = { request: area.request, token: await tokenOf(area) };
    const made = await call(areaApi, "POST", "/v3/target/add", {
      name: modelName,
      indicators: [
        { key: "m", parentKey: null, name: "品德发展", weight: 50, maxScore: 100 },
        { key: "m1", parentKey: "m", name: "阅读积累", weight: 0, maxScore: 40 },
        { key: "b", parentKey: null, name: "身心健康", weight: 50, maxScore: 100 },
        { key: "b1", parentKey: "b", name: "运动锻炼", weight: 0, maxScore: 40 },
      ],
    });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    await area.goto("/admin/models");
    const areaRow = area.getByTestId("models-table").getByRole("row").filter({ hasText: modelName });
    await areaRow.getByTestId("model-push").click();
    await confirm(area);
    const pushedNote = area.locator(".ant-modal").filter({ hasText: /已下发：新增 \d+ 所学校/ });
    await expect(pushedNote).toHaveCount(1);
    await pushedNote.getByRole("button").click();

    // 2. The school sees the pushed model with its indicators locked.
    const admin = await (await browser.newContext()).newPage();
    await signInSchool(admin, "primary.demo", "admin");
    await admin.goto("/admin/models");
    const schoolRow = admin.getByTestId("models-table").getByRole("row").filter({ hasText: modelName });
    await expect(schoolRow).toContainText("区域");
    await schoolRow.getByText(modelName).click();
    await expect(admin).toHaveURL(/\/admin\/models\/\d+$/);
    const modelId = Number(/models\/(\d+)/.exec(admin.url())?.[1]);
    await expect(admin.getByTestId("indicator-locked").first()).toBeVisible();
    await shoot(admin, "evaluation-model-1440");

    // A parent task over the class leader's class: a released form, a shown scene, a published daily task.
    const adminApi = { request: admin.request, token: await tokenOf(admin) };
    const form = await call(adminApi, "POST", "/v3/eos/form/admin/add", {
      name: `阅读记录${tag}`,
      items: [{ id: "m", name: "阅读时长（分钟）", type: 1, isNull: 1 }],
    });
    await call(adminApi, "POST", "/v3/eos/form/admin/release", { id: form.body.data.id });
    const byid = await call(adminApi, "GET", `/v3/eos/form/admin/byid?id=${form.body.data.id}`);
    const minutesItem = String(byid.body.data.items[0].id);
    const leader = await (await browser.newContext()).newPage();
    await signInSchool(leader, "primary.demo", "t001");
    const leaderApi = { request: leader.request, token: await tokenOf(leader) };
    const [student] = (await call(leaderApi, "GET", "/v3/stu/page?size=1")).body.data.list;
    const scene = await call(adminApi, "POST", "/v3/saveScene", { name: `阅读评价${tag}` });
    const sceneId = scene.body.data.id;
    const task = await call(adminApi, "POST", "/v3/task/save", {
      sceneId,
      name: `每日阅读${tag}`,
      formId: form.body.data.id,
      fillerType: 2,
      classIds: [student.classId],
      recurrence: 1,
    });
    await call(adminApi, "POST", "/v3/scene/show", { id: sceneId });
    await call(adminApi, "POST", "/v3/task/publish", { id: task.body.data.id });

    // Two rules on the model: 2 points per fill, and minutes ÷ 10 capped at 5 a fill.
    const detail = (await call(adminApi, "GET", `/v3/target/detail?id=${modelId}`)).body.data;
    const indicator = (name: string) => detail.indicators.find((i: { name: string }) => i.name === name).id;
    const perFill = await call(adminApi, "POST", "/v3/computeRule/save", {
      modelId,
      indicatorId: indicator("阅读积累"),
      name: "每次打卡",
      config: { sceneId, kind: "fixed", points: 2 },
    });
    expect(perFill.body.success, JSON.stringify(perFill.body)).toBe(true);
    const minutes = await call(adminApi, "POST", "/v3/computeRule/save", {
      modelId,
      indicatorId: indicator("运动锻炼"),
      name: "阅读时长",
      config: { sceneId, kind: "item", itemId: minutesItem, scale: 0.1, perValueMax: 5 },
    });
    expect(minutes.body.success, JSON.stringify(minutes.body)).toBe(true);
    // The demo school scores its students on the area's growth model already: this one becomes its current
    // model, the one the phone and the summary show (the demo's is chosen again at the end).
    const current = await call(adminApi, "POST", "/v3/evaluation/setting/save", {
      currentModelId: modelId,
      showRanks: false,
    });
    expect(current.body.success, JSON.stringify(current.body)).toBe(true);

    // 3. A parent fills on a phone; their child's scores show the new points and why.
    const [parentOf] = (await call(adminApi, "GET", `/v3/par/ofStudent?studentId=${student.id}`)).body.data;
    const parent = await phoneParent(browser, baseURL as string, parentOf.phone);
    await parent.page.getByTestId("todo-list").getByText(`每日阅读${tag}`).click();
    await parent.page.locator("input").first().fill("30");
    await parent.page.getByRole("button", { name: /提\s*交/ }).click();
    await expect(parent.page).toHaveURL(/\/m\/?$/);
    await parent.page.goto("/m/scores");
    const scores = parent.page.getByTestId("student-scores");
    const scoreRow = (name: string) => scores.getByRole("row").filter({ hasText: name });
    await expect(
      scoreRow("阅读积累")
        .getByRole("cell", { name: /^2(\b|$)/ })
        .first(),
    ).toBeVisible();
    await expect(
      scoreRow("运动锻炼")
        .getByRole("cell", { name: /^3(\b|$)/ })
        .first(),
    ).toBeVisible();
    await shoot(parent.page, "evaluation-parent-scores-390");
    await scoreRow("阅读积累").click();
    const lineage = parent.page.getByTestId("lineage-drawer");
    await expect(lineage).toContainText("每次打卡");
    await expect(lineage).toContainText(`每日阅读${tag}`);
    await shoot(parent.page, "evaluation-parent-lineage-390");

    // 4. The administrator stashes a change (3 points a fill), previews its impact, publishes it, runs the term.
    await admin.goto(`/admin/models/${modelId}`);
    const ruleRow = admin.getByTestId("rules-table").getByRole("row").filter({ hasText: "每次打卡" });
    await ruleRow.getByTestId("rule-edit").click();
    await admin.getByTestId("rule-points").fill("3");
    await admin.getByTestId("rule-stash").click();
    await expect(admin.getByTestId("rule-draft-notice")).toBeVisible();
    await admin.getByTestId("rule-preview-run").click();
    const preview = admin.getByTestId("rule-preview");
    await expect(preview).toContainText("1");
    await shoot(admin, "evaluation-rule-preview-1440");
    await admin.getByTestId("rule-publish").click();
    await expect(admin.getByTestId("rule-drawer")).toBeHidden();
    await admin.getByTestId("batch-execute-start").click();
    await expect(admin.getByTestId("batch-result")).toBeVisible({ timeout: 30_000 });

    // 5. The class summary follows: the child's total reflects 3 points a fill (3 of 100 × 50 + 3 of 100 × 50).
    await leader.goto("/admin/summary");
    await leader.getByTestId("summary-class").click();
    await leader
      .locator(".ant-select-tree-treenode-leaf .ant-select-tree-node-content-wrapper")
      .filter({ hasText: student.className })
      .first()
      .click();
    await expect(leader.getByTestId("summary-radar")).toBeVisible();
    const row = leader.getByTestId("summary-table").getByRole("row").filter({ hasText: student.name });
    await expect(row.getByRole("cell", { name: "3", exact: true })).toBeVisible();
    await shoot(leader, "evaluation-summary-1440");
    await leader.setViewportSize(phone);
    await leader.waitForTimeout(300);
    await shoot(leader, "evaluation-summary-390");
    await leader.setViewportSize(laptop);

    // 6. The year's passport: the school's model of six units; the parent reads it on the phone and its PDF,
    //    rendered by pdf.js in Chromium, carries the child's name and the units' Chinese titles as real text.
    const { term } = (await call(adminApi, "GET", "/v3/term/current")).body.data;
    // A school year has one passport model: the demo's is replaced.
    const years = (await call(adminApi, "GET", "/v3/passport/model/list")).body.data;
    const passportModel = await call(adminApi, "POST", "/v3/passport/model/save", {
      id: years.find((m: { schoolYearId: number }) => m.schoolYearId === term.schoolYearId)?.id,
      name: `成长档案${tag}`,
      schoolYearId: term.schoolYearId,
      units: [
        { key: "b", kind: "basic", title: "基本信息" },
        { key: "r", kind: "radar", title: "素养雷达", modelId },
        { key: "t", kind: "termScores", title: "学期成绩", modelId },
        { key: "s", kind: "sceneRecords", title: "阅读记录", sceneId },
        { key: "c", kind: "teacherComment", title: "教师评语" },
        { key: "m", kind: "selfStatement", title: "自我陈述" },
      ],
    });
    expect(passportModel.body.success, JSON.stringify(passportModel.body)).toBe(true);
    await parent.page.goto("/m/passport");
    const passport = parent.page.getByTestId("passport-view");
    await expect(passport.getByTestId("passport-unit-b")).toContainText(student.name);
    await expect(passport.getByTestId("passport-unit-s")).toContainText(`每日阅读${tag}`);
    await passport.getByTestId("passport-edit-selfStatement").click();
    await parent.page.getByTestId("passport-text-input").fill("这学期我读完了三本书。");
    await parent.page.getByTestId("passport-text-save").click();
    await expect(passport.getByTestId("passport-unit-m")).toContainText("这学期我读完了三本书。");
    await shoot(parent.page, "evaluation-passport-390");
    const parentToken = await tokenOf(parent.page);
    const pdf = await parent.page.request.get("/api/v3/passport/pdf", {
      headers: { authorization: `Bearer ${parentToken}` },
    });
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    const rendered = await renderPdf(browser, await pdf.body());
    expect(rendered.text).toContain(student.name);
    expect(rendered.text).toContain("素养雷达");
    expect(rendered.text).toContain("这学期我读完了三本书");
    await shoot(rendered.page, "evaluation-passport-pdf");
    await call(adminApi, "POST", "/v3/evaluation/setting/save", { currentModelId: null, showRanks: false });
  });
});
