import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { errorEnvelope, mockFetch, okEnvelope } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { primarySchool } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";

const student = { id: 5, name: "Li Hua", type: 1, roleType: "stu", schoolId: 12, areaId: 1 };

describe("QR sign-in on the computer's sign-in page", () => {
  it("shows the QR code, follows the phone's steps and signs in once confirmed", async () => {
    const states = [
      { state: "scanned", expiresIn: 110 },
      { state: "confirmed", expiresIn: 0, authorizationCode: "12.auth" },
    ];
    const { calls } = mockFetch((call) => {
      switch (call.url.pathname) {
        case "/api/auth/my/getschool":
          return { body: okEnvelope(primarySchool) };
        case "/api/auth/getQrCode":
          return {
            body: okEnvelope({
              ticket: "12.poll",
              qrContent: "/m/qr-confirm?ticket=12.scan",
              expiresIn: 120,
            }),
          };
        case "/api/auth/checkQrCode":
          return { body: okEnvelope(states.shift() ?? { state: "expired", expiresIn: 0 }) };
        case "/api/auth/login/getToken":
          return { body: okEnvelope({ token: "qr-token", user: student }) };
        default:
          return { status: 404, body: errorEnvelope(404, "no route") };
      }
    });
    const { router } = renderRoute("/singleLogin?domain=primary.demo");
    fireEvent.click(await screen.findByTestId("tab-qr"));
    expect((await screen.findByTestId("qr-image")).getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId("qr-countdown").textContent).toMatch(/The QR code expires in 1[12]\d s/);
    const issued = calls.find((c) => c.url.pathname === "/api/auth/getQrCode");
    expect(issued?.url.searchParams.get("schoolId")).toBe("12");

    await screen.findByText("Scanned: confirm the sign-in on your phone", {}, { timeout: 5000 });
    await waitFor(() => expect(router.state.location.pathname).toBe("/m/"), { timeout: 5000 });
    const exchange = calls.find((c) => c.url.pathname === "/api/auth/login/getToken");
    expect(new URLSearchParams(exchange?.body).get("authorizationCode")).toBe("12.auth");
    expect(testSession.get(SessionKey.token)).toBe("qr-token");
    const polls = calls.filter((c) => c.url.pathname === "/api/auth/checkQrCode");
    expect(polls).toHaveLength(2);
    expect(polls[0].url.searchParams.get("ticket")).toBe("12.poll");
  });

  it("offers a fresh code once the ticket has expired", async () => {
    let issued = 0;
    mockFetch((call) => {
      if (call.url.pathname === "/api/auth/my/getschool") return { body: okEnvelope(primarySchool) };
      if (call.url.pathname === "/api/auth/getQrCode") {
        issued += 1;
        return {
          body: okEnvelope({ ticket: `12.t${issued}`, qrContent: "/m/qr-confirm?ticket=x", expiresIn: 120 }),
        };
      }
      if (call.url.pathname === "/api/auth/checkQrCode")
        return { body: okEnvelope({ state: "expired", expiresIn: 0 }) };
      return { status: 404, body: errorEnvelope(404, "no route") };
    });
    renderRoute("/singleLogin?domain=primary.demo");
    fireEvent.click(await screen.findByTestId("tab-qr"));
    fireEvent.click(await screen.findByTestId("qr-refresh", {}, { timeout: 5000 }));
    await waitFor(() => expect(issued).toBe(2));
    expect(await screen.findByText("Scan with your phone to sign in")).toBeTruthy();
  });
});
