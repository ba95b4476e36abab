import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { absoluteUrl, deviceLabel, pollQrTicket, type QrCheck } from "./qrLogin.ts";

describe("pollQrTicket", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const run = (answers: Array<QrCheck | Error>, deadlineMs = 120_000) => {
    const updates: QrCheck[] = [];
    const check = vi.fn(async () => {
      const next = answers.shift() ?? { state: "waiting" as const, expiresIn: 1 };
      if (next instanceof Error) throw next;
      return next;
    });
    const poller = pollQrTicket({
      ticket: "t",
      deadline: Date.now() + deadlineMs,
      onUpdate: (u) => updates.push(u),
      check,
    });
    return { updates, check, poller };
  };

  it("asks every two seconds and stops once the phone confirms", async () => {
    const { updates, check } = run([
      { state: "waiting", expiresIn: 118 },
      { state: "scanned", expiresIn: 116 },
      { state: "confirmed", expiresIn: 0, authorizationCode: "code" },
    ]);
    await vi.advanceTimersByTimeAsync(1999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(updates.map((u) => u.state)).toEqual(["waiting", "scanned", "confirmed"]);
    expect(updates[2].authorizationCode).toBe("code");
  });

  it("rides out a failed call and reports expiry at the deadline without asking again", async () => {
    const { updates, check } = run([new Error("offline"), { state: "waiting", expiresIn: 2 }], 5000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(updates.map((u) => u.state)).toEqual(["waiting", "expired"]);
  });

  it("stops when told to", async () => {
    const { check, poller } = run([]);
    await vi.advanceTimersByTimeAsync(2000);
    poller.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe("QR helpers", () => {
  it("makes the QR content a full address on this site", () => {
    expect(absoluteUrl("/m/qr-confirm?ticket=1.abc&domain=primary.demo", "https://eos.example.cn")).toBe(
      "https://eos.example.cn/m/qr-confirm?ticket=1.abc&domain=primary.demo",
    );
  });

  it("names the asking computer by what is known", () => {
    expect(deviceLabel({ browser: "Chrome 131", os: "Windows 10/11" })).toBe("Chrome 131 · Windows 10/11");
    expect(deviceLabel({ browser: null, os: "macOS" })).toBe("macOS");
    expect(deviceLabel({ browser: null, os: null })).toBeNull();
  });
});
