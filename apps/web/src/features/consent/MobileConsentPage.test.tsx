import { type ChildConsent, SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { writeSession } from "../../api/session.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";

const slow = { timeout: 25_000 };

const child = (health: "given" | "none" | "withdrawn"): ChildConsent => ({
  studentId: 101,
  name: "Li Ming",
  className: "Grade 1 (1)",
  items: [
    {
      kind: "health",
      state: health,
      at: health === "none" ? null : "2026-11-01T01:00:00Z",
      byName: "Li's mother",
    },
    { kind: "location", state: "none", at: null, byName: null },
    { kind: "face", state: "none", at: null, byName: null },
  ],
});

beforeEach(() => {
  signInAsStaff();
  writeSession(
    SessionKey.userInfo,
    JSON.stringify({ id: 7, name: "Li's mother", type: 2, roleType: "p", schoolId: 12, areaId: 1 }),
  );
  writeSession(SessionKey.roleType, "p");
});

describe("a guardian's data consent on the phone", { timeout: 90_000 }, () => {
  it("withdraws only after confirming, and gives with one tap; the page shows what the server answered", async () => {
    const { calls } = fakeApi({
      "GET /v3/consent/mine": () => ok([child("given")]),
      "POST /v3/consent/withdraw": () => ok(child("withdrawn")),
      "POST /v3/consent/give": () => ok(child("given")),
    });
    renderRoute("/m/consent");
    expect((await screen.findByTestId("consent-state-101-health", {}, slow)).textContent).toBe("Given");
    expect(screen.getByTestId("consent-state-101-face").textContent).toBe("Not decided");

    fireEvent.click(screen.getByTestId("consent-withdraw-101-health"));
    fireEvent.click(await screen.findByText("Cancel"));
    await waitFor(() => expect(screen.queryByText("Withdraw consent?")).toBeNull());
    expect(calls.some((c) => c.url.pathname.endsWith("/withdraw"))).toBe(false);

    fireEvent.click(screen.getByTestId("consent-withdraw-101-health"));
    expect(await screen.findByText("The school will no longer collect Li Ming's Health data.")).toBeTruthy();
    const dialog = document.querySelector(".adm-dialog") as HTMLElement;
    fireEvent.click(
      Array.from(dialog.querySelectorAll("button")).find((b) => b.textContent === "Withdraw") as HTMLElement,
    );
    await waitFor(() => expect(screen.getByTestId("consent-state-101-health").textContent).toBe("Withdrawn"));
    const withdraw = calls.find((c) => c.url.pathname.endsWith("/withdraw"));
    expect(bodyOf(withdraw as NonNullable<typeof withdraw>)).toMatchObject({
      studentId: 101,
      kind: "health",
    });

    fireEvent.click(screen.getByTestId("consent-give-101-health"));
    await waitFor(() => expect(screen.getByTestId("consent-state-101-health").textContent).toBe("Given"));
    const give = calls.find((c) => c.url.pathname.endsWith("/give"));
    expect(bodyOf(give as NonNullable<typeof give>)).toMatchObject({ studentId: 101, kind: "health" });
  });
});
