import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type Call, errorEnvelope, mockFetch, okEnvelope, visit } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { primarySchool } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";

const device = { browser: "Edge 131", os: "Windows 10/11", ip: "10.0.0.8" };

const open = (url: string) => {
  visit(url);
  return renderRoute(url);
};

const bodyOf = (call: Call) => Object.fromEntries(new URLSearchParams(call.body));

describe("/m/qr-confirm", () => {
  it("shows which computer asks, then confirms as the signed-in user", async () => {
    testSession.set(SessionKey.token, "phone-token");
    const { calls } = mockFetch((call) => {
      if (call.url.pathname === "/api/auth/verifyQrCode") {
        const { action } = bodyOf(call);
        return {
          body: okEnvelope({ state: action === "scan" ? "scanned" : "confirmed", expiresIn: 100, device }),
        };
      }
      if (call.url.pathname === "/api/auth/my/getschool") return { body: okEnvelope(primarySchool) };
      return { status: 404, body: errorEnvelope(404, "no route") };
    });
    open("/m/qr-confirm?ticket=12.scan&domain=primary.demo");
    const shown = await screen.findByTestId("qr-device");
    expect(shown.textContent).toContain("Edge 131 · Windows 10/11");
    expect(shown.textContent).toContain("IP address: 10.0.0.8");
    expect(window.location.search).toBe("?domain=primary.demo");
    fireEvent.click(screen.getByTestId("qr-confirm"));
    expect((await screen.findByTestId("qr-confirm-done")).textContent).toBe("Signed in on the computer");
    const verifies = calls.filter((c) => c.url.pathname === "/api/auth/verifyQrCode").map(bodyOf);
    expect(verifies.map((v) => [v.ticket, v.action])).toEqual([
      ["12.scan", "scan"],
      ["12.scan", "confirm"],
    ]);
    expect(calls.find((c) => c.url.pathname === "/api/auth/verifyQrCode")?.headers.get("Authorization")).toBe(
      "Bearer phone-token",
    );
  });

  it("reports an expired code from the server", async () => {
    testSession.set(SessionKey.token, "phone-token");
    mockFetch((call) =>
      call.url.pathname === "/api/auth/verifyQrCode"
        ? { status: 404, body: errorEnvelope(404, "this QR code has expired") }
        : { body: okEnvelope(primarySchool) },
    );
    open("/m/qr-confirm?ticket=12.scan");
    expect(await screen.findByTestId("qr-confirm-error")).toBeTruthy();
    expect(screen.getByText("this QR code has expired")).toBeTruthy();
  });

  it("sends a phone without a session to sign in first and remembers the way back", async () => {
    mockFetch(() => ({ body: okEnvelope(primarySchool) }));
    const { router } = open("/m/qr-confirm?ticket=12.scan&domain=primary.demo");
    await waitFor(() => expect(router.state.location.pathname).toBe("/m/login"));
    expect(testSession.get(SessionKey.lastUrl)).toBe("/m/qr-confirm?ticket=12.scan&domain=primary.demo");
  });
});
