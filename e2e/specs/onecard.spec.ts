import { expect, test } from "@playwright/test";
import { call, chooseOption, signInSchool } from "./console-kit.ts";
import { tokenOf } from "./forms-kit.ts";
import { laptop, phone, shoot } from "./screens.ts";

/**
 * Issue 20's one-card devices: an administrator registers a gate (its key shown once, gone once the dialog is
 * closed); a script posts a batch of card sign-ins through the real HTTP server with the key (one event retried,
 * one card nobody holds); the unknown card appears on the cards page and the administrator links it to a student.
 * Screenshots at 1440 and 390 px.
 */
const tag = String(Date.now()).slice(-6);
// Pages load slowly on a busy machine: the page steps wait longer than the default 10 s.
const slow = expect.configure({ timeout: 30_000 });
const deviceName = `东门闸机${tag}`;
const strangerCard = `77${tag}`;

test.describe("one-card devices and cards", () => {
  test("an administrator registers a device, a device posts a batch, the administrator links its unknown card", async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const admin = await (
      await browser.newContext({ locale: "zh-CN", timezoneId: "Asia/Shanghai" })
    ).newPage();
    await signInSchool(admin, "primary.demo", "admin");
    const api = { request: admin.request, token: await tokenOf(admin) };

    // Register a gate: the key shows once, in a dialog that cannot be dismissed by accident.
    await admin.goto("/admin/onecard/devices");
    await slow(admin.getByTestId("onecard-devices-title")).toBeVisible();
    await admin.getByTestId("onecard-device-add").click();
    await admin.getByTestId("onecard-device-name").fill(deviceName);
    await admin.getByTestId("onecard-device-place").fill("东门");
    await admin.getByTestId("onecard-device-save").click();
    const keyBox = admin.getByTestId("onecard-key");
    await slow(keyBox).toHaveValue(/^eosd_\d+\.[A-Za-z0-9_-]{43}$/);
    const key = await keyBox.inputValue();
    await shoot(admin, "onecard-key-once-1440", { fullPage: false });
    await admin.getByTestId("onecard-key-close").click();
    await slow(admin.getByTestId("onecard-key")).toHaveCount(0);
    const table = admin.getByTestId("onecard-devices-table");
    await slow(table).toContainText(deviceName);
    // The list shows the key's first characters only; the page holds the key nowhere any more.
    await slow(table).toContainText(`${key.slice(0, key.indexOf(".") + 5)}…`);
    expect(await admin.content()).not.toContain(key);

    // A device's script: a batch through the real server, with the device key (no person's token).
    const [student] = (await call(api, "GET", "/v3/stu/page?page=1&size=1")).body.data.list as {
      id: number;
      name: string;
    }[];
    const knownCard = `88${tag}`;
    expect(
      (await call(api, "POST", "/onecard/admin/card/link", { cardNo: knownCard, studentId: student.id })).body
        .success,
    ).toBe(true);
    const now = Date.now();
    const post = (events: object[]) =>
      admin.request.post(`${baseURL}/api/onecard/manage/signin`, {
        headers: { authorization: `Bearer ${key}` },
        data: { events },
      });
    const first = await post([
      { eventId: "a1", cardNo: knownCard, at: new Date(now - 60_000).toISOString() },
    ]);
    expect((await first.json()).data.results).toEqual([{ eventId: "a1", result: "stored" }]);
    const batch = await post([
      { eventId: "a1", cardNo: knownCard, at: new Date(now - 60_000).toISOString() },
      { eventId: "a2", cardNo: knownCard, at: new Date(now - 30_000).toISOString() },
      { eventId: "a3", cardNo: strangerCard, at: new Date(now - 20_000).toISOString() },
    ]);
    expect(batch.status()).toBe(200);
    expect((await batch.json()).data.results).toEqual([
      { eventId: "a1", result: "duplicate" },
      { eventId: "a2", result: "stored" },
      { eventId: "a3", result: "unknownCard" },
    ]);
    const stranger = await admin.request.post(`${baseURL}/api/onecard/manage/signin`, {
      headers: { authorization: "Bearer eosd_not-a-key" },
      data: { events: [] },
    });
    expect(stranger.status()).toBe(401);

    // The device's counters, then the unknown card on the cards page, linked to a student.
    const listed = (await call(api, "GET", "/onecard/admin/device/list")).body.data.find(
      (d: { name: string }) => d.name === deviceName,
    );
    expect(listed).toMatchObject({ events: 3, badInput: 0, revoked: false });
    await admin.reload();
    await slow(admin.getByTestId("onecard-devices-table")).toContainText(deviceName);
    await shoot(admin, "onecard-devices-1440");
    await admin.goto("/admin/onecard/cards");
    const unknown = admin.getByTestId("onecard-unknown-table");
    await slow(unknown).toContainText(strangerCard);
    await shoot(admin, "onecard-cards-1440");
    await admin.getByTestId(`onecard-link-${strangerCard}`).click();
    const target = (await call(api, "GET", "/v3/stu/page?page=1&size=2")).body.data.list[1] as {
      name: string;
    };
    await admin.getByTestId("onecard-student").locator("input").fill(target.name);
    await chooseOption(admin, "onecard-student", target.name);
    await admin.getByTestId("onecard-link-save").click();
    await slow(admin.locator(".ant-message")).toContainText("1");
    await slow(unknown).not.toContainText(strangerCard);
    await admin.getByTestId("onecard-cards-search").locator("input").fill(strangerCard);
    await admin.getByTestId("onecard-cards-search").locator("input").press("Enter");
    await slow(admin.getByTestId("onecard-cards-table")).toContainText(target.name);

    // The canteen's payments (the demo's lunches), at 1440 and 390 px.
    await admin.goto("/admin/onecard/consume");
    await slow(admin.getByTestId("onecard-consume-sum")).toBeVisible();
    await slow(
      admin.getByTestId("onecard-consume-table").locator("tbody tr.ant-table-row").first(),
    ).toBeVisible();
    await shoot(admin, "onecard-consume-1440");
    await admin.setViewportSize(phone);
    await admin.goto("/admin/onecard/devices");
    await slow(admin.getByTestId("onecard-devices-table")).toContainText(deviceName);
    await shoot(admin, "onecard-devices-390");
    await admin.goto("/admin/onecard/consume");
    await slow(admin.getByTestId("onecard-consume-sum")).toBeVisible();
    await shoot(admin, "onecard-consume-390");
    await admin.setViewportSize(laptop);
  });
});
