import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { years } from "../../../test/evaluationTestKit.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo } from "../../../test/scenesTestKit.ts";
import { testSession } from "../../../test/session.ts";
import { passportData } from "./passportTestKit.ts";

beforeAll(async () => {
  await import("./MobilePassportPage.tsx");
}, 120_000);

beforeEach(() => {
  signInAsStaff();
  testSession.set(
    SessionKey.userInfo,
    JSON.stringify({ id: 70, name: "Li Lei", type: 1, roleType: "stu", schoolId: 12, areaId: 1 }),
  );
  testSession.set(SessionKey.roleType, "stu");
});

describe("a student's passport on the phone", { timeout: 90_000 }, () => {
  it("shows each unit of the current year's passport and saves an edited self-statement", async () => {
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/passport/data": () => ok(passportData()),
      "POST /v3/passport/info/save": () => ok(null),
    });
    renderRoute("/m/passport");
    const view = await screen.findByTestId("passport-view", {}, { timeout: 25_000 });
    const asked = callsTo(calls, "/v3/passport/data")[0].url.searchParams;
    expect(asked.has("studentId")).toBe(false);
    expect(asked.get("schoolYearId")).toBe("1");

    const unit = (key: string) => within(view).getByTestId(`passport-unit-${key}`);
    expect(within(unit("u1")).getByText("Class 1-1")).toBeTruthy();
    expect(within(unit("u2")).getByTestId("passport-chart-u2")).toBeTruthy();
    const term = within(unit("u3")).getByText("Autumn 2026").closest("tr") as HTMLElement;
    expect(term.textContent).toContain("86.5");
    expect(term.textContent).toContain("Good");
    expect(within(unit("u4")).getByText("Run week 1")).toBeTruthy();
    expect(within(unit("u4")).getByText("3 km")).toBeTruthy();
    expect(within(unit("u5")).getByText("No records yet")).toBeTruthy();
    expect(within(unit("u6")).getByText("Works hard.")).toBeTruthy();
    expect(within(unit("u6")).queryByTestId("passport-edit-teacherComment")).toBeNull();
    expect(within(unit("u7")).getByText("Not written yet")).toBeTruthy();

    fireEvent.click(within(unit("u7")).getByTestId("passport-edit-selfStatement"));
    fireEvent.change(await screen.findByTestId("passport-text-input"), {
      target: { value: " I like running. " },
    });
    fireEvent.click(screen.getByTestId("passport-text-save"));
    await waitFor(() => expect(callsTo(calls, "/v3/passport/info/save")).toHaveLength(1));
    const body = bodyOf(callsTo(calls, "/v3/passport/info/save")[0]);
    expect(body).toMatchObject({ schoolYearId: 1, kind: "selfStatement", text: "I like running." });
    expect(body).not.toHaveProperty("studentId");
    // The passport is fetched again so that it shows what was saved.
    await waitFor(() => expect(callsTo(calls, "/v3/passport/data")).toHaveLength(2));
    expect(screen.queryByTestId("passport-text-input")).toBeNull();
  });

  it("shows the class's open notice window and sends an objection to one of the records", async () => {
    const notice = {
      id: 5,
      classId: 3,
      className: "Grade 1 Class 1",
      schoolYearId: 1,
      startsAt: "2026-11-24T00:00:00.000Z",
      endsAt: "2026-11-27T00:00:00.000Z",
      state: "open",
      openObjections: 0,
      objections: 1,
    };
    const earlier = {
      id: 8,
      noticeId: 5,
      studentId: 70,
      studentName: "Li Lei",
      formValueId: null,
      text: "Missing certificate",
      state: "rejected",
      resolution: "Not this year",
      createdAt: "2026-11-24T02:00:00.000Z",
      resolvedAt: "2026-11-24T03:00:00.000Z",
    };
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/passport/data": () => ok(passportData()),
      "GET /v3/passport/notice/student": () => ok({ notice, objections: [earlier] }),
      "POST /v3/passport/objection/raise": () => ok({ id: 9 }),
    });
    renderRoute("/m/passport");
    const card = await screen.findByTestId("passport-notice", {}, { timeout: 25_000 });
    expect(within(card).getByTestId("passport-notice-banner").textContent).toContain(
      "on public notice until",
    );
    expect(within(card).getByTestId("passport-objection-8").textContent).toContain("Not this year");

    fireEvent.mouseDown(within(card).getByRole("combobox"));
    fireEvent.click((await screen.findAllByTitle(/^Run week 1/)).at(-1) as HTMLElement);
    fireEvent.change(within(card).getByTestId("objection-text"), { target: { value: "It was 5 km" } });
    fireEvent.click(within(card).getByTestId("objection-raise"));
    await waitFor(() => expect(callsTo(calls, "/v3/passport/objection/raise")).toHaveLength(1));
    const body = bodyOf(callsTo(calls, "/v3/passport/objection/raise")[0]);
    expect(body).toMatchObject({ schoolYearId: 1, formValueId: 501, text: "It was 5 km" });
    expect(body).not.toHaveProperty("studentId");
  });
});
