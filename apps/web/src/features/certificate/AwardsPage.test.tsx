import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { years } from "../../test/evaluationTestKit.ts";
import { bodyOf, demoTree, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { callsTo, page } from "../../test/scenesTestKit.ts";
import { award, certificate, pick } from "./certificateTestKit.ts";

const slow = { timeout: 20_000 };
const student = (id: number, name: string) => ({
  id,
  name,
  gender: 2,
  studentNo: `S${id}`,
  classId: 3,
  className: "Class 1-1",
  account: `s${id}`,
  createdAt: "2026-09-01T00:00:00.000Z",
});

beforeAll(async () => {
  await import("./AwardsPage.tsx");
}, 120_000);

beforeEach(() => signInAsStaff());

describe("the certificate awards page", { timeout: 120_000 }, () => {
  it("awards by the rules and shows the count, awards by hand, revokes with a reason, sorts and exports", async () => {
    let records = [award(11), award(12, { studentId: 71, studentName: "Han Mei", score: 85, band: null })];
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/ruleCertificate/page": () =>
        ok(page([certificate(1, "Sports star"), certificate(2, "Kind helper", { ruleKind: "manual" })])),
      "GET /v3/ruleCertificate/acquire/page": () => ok(page(records)),
      "POST /v3/ruleCertificate/award/batch": () => ok({ termId: 4, certificates: 1, awarded: 7 }),
      "POST /v3/ruleCertificate/award/manual": () => ok({ count: 1 }),
      "POST /v3/ruleCertificate/award/revoke": () => {
        records = records.map((r) =>
          r.id === 11 ? { ...r, revokedAt: "2026-11-24T02:00:00.000Z", revokeReason: "Counted twice" } : r,
        );
        return ok({ count: 1 });
      },
      "GET /v3/stu/page": () => ok({ list: [student(72, "Lin Tao")], total: 1, page: 1, size: 10 }),
    });
    renderRoute("/admin/certificates/awards");
    const table = await screen.findByTestId("awards-table", {}, slow);
    await within(table).findByText("Li Lei", {}, slow);
    expect(within(table).getByText("92 (Excellent)")).toBeTruthy();
    expect(callsTo(calls, "/v3/ruleCertificate/acquire/page")[0].url.searchParams.get("termId")).toBe("4");

    // Batch award after confirming; the count it gave is shown.
    fireEvent.click(screen.getByTestId("batch-award"));
    fireEvent.click(await screen.findByTestId("batch-award-ok"));
    expect((await screen.findByTestId("batch-award-result")).textContent).toContain(
      "1 certificates checked, 7 new awards",
    );
    expect(bodyOf(callsTo(calls, "/v3/ruleCertificate/award/batch")[0])).toMatchObject({ termId: 4 });

    // By hand: a certificate, a student from the picker, a note.
    fireEvent.click(screen.getByTestId("manual-award"));
    await pick("manual-award-certificate", "Kind helper");
    fireEvent.click(screen.getByTestId("manual-award-students"));
    const row = await screen.findByTestId("member-row-72", {}, slow);
    fireEvent.click(within(row).getByRole("checkbox"));
    fireEvent.click(screen.getByTestId("member-picker-ok"));
    fireEvent.change(screen.getByTestId("manual-award-reason"), { target: { value: "Helped at the fair" } });
    fireEvent.click(screen.getByTestId("manual-award-ok"));
    await waitFor(() => expect(callsTo(calls, "/v3/ruleCertificate/award/manual")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/ruleCertificate/award/manual")[0])).toMatchObject({
      certificateId: 2,
      studentIds: [72],
      reason: "Helped at the fair",
    });
    expect(await screen.findByText("1 new awards")).toBeTruthy();

    // Revoke needs a reason; the record then shows why it was revoked.
    fireEvent.click(within(table).getByTestId("award-revoke-11"));
    fireEvent.click(await screen.findByTestId("revoke-ok"));
    expect(await screen.findByText("Enter the Reason")).toBeTruthy();
    expect(callsTo(calls, "/v3/ruleCertificate/award/revoke")).toHaveLength(0);
    fireEvent.change(screen.getByTestId("revoke-reason"), { target: { value: "Counted twice" } });
    fireEvent.click(screen.getByTestId("revoke-ok"));
    await waitFor(() => expect(callsTo(calls, "/v3/ruleCertificate/award/revoke")).toHaveLength(1));
    expect(bodyOf(callsTo(calls, "/v3/ruleCertificate/award/revoke")[0])).toMatchObject({
      ids: [11],
      reason: "Counted twice",
    });
    expect(await within(table).findByText(/Revoked: Counted twice/)).toBeTruthy();

    // Sorting by score asks the server.
    fireEvent.click(within(table).getAllByRole("columnheader", { name: /Score/ })[0]);
    await waitFor(() => {
      const last = callsTo(calls, "/v3/ruleCertificate/acquire/page").at(-1);
      expect(last?.url.searchParams.get("sort")).toBe("score");
    });

    // Export: the same filters, as a file.
    Object.assign(URL, { createObjectURL: () => "blob:x", revokeObjectURL: () => undefined });
    onTestFinished(() => {
      Reflect.deleteProperty(URL, "createObjectURL");
      Reflect.deleteProperty(URL, "revokeObjectURL");
    });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const exported = vi.fn();
    fakeApi({
      "GET /v3/ruleCertificate/acquire/export": (call) => {
        exported(call.url.searchParams.get("sort"), call.url.searchParams.get("termId"));
        return { raw: "xlsx" };
      },
      "GET /v3/ruleCertificate/acquire/page": () => ok(page(records)),
    });
    fireEvent.click(screen.getByTestId("awards-export"));
    await waitFor(() => expect(exported).toHaveBeenCalledWith("score", "4"));
  });
});
