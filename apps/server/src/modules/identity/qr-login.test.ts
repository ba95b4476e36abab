import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, PC, PHONE, schoolIdOf, signIn } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

let clock = Date.now();
const now = () => new Date(clock);

const WINDOWS_EDGE = {
  "user-agent":
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
};

describe("QR sign-in: getQrCode, verifyQrCode, checkQrCode", () => {
  let t: TestApp;
  let primary: number;
  let phoneToken: string;
  beforeAll(async () => {
    t = await createTestApp({}, now);
    primary = await schoolIdOf(t, "primary.demo");
    phoneToken = (await signIn(t, "primary.demo", "s26010101", 1, PHONE)).token;
  });
  afterAll(() => t.close());

  const newTicket = async (headers: Record<string, string> = WINDOWS_EDGE) => {
    const res = await t.call({ method: "GET", url: `/api/auth/getQrCode?schoolId=${primary}`, headers });
    expect(res.body.success).toBe(true);
    const data = res.body.data as { ticket: string; qrContent: string; expiresIn: number };
    const scanTicket = new URL(data.qrContent, "http://x").searchParams.get("ticket") as string;
    return { ...data, scanTicket };
  };
  const check = async (ticket: string) =>
    (await t.call({ method: "GET", url: `/api/auth/checkQrCode?ticket=${encodeURIComponent(ticket)}` })).body;
  const verify = (ticket: string, action: string, token = phoneToken) =>
    t.call({
      method: "POST",
      url: "/api/auth/verifyQrCode",
      headers: bearer(token, { ...PHONE, "accept-language": "en-US" }),
      payload: { ticket, action },
    });

  it("signs the computer in as the phone's user once the phone confirms, and only once", async () => {
    const qr = await newTicket();
    expect(qr.expiresIn).toBe(120);
    expect(qr.qrContent).toMatch(/^\/m\/qr-confirm\?ticket=[^&]+&domain=primary\.demo$/);
    expect(qr.scanTicket).not.toBe(qr.ticket);
    expect((await check(qr.ticket)).data).toEqual({ state: "waiting", expiresIn: 120 });

    const scanned = await verify(qr.scanTicket, "scan");
    expect(scanned.body.data).toEqual({
      state: "scanned",
      expiresIn: 120,
      device: { browser: "Edge 131", os: "Windows 10/11", ip: "127.0.0.1" },
    });
    expect((await check(qr.ticket)).data.state).toBe("scanned");

    clock += 5_000;
    expect((await verify(qr.scanTicket, "confirm")).body.data.state).toBe("confirmed");
    const confirmed = (await check(qr.ticket)).data;
    expect(confirmed.state).toBe("confirmed");
    const exchanged = await t.call({
      method: "POST",
      url: "/api/auth/login/getToken",
      headers: WINDOWS_EDGE,
      payload: { authorizationCode: confirmed.authorizationCode },
    });
    expect(exchanged.body.data.user).toMatchObject({ roleType: "stu", schoolId: primary });
    const me = await t.call({
      method: "GET",
      url: "/api/auth/my/userInfo",
      headers: bearer(exchanged.body.data.token),
    });
    expect(me.body.data.name).toBe(exchanged.body.data.user.name);

    expect((await check(qr.ticket)).data).toEqual({ state: "expired", expiresIn: 0 });
    const phoneStillIn = await t.call({
      method: "GET",
      url: "/api/auth/my/userInfo",
      headers: bearer(phoneToken),
    });
    expect(phoneStillIn.body.success).toBe(true);
  });

  it("keeps the two secrets apart: the QR code's ticket cannot poll, the computer's cannot confirm", async () => {
    const qr = await newTicket();
    expect((await check(qr.scanTicket)).data.state).toBe("expired");
    const wrong = await verify(qr.ticket, "confirm");
    expect(wrong.status).toBe(404);
    expect(wrong.body.errorDesc).toBe("this QR code has expired, refresh it on the computer and scan again");
    expect((await check(qr.ticket)).data.state).toBe("waiting");
  });

  it("lets a ticket live 120 seconds", async () => {
    const qr = await newTicket();
    clock += 119_000;
    expect((await check(qr.ticket)).data).toEqual({ state: "waiting", expiresIn: 1 });
    clock += 2_000;
    expect((await check(qr.ticket)).data.state).toBe("expired");
    expect((await verify(qr.scanTicket, "scan")).status).toBe(404);
    expect((await verify(qr.scanTicket, "confirm")).status).toBe(404);
  });

  it("binds the ticket to the first phone that confirms; a second one is refused", async () => {
    const other = (await signIn(t, "primary.demo", "admin", 0, PHONE)).token;
    const qr = await newTicket();
    expect((await verify(qr.scanTicket, "confirm")).body.success).toBe(true);
    const second = await verify(qr.scanTicket, "confirm", other);
    expect(second.status).toBe(404);
    const confirmed = (await check(qr.ticket)).data;
    const exchanged = await t.call({
      method: "POST",
      url: "/api/auth/login/getToken",
      headers: PC,
      payload: { authorizationCode: confirmed.authorizationCode },
    });
    expect(exchanged.body.data.user.roleType).toBe("stu");
  });

  it("ends the ticket when the phone cancels", async () => {
    const qr = await newTicket();
    await verify(qr.scanTicket, "scan");
    expect((await verify(qr.scanTicket, "cancel")).body.data.state).toBe("expired");
    expect((await check(qr.ticket)).data.state).toBe("expired");
    expect((await verify(qr.scanTicket, "confirm")).status).toBe(404);
  });

  it("refuses a phone signed in to another school (403), and anyone not signed in (MISTOKEN)", async () => {
    const qr = await newTicket();
    const middle = (await signIn(t, "middle.demo", "admin", 0, PHONE)).token;
    const foreign = await verify(qr.scanTicket, "confirm", middle);
    expect(foreign.status).toBe(403);
    expect(foreign.body.errorDesc).toBe("this QR code belongs to another school");
    const anonymous = await t.call({
      method: "POST",
      url: "/api/auth/verifyQrCode",
      payload: { ticket: qr.scanTicket, action: "confirm" },
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorCode).toBe("MISTOKEN");
    expect((await check(qr.ticket)).data.state).toBe("waiting");
  });

  it("answers an unknown school and a malformed action clearly", async () => {
    const unknown = await t.call({ method: "GET", url: "/api/auth/getQrCode?schoolId=999999" });
    expect(unknown.body).toMatchObject({ success: false, errorCode: 404 });
    const bad = await verify("1.xxxxxxxxxxxxxxxxxxxxxxxxxxxx", "steal");
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe(-1);
    expect((await check("garbage")).data.state).toBe("expired");
  });
});
