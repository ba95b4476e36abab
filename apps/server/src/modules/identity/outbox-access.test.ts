import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolIdOf } from "../../../test/sign-in.ts";
import { createTestApp, type TestApp } from "../../../test/test-app.ts";

const PHONE = "13900777001";

describe("GET /api/dev/outbox answers only this machine and DEV_OUTBOX_ALLOW, never in production", () => {
  let t: TestApp;
  beforeAll(async () => {
    // 192.0.2.1 stands for a load balancer the server is told to believe (TRUST_PROXY).
    t = await createTestApp({
      trustProxy: ["192.0.2.1"],
      devOutboxAllow: ["10.20.0.0/16", "2001:db8:5::/48"],
    });
    const schoolId = await schoolIdOf(t, "primary.demo");
    const sent = await t.call({
      method: "POST",
      url: "/api/auth/phone/sendCode",
      payload: { phone: PHONE, schoolId },
      remoteAddress: "198.51.100.9",
    });
    expect(sent.body.success).toBe(true);
  });
  afterAll(() => t.close());

  const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.call({ method: "GET", url: `/api/dev/outbox?phone=${PHONE}`, remoteAddress, headers });

  it("gives the codes to loopback addresses, as CONTRACT.md pins", async () => {
    for (const from of ["127.0.0.1", "127.8.9.10", "::1", "::ffff:127.0.0.1"]) {
      const r = await read(from);
      expect(r.status, from).toBe(200);
      expect(r.body, from).toMatchObject({ success: true, errorCode: null, errorDesc: null });
      expect(r.body.data).toEqual([
        {
          phone: PHONE,
          code: expect.stringMatching(/^\d{6}$/),
          text: expect.any(String),
          sentAt: expect.any(String),
        },
      ]);
    }
  });

  it("gives the codes to addresses inside DEV_OUTBOX_ALLOW, IPv4 and IPv6", async () => {
    for (const from of ["10.20.3.4", "::ffff:10.20.0.1", "2001:db8:5::9"]) {
      expect((await read(from)).body.data, from).toHaveLength(1);
    }
  });

  it("refuses every other address with 403 and no codes", async () => {
    for (const from of ["203.0.113.5", "10.21.0.1", "2001:db8:6::1", "::ffff:203.0.113.5", "192.0.2.1"]) {
      const r = await read(from, { "accept-language": "en-US" });
      expect(r.status, from).toBe(403);
      expect(r.body, from).toMatchObject({ success: false, errorCode: 403, data: null });
      expect(JSON.stringify(r.body)).not.toMatch(/\d{6}/);
    }
  });

  it("judges the client behind a trusted proxy, and does not take a local proxy it was not told of for a local client", async () => {
    expect((await read("192.0.2.1", { "x-forwarded-for": "203.0.113.5" })).status).toBe(403);
    expect((await read("192.0.2.1", { "x-forwarded-for": "10.20.1.1" })).body.data).toHaveLength(1);
    // A proxy on this machine that TRUST_PROXY does not name: its callers are not this machine.
    expect((await read("127.0.0.1", { "x-forwarded-for": "203.0.113.5" })).status).toBe(403);
  });

  it("does not exist in production, not even for loopback", async () => {
    const prod = await createTestApp({ nodeEnv: "production" });
    try {
      const r = await prod.call({
        method: "GET",
        url: `/api/dev/outbox?phone=${PHONE}`,
        remoteAddress: "127.0.0.1",
      });
      expect(r.status).toBe(404);
      expect(r.body.success).toBe(false);
    } finally {
      await prod.close();
    }
  });
});
