import { createHash } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { PASSWORD } from "./console-kit.ts";
import { IPHONE } from "./forms-kit.ts";
import { startLoopbackIssuer } from "./oidc-kit.ts";
import { laptop, phone, shoot } from "./screens.ts";

/**
 * SPEC 8's session codes as a user meets them: -1012 when the same account signs in on another device of the
 * same kind, and a session the server has ended (-107) sending the user to sign in and back to the page they
 * were on. Beside them, signing in through a school's own OpenID provider (a real one on loopback).
 */

const PC_AGENT =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36";

/** Signs an account in over HTTP, as another device of the kind its user agent names would. */
async function signInElsewhere(
  request: APIRequestContext,
  domain: string,
  account: string,
  userAgent: string,
) {
  const school = (await (await request.get(`/api/auth/getschool/byDomain?domain=${domain}`)).json()).data;
  const pwd = createHash("sha256").update(PASSWORD, "utf8").digest("hex");
  const login = await (
    await request.post("/api/auth/login/pwd", { data: { name: account, pwd, type: 0, schoolId: school.id } })
  ).json();
  expect(login.success, JSON.stringify(login)).toBe(true);
  const exchanged = await (
    await request.post("/api/auth/login/getToken", {
      headers: { "user-agent": userAgent },
      data: { authorizationCode: login.data.authorizationCode },
    })
  ).json();
  expect(exchanged.success, JSON.stringify(exchanged)).toBe(true);
  return exchanged.data as { token: string; user: { name: string } };
}

async function signInPc(page: Page, domain: string, account: string) {
  await page.goto(`/singleLogin?domain=${domain}`);
  await page.getByTestId("login-account").fill(account);
  await page.getByTestId("login-password").fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/admin/);
}

test.describe("session codes in the browser (SPEC 8)", () => {
  test("-1012: a second sign-in on another computer ends the first; the first says so and goes to sign in", async ({
    browser,
    baseURL,
  }) => {
    // Computer A, in English: the teacher is at work in the console.
    const a = await browser.newContext({ baseURL, viewport: laptop, locale: "en-US", userAgent: PC_AGENT });
    const pageA = await a.newPage();
    await signInPc(pageA, "primary.demo", "t002");
    await expect(pageA.getByTestId("console-home-user")).not.toBeEmpty();

    // Computer B: the same account signs in through the real sign-in page.
    const b = await browser.newContext({ baseURL, viewport: laptop, locale: "zh-CN", userAgent: PC_AGENT });
    const pageB = await b.newPage();
    await signInPc(pageB, "primary.demo", "t002");
    await expect(pageB.getByTestId("console-home-user")).not.toBeEmpty();

    // Back on A, the next click that asks the server meets -1012.
    const menu = pageA.getByTestId("console-menu");
    await menu.getByRole("menuitem", { name: "Forms & collection" }).click();
    await menu.getByRole("menuitem", { name: "Task progress" }).click();
    const dialog = pageA.locator(".ant-modal-confirm");
    await expect(dialog).toContainText("Your account is logged in on another device, please log in again");
    await pageA.waitForTimeout(300); // the modal's opening animation
    await shoot(pageA, "session-other-device-1440");
    // Until the user confirms, the page stays; the token is already gone.
    expect(await pageA.evaluate(() => localStorage.getItem("eos.token"))).toBeNull();
    await dialog.getByRole("button", { name: "Sign in" }).click();
    await expect(pageA).toHaveURL(/\/singleLogin/);
    await expect(pageA.getByTestId("login-account")).toBeVisible();

    // B was not touched by any of this.
    await pageB.reload();
    await expect(pageB.getByTestId("console-home-user")).not.toBeEmpty();
    await expect(pageB).toHaveURL(/\/admin/);
    await a.close();
    await b.close();
  });

  test("-1012 on a phone: the phone app shows the same notice in its own dialog and opens the phone sign-in", async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await browser.newContext({
      baseURL,
      viewport: phone,
      userAgent: IPHONE,
      locale: "zh-CN",
    });
    const page = await context.newPage();
    await page.goto("/m/login?domain=primary.demo&role=1");
    await page.getByTestId("role-choice").getByText("教师").click();
    await page.getByTestId("login-account").locator("input").fill("t001");
    await page.getByTestId("login-password").locator("input").fill(PASSWORD);
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL(/\/m\/?$/);
    await expect(page.getByTestId("mobile-greeting")).toBeVisible();

    // Another phone signs the same teacher in.
    await signInElsewhere(request, "primary.demo", "t001", IPHONE);

    await page.getByTestId("mobile-tab-messages").click();
    const dialog = page.locator(".adm-dialog");
    await expect(dialog).toContainText("您的账号已在其他设备登录，请重新登录");
    await page.waitForTimeout(300);
    await shoot(page, "session-other-device-390");
    await dialog.getByRole("button", { name: "登录" }).click();
    await expect(page).toHaveURL(/\/m\/login/);
    await context.close();
  });

  test("a session the server ended sends the user to sign in, and signing in returns to the page they were on", async ({
    page,
    request,
  }) => {
    await page.setViewportSize(laptop);
    await signInPc(page, "primary.demo", "admin");
    const deep = "/admin/teachers?from=notice";
    await page.goto(deep);
    await expect(page.getByTestId("teachers-table").locator("tbody tr.ant-table-row").first()).toBeVisible();

    // The token stops working on the server: another tab of this browser refreshed it, which ends this one
    // exactly as its expiry would (-107).
    const token = await page.evaluate(() => localStorage.getItem("eos.token"));
    expect(token).toBeTruthy();
    const refreshed = await (
      await request.post("/api/auth/login/getTokenRefresh", {
        headers: { authorization: `Bearer ${token}`, "user-agent": PC_AGENT },
      })
    ).json();
    expect(refreshed.success).toBe(true);
    const stale = await (
      await request.get("/api/auth/my/userInfo", { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(Number(stale.errorCode)).toBe(-107);

    // The user searches on the page they are on: the server says -107, the page goes to sign in.
    const search = page.getByTestId("teachers-search").locator("input");
    await search.fill("t00");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/singleLogin/);
    await expect(page.getByTestId("login-account")).toBeVisible();
    await shoot(page, "session-ended-sign-in-1440");
    await page.setViewportSize(phone);
    await shoot(page, "session-ended-sign-in-390");
    await page.setViewportSize(laptop);

    await page.getByTestId("login-account").fill("admin");
    await page.getByTestId("login-password").fill(PASSWORD);
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === deep);
    await expect(page.getByTestId("teachers-title")).toBeVisible();
    await expect(page.getByTestId("teachers-table").locator("tbody tr.ant-table-row").first()).toBeVisible();
    await shoot(page, "session-ended-returned-1440");
  });

  test("OpenID Connect: a teacher signs in through the school's own provider and reaches the console", async ({
    page,
    request,
    baseURL,
  }) => {
    // A real OpenID provider on loopback, and single.demo's administrator pointing the school at it.
    const secret = "e2e-oidc-client-secret";
    const issuer = await startLoopbackIssuer(
      { clientId: "eos-single", secret, redirectUri: `${baseURL}/oauth/callback` },
      [{ sub: "sso-teacher-3", username: "t003" }],
    );
    const admin = await signInElsewhere(request, "single.demo", "admin", PC_AGENT);
    const headers = { authorization: `Bearer ${admin.token}` };
    // Who t003 is, asked from a phone so that the computer's session below is not the one it replaces.
    const teacher = (await signInElsewhere(request, "single.demo", "t003", IPHONE)).user;
    const saved = await (
      await request.post("/api/v3/school/thirdParty/save", {
        headers,
        data: {
          kind: "oidc",
          name: "School SSO",
          clientId: "eos-single",
          secret,
          baseUrl: issuer.issuer,
          claim: "preferred_username",
          accountField: "loginName",
          userType: 0,
        },
      })
    ).json();
    expect(saved.success, JSON.stringify(saved)).toBe(true);
    try {
      await page.setViewportSize(laptop);
      await page.goto("/singleLogin?domain=single.demo");
      const button = page.getByTestId(`third-party-${saved.data.id}`);
      await expect(button).toHaveText(/School SSO/);
      await shoot(page, "oidc-sign-in-button-1440");
      await button.click();

      // The provider's own pages: its sign-in form, then its consent.
      await expect(page).toHaveURL((url) => url.origin === issuer.issuer);
      await page.locator('input[name="login"]').fill("sso-teacher-3");
      await page.locator('input[name="password"]').fill("anything");
      await shoot(page, "oidc-provider-form-1440");
      await page.locator('button[type="submit"]').click();
      const consent = page.locator('button[type="submit"]', { hasText: /continue/i });
      await expect(consent.or(page.getByTestId("console-home-user"))).toBeVisible();
      if (await consent.isVisible()) await consent.click();

      await expect(page).toHaveURL(
        (url) => url.origin === new URL(baseURL ?? "").origin && url.pathname === "/admin",
      );
      await expect(page.getByTestId("console-home-school")).toContainText("Demo Single School");
      await expect(page.getByTestId("console-home-user")).toHaveText(teacher.name);
      expect(page.url()).not.toContain("code=");
      await expect(page.locator(".ant-skeleton")).toHaveCount(0); // the to-do card has loaded
      await shoot(page, "oidc-signed-in-1440");
      await page.setViewportSize(phone);
      await shoot(page, "oidc-signed-in-390");
    } finally {
      // Other specs sign in on single.demo's page: leave it as the demo data has it.
      await request.post("/api/v3/school/thirdParty/del", { headers, data: { id: saved.data.id } });
      await issuer.close();
    }
  });
});
