import type { Leave } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";

const leave = (id: number, status: Leave["status"], studentName: string): Leave => ({
  id,
  studentId: id + 100,
  studentName,
  classId: 3,
  className: "Class 1-1",
  fromDay: "2026-11-30",
  toDay: "2026-12-01",
  pointIds: [],
  pointNames: [],
  reason: "Fever",
  status,
  parentName: "A guardian",
  file: null,
  createdAt: "2026-11-28T01:00:00Z",
  decidedByName: "",
  decidedAt: null,
  comment: "",
});

beforeEach(() => signInAsStaff());

describe("reviewing leave on the console", { timeout: 120_000 }, () => {
  it("lists requests paged from the server, offers decisions only on pending ones, and decides with a comment in a dialog", async () => {
    let rows = [leave(1, "pending", "Li Ming"), leave(2, "approved", "Wang Lei")];
    const { calls } = fakeApi({
      "GET /signinStu/classes": () =>
        ok([{ classId: 3, className: "Class 1-1", gradeId: 2, gradeName: "Grade 1", leader: true }]),
      "GET /signinStu/leave/review": (call) => {
        const status = call.url.searchParams.get("status");
        const list = rows.filter((r) => !status || r.status === status);
        return ok({ list, total: list.length, page: 1, size: 20 });
      },
      "POST /signinStu/leave/decide": (call) => {
        const b = bodyOf(call) as { id: number; approve: boolean };
        rows = rows.map((r) => (r.id === b.id ? { ...r, status: b.approve ? "approved" : "refused" } : r));
        return ok({ id: b.id, status: b.approve ? "approved" : "refused" });
      },
    });
    renderRoute("/admin/attendance/leave");
    expect((await screen.findByTestId("leave-row-status-1", {}, { timeout: 30_000 })).textContent).toBe(
      "Pending",
    );
    expect(screen.getByTestId("leave-row-status-2").textContent).toBe("Approved");
    expect(screen.queryByTestId("leave-row-approve-2")).toBeNull();

    fireEvent.click(screen.getByTestId("leave-row-refuse-1"));
    const comment = await screen.findByTestId("leave-decide-comment");
    fireEvent.change(comment, { target: { value: "Please bring a note" } });
    fireEvent.click(document.getElementById("leave-decide-ok") as HTMLElement);
    await waitFor(() => expect(screen.getByTestId("leave-row-status-1").textContent).toBe("Refused"));
    const decide = calls.find((c) => c.url.pathname.endsWith("/decide"));
    expect(bodyOf(decide as NonNullable<typeof decide>)).toMatchObject({
      id: 1,
      approve: false,
      comment: "Please bring a note",
    });
    const reviews = () => calls.filter((c) => c.url.pathname.endsWith("/leave/review"));
    expect(reviews()[0].url.searchParams.get("page")).toBe("1");
  });
});
