import type { HealthAlert } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";

const slow = { timeout: 30_000 };

const alert = (handled: boolean): HealthAlert => ({
  id: 5,
  studentId: 101,
  name: "Li Ming",
  classId: 3,
  className: "Grade 1 (1)",
  day: "2027-01-25",
  temperature: 38.4,
  symptoms: ["fever"],
  createdAt: "2027-01-25T00:10:00Z",
  recheck: handled ? null : { temperature: 36.7, symptoms: [], at: "2027-01-25T00:40:00Z", normal: true },
  handled,
  handledAt: handled ? "2027-01-25T01:00:00Z" : null,
  handledByName: handled ? "Nurse Wu" : null,
  handledNote: handled ? "sent home" : null,
});

beforeEach(() => signInAsStaff());

describe("the school's health checks page", { timeout: 120_000 }, () => {
  it("shows the day's board, and handles an alert only with a note", async () => {
    let handled = false;
    const { calls } = fakeApi({
      "GET /temperature/api/user/getBaseInfo": () =>
        ok({
          user: { id: 1, name: "Wang Fang", userType: 0 },
          school: { id: 12, name: "Demo Primary" },
          today: "2027-01-25",
          setting: { feverAt: 37.3, alertSymptoms: ["fever"], retentionDays: null },
          mayRecord: true,
          mayView: true,
          classes: [{ classId: 3, className: "Grade 1 (1)", leader: false }],
          children: [],
        }),
      "GET /temperature/api/record/board": () =>
        ok({
          day: "2027-01-25",
          classes: [
            { classId: 3, className: "Grade 1 (1)", students: 30, checked: 28, fever: 1, symptoms: 2 },
          ],
          unhandledAlerts: handled ? 0 : 1,
        }),
      "GET /temperature/api/alert/list": () =>
        ok({ list: handled ? [] : [alert(false)], total: handled ? 0 : 1, page: 1, size: 20 }),
      "GET /temperature/api/record/list": () => ok({ list: [], total: 0, page: 1, size: 20 }),
      "GET /temperature/api/record/export": () => ok({ jobId: 77 }),
      "POST /temperature/api/alert/handle": () => {
        handled = true;
        return ok({ id: 5 });
      },
    });
    renderRoute("/admin/health");
    expect((await screen.findByTestId("health-board-checked", {}, slow)).textContent).toBe("28");
    expect(screen.getByTestId("health-board-fever").textContent).toBe("1");
    expect(screen.getByText("1 unhandled alerts")).toBeTruthy();

    fireEvent.click(screen.getByRole("tab", { name: "Alerts" }));
    const table = await screen.findByTestId("health-alert-table");
    await within(table).findByText("Li Ming");
    expect(screen.getByTestId("health-recheck-5").textContent).toContain("36.7");
    fireEvent.click(screen.getByTestId("health-handle-5"));
    const ok_ = await screen.findByTestId("health-handle-ok");
    expect((ok_ as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId("health-handle-note"), { target: { value: "sent home" } });
    await waitFor(() =>
      expect((screen.getByTestId("health-handle-ok") as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId("health-handle-ok"));
    const handle = () => calls.find((c) => c.url.pathname.endsWith("/alert/handle"));
    await waitFor(() => expect(handle()).toBeTruthy());
    expect(bodyOf(handle() as NonNullable<ReturnType<typeof handle>>)).toMatchObject({
      id: 5,
      note: "sent home",
    });
    await waitFor(() => expect(within(table).queryByText("Li Ming")).toBeNull());

    // Records: a range of days goes to the background export (the last 30 days by default).
    fireEvent.click(screen.getByRole("tab", { name: "Records" }));
    fireEvent.click(await screen.findByTestId("health-export-background"));
    const started = () => calls.find((c) => c.url.pathname.endsWith("/record/export"));
    await waitFor(() => expect(started()).toBeTruthy());
    const params = (started() as NonNullable<ReturnType<typeof started>>).url.searchParams;
    expect([params.get("from"), params.get("to"), params.get("async")]).toEqual([
      "2026-12-27",
      "2027-01-25",
      "1",
    ]);
    expect(await screen.findByTestId("export-started")).toBeTruthy();
  });
});
