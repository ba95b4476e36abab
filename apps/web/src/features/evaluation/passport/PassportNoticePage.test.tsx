import type { PassportNotice, PassportObjection } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { years } from "../../../test/evaluationTestKit.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";
import { callsTo } from "../../../test/scenesTestKit.ts";

const notice: PassportNotice = {
  id: 5,
  classId: 3,
  className: "Grade 1 Class 1",
  schoolYearId: 1,
  startsAt: "2026-11-24T00:00:00.000Z",
  endsAt: "2026-11-27T00:00:00.000Z",
  state: "open",
  openObjections: 1,
  objections: 2,
};

const objection = (id: number, patch: Partial<PassportObjection> = {}): PassportObjection => ({
  id,
  noticeId: 5,
  studentId: 70,
  studentName: "Li Lei",
  formValueId: 501,
  text: "The minutes were 40",
  state: "open",
  resolution: null,
  createdAt: "2026-11-24T02:00:00.000Z",
  resolvedAt: null,
  ...patch,
});

beforeAll(async () => {
  await import("./PassportNoticePage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("the passport notice windows page", { timeout: 90_000 }, () => {
  it("lists the year's windows, shows a window's objections and accepts one with the change made", async () => {
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/passport/notice/list": () => ok([notice]),
      "GET /v3/passport/notice/objections": () =>
        ok([
          objection(8),
          objection(9, {
            formValueId: null,
            text: "Missing certificate",
            state: "rejected",
            resolution: "Not this year",
          }),
        ]),
      "POST /v3/passport/objection/resolve": () => ok(null),
    });
    renderRoute("/admin/passports/notice");
    const link = await screen.findByTestId("notice-5", {}, { timeout: 25_000 });
    expect(callsTo(calls, "/v3/passport/notice/list")[0].url.searchParams.get("schoolYearId")).toBe("1");
    const row = link.closest("tr") as HTMLElement;
    expect(row.textContent).toContain("Open");
    expect(row.textContent).toContain("1 / 2");

    fireEvent.click(link);
    const objections = await screen.findByTestId("notice-objections");
    expect(await within(objections).findByText("Missing certificate")).toBeTruthy();
    expect(within(objections).getByText("Whole passport")).toBeTruthy();
    expect(within(objections).getByText("Not this year")).toBeTruthy();
    expect(within(objections).queryByTestId("objection-accept-9")).toBeNull();

    fireEvent.click(within(objections).getByTestId("objection-accept-8"));
    fireEvent.change(await screen.findByTestId("objection-note"), { target: { value: " Corrected to 40 " } });
    fireEvent.click(screen.getByTestId("objection-resolve-ok"));
    await waitFor(() => expect(callsTo(calls, "/v3/passport/objection/resolve")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/passport/objection/resolve")[0])).toMatchObject({
      id: 8,
      accept: true,
      note: "Corrected to 40",
    });
  });
});
