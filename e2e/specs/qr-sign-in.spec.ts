import { expect, type Page, test } from "@playwright/test";
import { laptop, phone, shoot } from "./screens.ts";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";

/** Both sizes of one page, for a person to look at. */
const shootBoth = async (page: Page, name: string, first: "laptop" | "phone") => {
  const [a, b] = first === "laptop" ? [laptop, phone] : [phone, laptop];
  await page.setViewportSize(a);
  await shoot(page, `${name}-${a.width}`);
  await page.setViewportSize(b);
  await shoot(page, `${name}-${b.width}`);
  await page.setViewportSize(a);
};

test.describe("QR sign-in and trust-code hops", () => {
  test("a signed-in phone confirms the computer's QR code; a trust code then opens the console elsewhere", async ({
    browser,
    page,
  }) => {
    await page.setViewportSize(laptop);
    const issued = page.waitForResponse((res) => res.url().includes("/api/auth/getQrCode"));
    await page.goto("/singleLogin?domain=primary.demo");
    await page.getByTestId("tab-qr").click();
    const { data: qr } = await (await issued).json();
    await expect(page.getByTestId("qr-image")).toBeVisible();
    await expect(page.getByTestId("qr-status")).toContainText("请使用手机扫码登录");
    await expect(page.getByTestId("qr-countdown")).toContainText("秒后失效");
    await shootBoth(page, "qr-sign-in", "laptop");

    // The phone opens the QR code's address before signing in: it signs in first and comes back.
    const origin = new URL(page.url()).origin;
    const phoneContext = await browser.newContext({ viewport: phone, userAgent: IPHONE, locale: "zh-CN" });
    const mobile = await phoneContext.newPage();
    await mobile.goto(new URL(qr.qrContent, origin).toString());
    await expect(mobile).toHaveURL(/\/m\/login/);
    await mobile.getByTestId("login-account").locator("input").fill("t002");
    await mobile.getByTestId("login-password").locator("input").fill("Demo@2026");
    await mobile.getByTestId("login-submit").click();
    await expect(mobile).toHaveURL(/\/m\/qr-confirm/);
    await expect(mobile.getByTestId("qr-device")).toContainText("Chrome");
    expect(mobile.url()).not.toContain("ticket=");
    await expect(page.getByTestId("qr-status")).toContainText("已扫码");
    await shootBoth(mobile, "qr-confirm", "phone");
    await mobile.getByTestId("qr-confirm").click();
    await expect(mobile.getByTestId("qr-confirm-done")).toBeVisible();
    await shoot(mobile, "qr-confirm-done-390");

    await expect(page).toHaveURL(/\/admin/);
    await expect(page.getByTestId("console-home-school")).toContainText("Demo Primary School");
    const teacherName = (await page.getByTestId("console-home-user").textContent()) ?? "";
    expect(teacherName.length).toBeGreaterThan(0);
    await shootBoth(page, "qr-signed-in", "laptop");

    // The app centre's part: a trust code for an app page, opened in a browser that holds no session.
    const redirectUrl = await page.evaluate(async () => {
      const token = localStorage.getItem("eos.token");
      const res = await fetch("/api/center/api/app/getTrustCode?appId=console&url=%2Fadmin", {
        headers: { Authorization: `Bearer ${token}` },
      });
      return (await res.json()).data.redirectUrl as string;
    });
    expect(redirectUrl).toMatch(/^\/center\/redirectUrl\?token=/);
    const elsewhere = await browser.newContext({ viewport: laptop, locale: "zh-CN" });
    const hop = await elsewhere.newPage();
    await hop.goto(`${origin}${redirectUrl}`);
    await expect(hop).toHaveURL(/\/admin$/);
    expect(hop.url()).not.toContain("token=");
    await expect(hop.getByTestId("console-home-user")).toHaveText(teacherName);

    // The same link again: the code was spent, the page says so and offers the sign-in page.
    const replay = await elsewhere.newPage();
    await replay.goto(`${origin}${redirectUrl}`);
    await expect(replay.getByTestId("handoff-error")).toBeVisible();
    expect(replay.url()).not.toContain("token=");
    await shootBoth(replay, "trust-code-spent", "laptop");

    await phoneContext.close();
    await elsewhere.close();
  });
});
