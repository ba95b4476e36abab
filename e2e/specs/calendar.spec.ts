import { expect, test } from "@playwright/test";
import { call, phoneParent, signInSchool } from "./console-kit.ts";
import { tokenOf } from "./forms-kit.ts";
import { laptop, shoot } from "./screens.ts";

/**
 * Issue 19's calendar, encyclopedia and banners: an administrator adds calendar events (one in the week view,
 * one for parents through the API) and a banner with an uploaded image; a teacher reads an encyclopedia article
 * of the demo; a parent on a 390 px phone sees the week's events and opens the demo's trust app from the app
 * list (a trust code, exchanged at /center/redirectUrl). Screenshots at 1440 and 390 px.
 */
const tag = String(Date.now()).slice(-6);
const eventTitle = `运动会${tag}`;
const parentEvent = `家长会${tag}`;
const bannerTitle = `春季招生${tag}`;
// A 1×1 PNG: enough for the files API to take as an image.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("school calendar, encyclopedia and banners", () => {
  test("an administrator adds events and a banner; a teacher reads an article; a parent's phone shows the week", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const admin = await (
      await browser.newContext({ locale: "zh-CN", timezoneId: "Asia/Shanghai" })
    ).newPage();
    await signInSchool(admin, "primary.demo", "admin");
    const api = { request: admin.request, token: await tokenOf(admin) };

    // The week view, and an all-day event added today through the editor.
    await admin.goto("/admin/calendar");
    await expect(admin.getByTestId("calendar-title")).toBeVisible();
    await admin.getByTestId("calendar-view").getByText("周").click();
    await expect(admin.getByTestId("calendar-week")).toBeVisible();
    await admin.getByTestId("calendar-add").click();
    await admin.getByTestId("calendar-event-title").fill(eventTitle);
    await admin.getByTestId("calendar-event-save").click();
    await expect(admin.getByTestId("calendar-week")).toContainText(eventTitle);
    // A timed event for parents this week, through the API the page uses.
    const today = new Date().toISOString().slice(0, 10);
    const saved = await call(api, "POST", "/schoolCalendar/save", {
      title: parentEvent,
      kind: "event",
      start: `${today}T15:00`,
      end: `${today}T16:30`,
      allDay: false,
      audience: [2],
    });
    expect(saved.body.success).toBe(true);
    await admin.reload();
    await admin.getByTestId("calendar-view").getByText("月").click();
    await expect(admin.getByText(eventTitle).first()).toBeVisible();
    await shoot(admin, "calendar-month-1440");

    // A banner with an uploaded image.
    await admin.goto("/admin/banners");
    await expect(admin.getByTestId("banners-title")).toBeVisible();
    await admin.getByTestId("banners-add").click();
    await admin.getByTestId("banner-title").fill(bannerTitle);
    await admin.locator(".ant-modal input[type=file]").first().setInputFiles({
      name: "banner.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await expect(admin.locator(".ant-modal img").first()).toBeVisible();
    await admin.getByTestId("banner-link").fill("/m/calendar");
    await admin.getByTestId("banner-save").click();
    await expect(admin.getByTestId("banners-table")).toContainText(bannerTitle);
    const active = await call(api, "GET", "/v3/top/active");
    expect(active.body.data.map((b: { title: string }) => b.title)).toContain(bannerTitle);
    await shoot(admin, "banners-1440");

    // A teacher reads an article of the demo's encyclopedia.
    const teacher = await (
      await browser.newContext({ locale: "zh-CN", timezoneId: "Asia/Shanghai" })
    ).newPage();
    await signInSchool(teacher, "primary.demo", "t001");
    await teacher.setViewportSize(laptop);
    await teacher.goto("/admin/encyclopedia");
    await expect(teacher.getByTestId("encyclopedia-title")).toBeVisible();
    await expect(teacher.getByTestId("encyclopedia-add-article")).toHaveCount(0);
    await teacher.getByText("第一天到校").click();
    await expect(teacher.getByTestId("encyclopedia-article-body")).toContainText("报到流程");
    await shoot(teacher, "encyclopedia-article-1440");

    // A parent on a phone sees this week's events, their own among them, not the teachers' only ones.
    const parents = (await call(api, "GET", "/v3/par/page?size=1")).body.data.list as { phone: string }[];
    const { page: parent } = await phoneParent(browser, baseURL as string, parents[0].phone);
    await parent.goto("/m/calendar");
    await expect(parent.getByTestId("mobile-calendar")).toBeVisible();
    await expect(parent.getByTestId("mobile-calendar")).toContainText(eventTitle);
    await expect(parent.getByTestId("mobile-calendar")).toContainText(parentEvent);
    await expect(parent.getByTestId("mobile-calendar")).not.toContainText("教研活动");
    const width = await parent.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await shoot(parent, "calendar-week-390");

    // The parent opens the demo's trust app from the phone's app list: /app/:id asks for a trust code and
    // goes to /center/redirectUrl with it, whose exchange answers a session; the app's address then opens.
    const apps = (await call(api, "GET", "/v3/center/app/page?size=200")).body.data.list as {
      id: number;
      kind: string;
      target: string;
      roles: string[];
    }[];
    const trustApp = apps.find((a) => a.kind === "trust" && a.roles.includes("parent"));
    if (!trustApp) throw new Error("the demo school has no trust app for parents");
    await parent.goto("/m/apps");
    const exchanged = parent.waitForResponse(
      (r) => r.url().includes("/api/center/api/app/exchangeTrustCode") && r.request().method() === "POST",
    );
    const issued = parent.waitForResponse((r) => r.url().includes("/api/center/api/app/getTrustCode"));
    await parent.getByTestId(`app-${trustApp.id}`).click();
    expect((await (await issued).json()).success).toBe(true);
    const session = await (await exchanged).json();
    expect(session.success, JSON.stringify(session)).toBe(true);
    expect(session.data.url).toBe(trustApp.target);
    await expect(parent).toHaveURL(
      (url) => url.pathname.replace(/\/$/, "") === trustApp.target.replace(/\/$/, ""),
    );
    await expect(parent.getByTestId("mobile-calendar")).toHaveCount(0);
  });
});
