import { type Browser, expect, type Page, test } from "@playwright/test";
import { type Api, call, chooseOption, PASSWORD, phoneParent, signInSchool } from "./console-kit.ts";
import { IPHONE, signInPhoneStudentAt, tokenOf } from "./forms-kit.ts";
import { phone, shoot } from "./screens.ts";

/**
 * Issue 20, attendance (first slice): an administrator adds an attendance point; the class leader on a 390 px
 * phone marks the class all present, then two late and one absent; a student in a second browser context
 * checks in through the rotating QR the teacher shows, and a stale code is refused; the counts page shows the
 * figures. Leave (second test): a guardian on a 390 px phone asks leave for their child with a photo chosen
 * through the real file chooser, the class leader approves it on their phone, the day's count moves the child
 * to "leave"; the child marked absent at another point, the guardian sees the notice.
 */
const tag = String(Date.now()).slice(-5);
const pointName = `E2E晨检${tag}`;

/** HH:MM at the demo schools, some minutes ago (never before midnight). */
const shanghaiTime = (minutesAgo: number) => {
  const at = new Date(Date.now() - minutesAgo * 60_000);
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Shanghai",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    day: "2-digit",
  }).formatToParts(at);
  const today = new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Shanghai", day: "2-digit" }).format(
    new Date(),
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return part("day") === today ? `${part("hour")}:${part("minute")}` : "00:00";
};

async function phoneTeacher(browser: Browser, baseURL: string, account: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: phone, userAgent: IPHONE, locale: "zh-CN" });
  const page = await context.newPage();
  await page.goto("/m/login?domain=primary.demo&role=0");
  await page.getByTestId("role-choice").getByText("教师").click();
  await page.getByTestId("login-account").locator("input").fill(account);
  await page.getByTestId("login-password").locator("input").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/m\/?$/);
  return page;
}

const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

test.describe("attendance", () => {
  test("a point is added, a class marked on a phone, a student checks in by QR, and the counts add up", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    // The administrator adds a point for every grade, every day, starting a few minutes ago.
    const admin = await (await browser.newContext()).newPage();
    await signInSchool(admin, "primary.demo", "admin");
    await admin.goto("/admin/attendance/points");
    await expect(admin.getByTestId("attendance-points-title")).toBeVisible({ timeout: 30_000 });
    await admin.getByTestId("points-add").click();
    const form = admin.getByTestId("point-form");
    await form.getByLabel("名称").fill(pointName);
    await form.getByLabel("开始时间").fill("12:00");
    await form.getByLabel("结束时间").fill("11:00");
    await form.getByLabel("迟到宽限（分钟）").fill("60");
    for (const d of ["六", "日"]) await form.getByText(d, { exact: true }).click();
    await admin.getByRole("button", { name: /OK|确\s*定/ }).click();
    // The end before the start is refused with the server's message, and nothing is added.
    await expect(admin.locator(".ant-message")).toContainText("结束时间须晚于开始时间");
    await form.getByLabel("开始时间").fill(shanghaiTime(5));
    await form.getByLabel("结束时间").fill("23:59");
    await admin.getByRole("button", { name: /OK|确\s*定/ }).click();
    await expect(admin.getByTestId("points-table")).toContainText(pointName);
    await shoot(admin, "attendance-points-1440");

    // The class leader, on a phone: their class, the new point, all present, then two late and one absent.
    const teacher = await phoneTeacher(browser, baseURL as string, "t001");
    await teacher.goto("/m/attendance");
    await expect(teacher.getByTestId("attendance-sheet")).toBeVisible({ timeout: 30_000 });
    await chooseOption(teacher, "mark-point", pointName);
    const className = ((await teacher.getByTestId("mark-class").textContent()) ?? "").trim();
    expect(className).not.toBe("");
    const rows = teacher.locator("[data-testid^=mark-row-]");
    await expect(rows.first()).toBeVisible();
    const total = await rows.count();
    expect(total).toBeGreaterThan(5);
    await expect(teacher.getByTestId("mark-summary")).toContainText(`未点 ${total}`);
    await teacher.getByTestId("mark-all-present").click();
    await expect(teacher.getByTestId("mark-summary")).toContainText(`出勤 ${total}`);
    await rows.nth(1).getByTitle("迟到").click();
    await rows.nth(2).getByTitle("迟到").click();
    await rows.nth(3).getByTitle("缺勤").click();
    await rows.nth(3).getByRole("textbox").fill("未到校，未请假");
    await expect(teacher.getByTestId("mark-summary")).toContainText(
      `出勤 ${total - 3}，迟到 2，请假 0，缺勤 1`,
    );
    const noHorizontalScroll = await teacher.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(noHorizontalScroll, "no horizontal scrolling at 390 px").toBe(true);
    await teacher.getByTestId("mark-save").click();
    await expect(teacher.getByText(`已保存 ${total} 人的考勤`)).toBeVisible();
    await shoot(teacher, "attendance-mark-390");
    const absentName = (
      (await rows.nth(3).locator(".eos-att-row__who span").first().textContent()) ?? ""
    ).trim();

    // The first student of the class (marked present) checks in on their phone with the QR the teacher shows.
    const api: Api = { request: admin.request, token: await tokenOf(admin) };
    const firstId = Number(((await rows.first().getAttribute("data-testid")) ?? "").replace("mark-row-", ""));
    const students = (await call(api, "GET", "/v3/stu/page?size=200")).body.data.list as {
      id: number;
      account: string;
    }[];
    const account = students.find((s) => s.id === firstId)?.account as string;
    expect(account, "the first student's account").toBeTruthy();
    await teacher.getByTestId("mark-qr").click();
    const qr = teacher.getByTestId("attendance-qr");
    await expect(qr).toBeVisible();
    await shoot(teacher, "attendance-qr-390", { fullPage: false });
    const firstUrl = (await qr.getAttribute("data-checkin-url")) as string;
    const { page: student } = await signInPhoneStudentAt(browser, baseURL as string, "primary.demo", account);
    await student.goto(pathOf(firstUrl));
    await expect(student.getByTestId("checkin-done")).toBeVisible();
    await expect(student.getByText(pointName)).toBeVisible();
    await shoot(student, "attendance-checkin-390");
    await expect(teacher.getByTestId("attendance-qr-count")).toContainText("已签到 1 人", {
      timeout: 15_000,
    });
    // Half a minute later the code has rotated: the photo of the old one is refused as stale.
    await expect(qr).not.toHaveAttribute("data-checkin-url", firstUrl, { timeout: 15_000 });
    await student.waitForTimeout(26_000);
    await student.goto(pathOf(firstUrl));
    await expect(student.getByTestId("checkin-error")).toContainText("签到码已过期");
    await shoot(student, "attendance-checkin-stale-390");

    // The counts page: the class's row shows two late, one absent, the rest present; the absent is listed.
    await admin.goto("/admin/attendance/counts");
    await chooseOption(admin, "counts-point", pointName);
    const table = admin.getByTestId("counts-table");
    const row = table.locator("tbody tr").filter({ hasText: className });
    await expect(row).toBeVisible();
    await expect(row.locator("td")).toHaveText([
      className,
      String(total),
      String(total - 3),
      "2",
      "0",
      "1",
      "0",
      "0",
      `${Math.round(((total - 1) / total) * 1000) / 10}%`,
    ]);
    await expect(admin.getByTestId("counts-absent")).toContainText(absentName);
    await expect(admin.getByTestId("counts-absent")).toContainText("未到校，未请假");
    await shoot(admin, "attendance-counts-1440");
  });

  test("a guardian asks leave on a phone, the class leader approves it, the count changes; an absence is notified", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    // Two points for every grade, every day, so that today counts whatever the weekday.
    const admin = await (await browser.newContext()).newPage();
    await signInSchool(admin, "primary.demo", "admin");
    const api: Api = { request: admin.request, token: await tokenOf(admin) };
    const grades = (await call(api, "GET", "/signinStu/point/list")).body.data.grades as { id: number }[];
    const addPoint = async (name: string, startTime: string) =>
      (
        await call(api, "POST", "/signinStu/point/save", {
          name,
          kind: "lesson",
          gradeIds: grades.map((g) => g.id),
          startTime,
          endTime: "23:59",
          weekdays: [1, 2, 3, 4, 5, 6, 7],
        })
      ).body.data.id as number;
    const leavePoint = await addPoint(`E2E请假${tag}`, "00:01");
    const otherPoint = await addPoint(`E2E缺勤${tag}`, "00:02");

    // The guardian, on a phone: the first child, today, a reason and a photo through the file chooser.
    const { context: parentContext, page: parent } = await phoneParent(
      browser,
      baseURL as string,
      "13900200011",
    );
    await parent.goto("/m/leave");
    await expect(parent.getByTestId("mobile-leave")).toBeVisible({ timeout: 30_000 });
    const reason = `发烧请假${tag}`;
    await parent.getByTestId("leave-reason").locator("textarea").fill(reason);
    const [chooser] = await Promise.all([
      parent.waitForEvent("filechooser"),
      parent.getByTestId("leave-attach").click(),
    ]);
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await chooser.setFiles({ name: "note.png", mimeType: "image/png", buffer: png });
    await expect(parent.getByText("已上传：note.png")).toBeVisible();
    await parent.getByTestId("leave-submit").click();
    const mine = parent.getByTestId("leave-mine");
    const item = mine.locator("[data-testid^=leave-item-]").filter({ hasText: reason });
    await expect(item).toContainText("待审批");
    const width = await parent.evaluate(() => document.documentElement.scrollWidth);
    expect(width, "no horizontal scrolling at 390 px").toBeLessThanOrEqual(phone.width);
    await shoot(parent, "attendance-leave-390");
    const leaveId = Number(((await item.getAttribute("data-testid")) ?? "").replace("leave-item-", ""));
    const parentApi: Api = { request: parent.request, token: await tokenOf(parent) };
    const childId = (await call(parentApi, "GET", "/signinStu/leave/mine?size=50")).body.data.list.find(
      (l: { id: number }) => l.id === leaveId,
    ).studentId as number;

    // The child's class, and the day's count of it at the point: no leave yet.
    const classes = (await call(api, "GET", "/signinStu/classes")).body.data as {
      classId: number;
      className: string;
    }[];
    let childClass: { classId: number; className: string } | undefined;
    for (const c of classes) {
      const roster = (await call(api, "GET", `/signinStu/roster?classId=${c.classId}&pointId=${leavePoint}`))
        .body.data?.students as { studentId: number }[] | undefined;
      if (roster?.some((s) => s.studentId === childId)) childClass = c;
      if (childClass) break;
    }
    expect(childClass, "the child's class").toBeTruthy();
    const classRow = async () =>
      (
        (await call(api, "GET", `/signin/count/day?pointId=${leavePoint}&by=class`)).body.data.rows as {
          orgId: number;
          leave: number;
        }[]
      ).find((r) => r.orgId === childClass?.classId);
    const before = await classRow();
    expect(before, "the child's class is counted at the point").toBeTruthy();

    // The class leader, on a phone: the request waits; approved with a comment.
    const teacher = await phoneTeacher(browser, baseURL as string, "t001");
    await teacher.goto("/m/leave/review");
    const card = teacher.getByTestId(`leave-review-${leaveId}`);
    await expect(card).toBeVisible({ timeout: 30_000 });
    await expect(card).toContainText(reason);
    await expect(card.getByTestId(`leave-file-${leaveId}`)).toBeVisible();
    await card.getByTestId(`leave-comment-${leaveId}`).locator("textarea").first().fill("好好休息");
    const reviewWidth = await teacher.evaluate(() => document.documentElement.scrollWidth);
    expect(reviewWidth, "no horizontal scrolling at 390 px").toBeLessThanOrEqual(phone.width);
    await shoot(teacher, "attendance-leave-review-390");
    await card.getByTestId(`leave-approve-${leaveId}`).click();
    await expect(card).toHaveCount(0);
    await expect(teacher.getByTestId("leave-review-recent")).toContainText("已批准");

    // The count moved the child to leave; the roster shows them on leave.
    const after = await classRow();
    expect(after?.leave).toBe((before?.leave ?? 0) + 1);
    await teacher.goto("/m/attendance");
    await expect(teacher.getByTestId("attendance-sheet")).toBeVisible({ timeout: 30_000 });
    await chooseOption(teacher, "mark-class", childClass?.className as string);
    await chooseOption(teacher, "mark-point", `E2E请假${tag}`);
    await expect(teacher.getByTestId(`mark-on-leave-${childId}`)).toBeVisible();

    // The guardian sees the answer. The leave covers every point of the day, so a later absent mark keeps it and
    // tells nobody: the guardian's other child (the demo parent has two in the class) is marked absent instead.
    await parent.reload();
    await expect(item).toContainText("已批准");
    const children = (await call(parentApi, "GET", "/signinStu/leave/children")).body.data as {
      studentId: number;
    }[];
    const absentId = children.find((c) => c.studentId !== childId)?.studentId as number;
    expect(absentId, "the demo parent's second child").toBeTruthy();
    const teacherApi: Api = { request: teacher.request, token: await tokenOf(teacher) };
    const led = (await call(teacherApi, "GET", "/signinStu/classes")).body.data as { classId: number }[];
    let marked = false;
    for (const c of led) {
      const r = await call(teacherApi, "POST", "/signinStu/mark", {
        classId: c.classId,
        pointId: otherPoint,
        day: new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai" }).format(new Date()),
        marks: [{ studentId: absentId, status: "absent", reason: "未到校" }],
      });
      if (r.status === 200) marked = true;
      if (marked) break;
    }
    expect(marked, "the leader marked the child absent").toBe(true);
    await parent.goto("/m");
    await expect(parent.getByTestId("mobile-home-notices")).toContainText("缺勤通知", { timeout: 30_000 });
    await expect(parent.getByTestId("mobile-home-notices")).toContainText(`E2E缺勤${tag}`);
    await shoot(parent, "attendance-absence-notice-390");
    await parentContext.close();
  });
});
