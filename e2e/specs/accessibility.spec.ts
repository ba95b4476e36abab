import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectAccessible } from "./a11y-kit.ts";
import { type Api, call, PASSWORD } from "./console-kit.ts";
import { IPHONE, tokenOf } from "./forms-kit.ts";
import { laptop, phone, shoot } from "./screens.ts";

/**
 * Issue 17 item 15: axe-core finds no serious or critical violation on the pages the other browser tests visit,
 * for every demo role, at 1440 px and on a 390 px phone, in Chinese and in English. Each role signs in once and
 * walks its pages, each page at both widths and in both languages (see walk).
 * A published task for students and one for parents (made through the API) give the to-do and fill pages.
 */
const tag = String(Date.now()).slice(-6);
const languages = ["zh-CN", "en-US"] as const;

/**
 * A signed-out browser: a laptop, or an iPhone (its user agent) for the roles whose device is a phone. Each page is
 * checked at both widths: the window narrows to 390 px and widens again, as the pages' layouts follow the width.
 */
async function open(browser: Browser, baseURL: string, device: "laptop" | "iphone") {
  const context = await browser.newContext(
    device === "laptop"
      ? { baseURL, viewport: laptop, locale: "zh-CN" }
      : { baseURL, viewport: laptop, userAgent: IPHONE, locale: "zh-CN" },
  );
  return { context, page: await context.newPage() };
}

/** Signs in on the school's PC sign-in page (the console's roles) or on the phone's (students and parents). */
async function signIn(page: Page, domain: string, account: string, role?: "学生" | "家长") {
  if (!role) {
    await page.goto(`/singleLogin?domain=${domain}`);
    await page.getByTestId("login-account").fill(account);
    await page.getByTestId("login-password").fill(PASSWORD);
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL(/\/admin$/);
  } else {
    await page.goto(`/m/login?domain=${domain}`);
    await page.getByTestId("role-choice").getByText(role).click();
    await page.getByTestId("login-account").locator("input").fill(account);
    await page.getByTestId("login-password").locator("input").fill(PASSWORD);
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL(/\/m\/?$/);
  }
}

/**
 * Opens each address twice and checks it with axe: once at 1440 px and once at 390 px, one of the two in Chinese
 * and the other in English (the language switch's stored choice, as a click on it leaves it), the pairs
 * alternating from address to address, so that every page meets both widths and both languages and each
 * language meets each width across the walk at half the cost of all four.
 */
async function walk(page: Page, who: string, urls: string[]) {
  for (const [i, url] of urls.entries()) {
    const checks = [
      { width: laptop, label: "1440", language: languages[i % 2] },
      { width: phone, label: "390", language: languages[(i + 1) % 2] },
    ];
    for (const { width, label, language } of checks) {
      await page.evaluate((l) => localStorage.setItem("eos.language", l), language);
      await page.setViewportSize(width);
      await page.goto(url);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expectAccessible(page, `${who} ${label} ${language} ${url}`);
    }
  }
}

type Setup = { formId: number; studentTask: number; parentTask: number; sceneId: number; modelId: number };

/** A released form, a shown scene with a published task for the students and one for the parents of s26010101's class, a model. */
async function setUp(api: Api): Promise<Setup> {
  const ok = async (p: ReturnType<typeof call>) => {
    const r = await p;
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    return r.body.data;
  };
  const form = await ok(
    call(api, "POST", "/v3/eos/form/admin/add", {
      name: `读书笔记${tag}`,
      items: [
        { id: "a", name: "书名", type: 1, isNull: 1 },
        { id: "b", name: "阅读时长（分钟）", type: 19, isNull: 0 },
      ],
    }),
  );
  await ok(call(api, "POST", "/v3/eos/form/admin/release", { id: form.id }));
  let student: { classId: number } | undefined;
  for (let n = 1; !student && n <= 10; n++) {
    const list: { classId: number }[] = (await ok(call(api, "GET", `/v3/stu/page?size=200&page=${n}`))).list;
    if (list.length === 0) break;
    student = list.find((s) => Object.values(s).includes("s26010101" as never));
  }
  if (!student) throw new Error("Demo Primary School has the student s26010101");
  const scene = await ok(call(api, "POST", "/v3/saveScene", { name: `无障碍检查${tag}` }));
  const task = async (fillerType: 1 | 2) =>
    (
      await ok(
        call(api, "POST", "/v3/task/save", {
          sceneId: scene.id,
          name: `读书笔记${tag}-${fillerType}`,
          formId: form.id,
          fillerType,
          classIds: [student.classId],
        }),
      )
    ).id as number;
  const studentTask = await task(1);
  const parentTask = await task(2);
  await ok(call(api, "POST", "/v3/scene/show", { id: scene.id }));
  await ok(call(api, "POST", "/v3/task/publish", { id: studentTask }));
  await ok(call(api, "POST", "/v3/task/publish", { id: parentTask }));
  const model = await ok(
    call(api, "POST", "/v3/target/add", {
      name: `综合素质${tag}`,
      indicators: [
        { key: "m", parentKey: null, name: "品德发展", weight: 100, maxScore: 100 },
        { key: "m1", parentKey: "m", name: "阅读积累", weight: 0, maxScore: 40 },
      ],
    }),
  );
  return { formId: form.id, studentTask, parentTask, sceneId: scene.id, modelId: model.id };
}

let setup: Setup;

test.describe("accessibility (axe-core, serious and critical)", () => {
  // Each test walks up to 11 pages × 2 checks; on a busy machine that outlasts the default 30 s.
  test.describe.configure({ timeout: 480_000 });

  // The tasks and the model the pages show, made once per worker through the administrator's API.
  test.beforeAll(async ({ browser, baseURL }) => {
    const { context, page } = await open(browser, baseURL as string, "laptop");
    await signIn(page, "primary.demo", "admin");
    setup = await setUp({ request: page.request, token: await tokenOf(page) });
    await context.close();
  });

  test("signed out: portal home and the sign-in pages", async ({ browser, baseURL }) => {
    const { context, page } = await open(browser, baseURL as string, "laptop");
    await page.goto("/");
    await walk(page, "visitor", [
      "/",
      "/singleLogin?domain=primary.demo",
      "/areaLogin?domain=area.demo",
      "/forgetPwd?domain=single.demo",
      "/m/",
      "/m/login?domain=primary.demo",
    ]);
    await context.close();
  });

  for (const [part, urls] of [
    [
      "people, organisation, forms, scenes and tasks",
      () => [
        "/admin",
        "/admin/teachers",
        "/admin/students",
        "/admin/parents",
        "/admin/org",
        "/admin/forms",
        `/admin/forms/${setup.formId}/design`,
        `/admin/forms/${setup.formId}/fill`,
        "/admin/scenes",
        `/admin/scenes/${setup.sceneId}`,
        `/admin/tasks/${setup.studentTask}/stats`,
      ],
    ],
    [
      "evaluation, growth, certificates, passports and roles",
      () => [
        "/admin/models",
        `/admin/models/${setup.modelId}`,
        "/admin/summary",
        "/admin/tea-growth",
        "/admin/certificates",
        "/admin/passports",
        "/admin/roles",
      ],
    ],
  ] as const) {
    test(`school administrator: ${part}`, async ({ browser, baseURL }) => {
      const { context, page } = await open(browser, baseURL as string, "laptop");
      await signIn(page, "primary.demo", "admin");
      await walk(page, "admin", urls());
      if (part.startsWith("evaluation")) {
        // The model editor with its dialogs open over it: the model's name field and the new indicator's or
        // rule's had the same id (name), so each label pointed at two fields.
        await page.setViewportSize(laptop);
        await page.goto(`/admin/models/${setup.modelId}`);
        await page.getByTestId("indicator-add-top").click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectAccessible(page, "admin 1440 the model editor's new-indicator dialog");
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();
        await page.getByTestId("rules-add").click();
        await expect(page.getByTestId("rule-drawer")).toBeVisible();
        await expectAccessible(page, "admin 1440 the model editor's new-rule drawer");
      }
      await context.close();
    });
  }

  test("teacher: the console's and the phone's pages", async ({ browser, baseURL }) => {
    const { context, page } = await open(browser, baseURL as string, "laptop");
    await signIn(page, "primary.demo", "t001");
    await walk(page, "teacher", [
      "/admin",
      "/admin/forms",
      "/admin/scenes",
      `/admin/tasks/${setup.studentTask}/stats`,
      "/admin/summary",
      "/m/",
      "/m/tea-growth",
      "/m/messages",
      "/m/me",
      "/m/downloads",
    ]);
    await context.close();
  });

  for (const [who, account, role, task] of [
    ["student", "s26010101", "学生", "studentTask"],
    ["parent", "13900200011", "家长", "parentTask"],
  ] as const) {
    test(`${who}: the phone's pages`, async ({ browser, baseURL }) => {
      const { context, page } = await open(browser, baseURL as string, "iphone");
      await signIn(page, "primary.demo", account, role);
      await walk(page, who, [
        "/m/",
        `/m/form/${setup.formId}?taskId=${setup[task]}`,
        "/m/scores",
        "/m/passport",
        "/m/me",
      ]);
      // By keyboard: Tab reaches the home's entry to the scores, a link, and Enter opens it.
      await page.setViewportSize(phone);
      await page.goto("/m/");
      const entry = page.getByTestId("mobile-scores-entry").getByRole("link");
      await expect(entry).toBeVisible();
      for (let i = 0; i < 30 && !(await entry.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press("Tab");
      await expect(entry).toBeFocused();
      await shoot(page, `a11y-${who}-home-390`);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/m\/scores$/);
      await page.goto("/m/me");
      await expect(page.getByTestId("mobile-me-user")).toBeVisible();
      await shoot(page, `a11y-${who}-me-390`);
      await context.close();
    });
  }

  test("area administrator: the area's console", async ({ browser, baseURL }) => {
    const { context, page } = await open(browser, baseURL as string, "laptop");
    await page.goto("/areaLogin?domain=area.demo");
    await page.getByTestId("login-account").fill("areaadmin");
    await page.getByTestId("login-password").fill(PASSWORD);
    await page.getByTestId("pwd-form").getByTestId("login-submit").click();
    await expect(page).toHaveURL(/\/admin$/);
    await walk(page, "area", [
      "/admin",
      "/admin/schools",
      "/admin/models",
      "/admin/area-summary",
      "/admin/roles",
    ]);
    await context.close();
  });
});
