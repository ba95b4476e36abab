import { expect, type Page, test } from "@playwright/test";
import { call, phoneParent, signInSchool } from "./console-kit.ts";
import { shootView, tokenOf } from "./forms-kit.ts";
import { shoot } from "./screens.ts";

/**
 * Issue 17 items 3 and 13: a parent of two children on a 390 px phone sees both children's to-do, each under
 * the child's name and class, opens the second child's task and fills it for that child; the NavBar names
 * each page. The task is made through the API, for both children's classes, so the demo need not hold one.
 */
const tag = String(Date.now()).slice(-6);
const taskName = `周末阅读${tag}`;

type Child = { id: number; name: string; classId: number; className: string };

const navTitle = (page: Page) => page.getByTestId("mobile-nav-title");

test.describe("a parent of two children on a phone", () => {
  test("sees both children's to-do, fills the second child's task for them; the NavBar names each page", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const admin = await (await browser.newContext()).newPage();
    await signInSchool(admin, "primary.demo", "admin");
    const api = { request: admin.request, token: await tokenOf(admin) };
    const parents: { phone: string; children: Child[] }[] = (await call(api, "GET", "/v3/par/page?size=200"))
      .body.data.list;
    const parent = parents.find((p) => p.children.length === 2);
    expect(parent, "Demo Primary School has a parent of two children").toBeTruthy();
    const [first, second] = (parent as { children: Child[] }).children;

    // A published task for parents, in a shown scene, for both children's classes.
    const form = await call(api, "POST", "/v3/eos/form/admin/add", {
      name: `阅读记录${tag}`,
      items: [{ id: "m", name: "阅读时长（分钟）", type: 1, isNull: 1 }],
    });
    const formId = form.body.data.id as number;
    expect((await call(api, "POST", "/v3/eos/form/admin/release", { id: formId })).body.success).toBe(true);
    const scene = await call(api, "POST", "/v3/saveScene", { name: `家庭阅读${tag}` });
    const sceneId = scene.body.data.id as number;
    const task = await call(api, "POST", "/v3/task/save", {
      sceneId,
      name: taskName,
      formId,
      fillerType: 2,
      classIds: [...new Set([first.classId, second.classId])],
    });
    expect(task.body.success, JSON.stringify(task.body)).toBe(true);
    const taskId = task.body.data.id as number;
    expect((await call(api, "POST", "/v3/scene/show", { id: sceneId })).body.success).toBe(true);
    expect((await call(api, "POST", "/v3/task/publish", { id: taskId })).body.success).toBe(true);

    // The home: one group per child, headed by the child's name and class, each with the task.
    const { context, page } = await phoneParent(
      browser,
      baseURL as string,
      (parent as { phone: string }).phone,
    );
    await expect(navTitle(page)).toHaveText("首页");
    const heading = (c: Child) => page.getByTestId(`todo-child-${c.id}`);
    await expect(heading(first)).toHaveText(`${first.name} · ${first.className}`);
    await expect(heading(second)).toHaveText(`${second.name} · ${second.className}`);
    const row = (c: Child) => page.getByTestId(`todo-item-${c.id}-${taskId}`);
    await expect(row(first)).toContainText(taskName);
    await expect(row(second)).toContainText(taskName);
    await shoot(page, "parents-home-two-children-390");
    // The full-page shot draws the fixed tab bar over the second group: the viewport, scrolled to it.
    await heading(second).evaluate((el) => el.scrollIntoView({ block: "center" }));
    await shootView(page, "parents-home-second-child-390");

    // The second child's task opens for the second child, whichever child is current.
    await expect(page.getByTestId("current-child")).toHaveText(first.name);
    await row(second).click();
    await expect(page).toHaveURL(new RegExp(`/m/form/${formId}\\?taskId=${taskId}&childId=${second.id}$`));
    await expect(page.getByTestId("fill-child-name")).toHaveText(second.name);
    await expect(page.getByTestId("fill-child-class")).toContainText(second.className);
    await expect(navTitle(page)).toHaveText("填写表单");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("填写表单");
    await page.getByTestId("form-fill").locator("input").first().fill("40");
    await shoot(page, "parents-fill-second-child-390");
    await page.getByRole("button", { name: /提\s*交/ }).click();
    await expect(page).toHaveURL(/\/m\/?$/);

    // Filled for the second child: their group no longer waits for it, the first child's still does.
    await expect(heading(second)).toBeVisible();
    await expect(row(second)).toHaveCount(0);
    await expect(row(first)).toContainText(taskName);
    const filled = await call(
      api,
      "GET",
      `/v3/eos/form/value/page?formId=${formId}&taskId=${taskId}&size=20`,
    );
    expect(filled.body.data.list.map((v: { belongUserId: number }) => v.belongUserId)).toEqual([second.id]);
    await shoot(page, "parents-home-after-fill-390");

    // The NavBar names the page, once: the scores, the passport, the me page.
    await page.goto("/m/scores");
    await expect(navTitle(page)).toHaveText("成长评价");
    await expect(page.getByRole("heading", { name: "成长评价" })).toHaveCount(1);
    await expect(page.getByTestId("child-switcher")).toContainText(first.name);
    await shoot(page, "parents-scores-390");
    await page.goto("/m/passport");
    await expect(navTitle(page)).toHaveText("成长档案");
    await expect(page.getByTestId("child-switcher")).toContainText(first.className);
    await shoot(page, "parents-passport-390");
    await page.getByTestId("mobile-tab-me").click();
    await expect(navTitle(page)).toHaveText("我的");
    await expect(page.getByTestId("mobile-me-user")).toBeVisible();
    // 我的 in the bar and on its tab, not a third time as the list's heading.
    await expect(page.getByText("我的", { exact: true })).toHaveCount(2);
    await shoot(page, "parents-me-390");
    await context.close();
  });

  test("decides on a child's health, location and face data; the administrator sees the ledger", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const { context, page } = await phoneParent(browser, baseURL as string, "13900200011");
    await page.getByTestId("mobile-consent-entry").click();
    await expect(page).toHaveURL(/\/m\/consent$/);
    await expect(navTitle(page)).toHaveText("数据授权");
    const card = page.locator('[data-testid^="consent-child-"]').first();
    const id = ((await card.getAttribute("data-testid")) as string).replace("consent-child-", "");
    const state = page.getByTestId(`consent-state-${id}-face`);
    // Face data: given with one tap, withdrawn only after confirming.
    if ((await state.textContent()) === "已同意") {
      await page.getByTestId(`consent-withdraw-${id}-face`).click();
      await page.locator(".adm-dialog").getByRole("button", { name: "撤回" }).click();
      await expect(state).toHaveText("已撤回");
    }
    await page.getByTestId(`consent-give-${id}-face`).click();
    await expect(state).toHaveText("已同意");
    await page.getByTestId(`consent-withdraw-${id}-face`).click();
    await expect(page.locator(".adm-dialog")).toContainText("撤回后学校将不再采集");
    await page.locator(".adm-dialog").getByRole("button", { name: "撤回" }).click();
    await expect(state).toHaveText("已撤回");
    await shoot(page, "consent-parent-390");
    const childName = (await card.locator(".adm-list-header").textContent())?.split(" · ")[0] ?? "";
    await context.close();

    const admin = await (await browser.newContext()).newPage();
    await signInSchool(admin, "primary.demo", "admin");
    await admin.goto("/admin/consent");
    await expect(admin.getByTestId("consent-title")).toBeVisible({ timeout: 30_000 });
    await admin.getByTestId("consent-kind").getByText("人脸数据").click();
    await admin.getByTestId("consent-search").locator("input").fill(childName);
    await admin.getByTestId("consent-search").locator("input").press("Enter");
    await expect(admin.getByTestId(`consent-state-${id}`)).toHaveText("已撤回");
    await admin.getByTestId(`consent-history-${id}`).click();
    const drawer = admin.getByTestId("consent-history");
    await expect(drawer.locator('[data-testid^="consent-event-"]').first()).toContainText("撤回 人脸数据");
    await expect(drawer.locator('[data-testid^="consent-event-"]').nth(1)).toContainText("同意 人脸数据");
    await shoot(admin, "consent-admin-1440");
    await admin.context().close();
  });
});
