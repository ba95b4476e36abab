import { type Leave, SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { writeSession } from "../../api/session.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";

// The real upload goes through XMLHttpRequest (for progress); here it answers a stored file at once.
vi.mock("../forms/index.ts", async (original) => ({
  ...(await original<typeof import("../forms/index.ts")>()),
  uploadFile: vi.fn(async (file: File) => ({
    id: 555,
    name: file.name,
    url: "/api/oss/file/555",
    size: 3,
    mime: "image/png",
  })),
}));

const slow = { timeout: 25_000 };

const leave = (over: Partial<Leave> = {}): Leave => ({
  id: 31,
  studentId: 101,
  studentName: "Li Ming",
  classId: 9,
  className: "Grade 1 (1)",
  fromDay: "2026-11-30",
  toDay: "2026-12-01",
  pointIds: [],
  pointNames: [],
  reason: "Fever",
  status: "pending",
  parentName: "Li's mother",
  file: null,
  createdAt: "2026-11-28T01:00:00Z",
  decidedByName: "",
  decidedAt: null,
  comment: "",
  ...over,
});

const page = (list: Leave[]) => ok({ list, total: list.length, page: 1, size: 50 });

describe("leave on the phone", { timeout: 90_000 }, () => {
  beforeEach(() => signInAsStaff());

  it("lets a guardian ask leave with a photo, refuses an empty reason, and withdraws only after confirming", async () => {
    writeSession(
      SessionKey.userInfo,
      JSON.stringify({ id: 7, name: "Li's mother", type: 2, roleType: "p", schoolId: 12, areaId: 1 }),
    );
    writeSession(SessionKey.roleType, "p");
    let mine = [leave()];
    const { calls } = fakeApi({
      "GET /signinStu/leave/children": () =>
        ok([
          { studentId: 101, name: "Li Ming", className: "Grade 1 (1)", points: [] },
          {
            studentId: 102,
            name: "Li Hua",
            className: "Grade 3 (2)",
            points: [
              { id: 5, name: "Morning", startTime: "07:30", endTime: "08:10" },
              { id: 6, name: "Afternoon", startTime: "13:30", endTime: "14:00" },
            ],
          },
        ]),
      "GET /signinStu/leave/mine": () => page(mine),
      "POST /signinStu/leave/apply": () => {
        mine = [leave({ id: 32, studentId: 102, studentName: "Li Hua", reason: "Dentist" }), ...mine];
        return ok({ id: 32 });
      },
      "POST /signinStu/leave/cancel": () => {
        mine = mine.map((l) => (l.id === 31 ? { ...l, status: "cancelled" } : l));
        return ok(null);
      },
    });
    renderRoute("/m/leave");
    expect((await screen.findByTestId("leave-status-31", {}, slow)).textContent).toBe("Pending");

    // No reason: nothing is sent.
    fireEvent.click(screen.getByTestId("leave-submit"));
    expect(await screen.findByText("Please fill in every field")).toBeTruthy();
    expect(calls.some((c) => c.url.pathname.endsWith("/apply"))).toBe(false);

    // Li Ming's grade has no points to choose among: the whole day, no choice shown.
    expect(screen.queryByTestId("leave-points")).toBeNull();
    fireEvent.click(screen.getByText("Li Hua"));
    // Li Hua's grade has two: the guardian asks for the morning only.
    fireEvent.click(await screen.findByText("Morning"));
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-30" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-12-02" } });
    fireEvent.change(screen.getByTestId("leave-reason").querySelector("textarea") as HTMLElement, {
      target: { value: "Dentist" },
    });
    const input = screen.getByTestId("leave-file") as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["png"], "note.png", { type: "image/png" })] } });
    expect(await screen.findByText("Uploaded: note.png")).toBeTruthy();
    fireEvent.click(screen.getByTestId("leave-submit"));
    await waitFor(() => expect(screen.getByTestId("leave-status-32")).toBeTruthy());
    const apply = calls.find((c) => c.url.pathname.endsWith("/apply"));
    expect(bodyOf(apply as NonNullable<typeof apply>)).toMatchObject({
      studentId: 102,
      fromDay: "2026-11-30",
      toDay: "2026-12-02",
      reason: "Dentist",
      pointIds: [5],
      fileId: 555,
    });

    // Withdrawing asks first: "Cancel" sends nothing, "OK" withdraws.
    fireEvent.click(screen.getByTestId("leave-cancel-31"));
    fireEvent.click(await screen.findByText("Cancel"));
    await waitFor(() => expect(screen.queryByText("Withdraw the request?")).toBeNull());
    expect(calls.some((c) => c.url.pathname.endsWith("/cancel"))).toBe(false);
    fireEvent.click(screen.getByTestId("leave-cancel-31"));
    fireEvent.click(await screen.findByText("OK"));
    await waitFor(() => expect(screen.getByTestId("leave-status-31").textContent).toBe("Withdrawn"));
    const cancel = calls.find((c) => c.url.pathname.endsWith("/cancel"));
    expect(bodyOf(cancel as NonNullable<typeof cancel>)).toMatchObject({ id: 31 });
  });

  it("lets the class leader approve with a comment, and refuse only after confirming", async () => {
    let pending = [leave(), leave({ id: 33, studentName: "Zhao Lei", reason: "Family matters" })];
    const decided: Leave[] = [];
    const { calls } = fakeApi({
      "GET /signinStu/leave/review": (call) =>
        call.url.searchParams.get("status") === "pending" ? page(pending) : page([...pending, ...decided]),
      "POST /signinStu/leave/decide": (call) => {
        const b = bodyOf(call) as { id: number; approve: boolean; comment: string };
        const l = pending.find((x) => x.id === b.id) as Leave;
        pending = pending.filter((x) => x.id !== b.id);
        decided.push({ ...l, status: b.approve ? "approved" : "refused", comment: b.comment });
        return ok({ id: b.id, status: b.approve ? "approved" : "refused" });
      },
    });
    renderRoute("/m/leave/review");
    await screen.findByTestId("leave-review-31", {}, slow);
    fireEvent.change(screen.getByTestId("leave-comment-31").querySelector("textarea") as HTMLElement, {
      target: { value: "Get well soon" },
    });
    fireEvent.click(screen.getByTestId("leave-approve-31"));
    await waitFor(() => expect(screen.queryByTestId("leave-review-31")).toBeNull());
    const approve = calls.find((c) => c.url.pathname.endsWith("/decide"));
    expect(bodyOf(approve as NonNullable<typeof approve>)).toMatchObject({
      id: 31,
      approve: true,
      comment: "Get well soon",
    });

    fireEvent.click(screen.getByTestId("leave-refuse-33"));
    expect(await screen.findByText("Refuse this leave?")).toBeTruthy();
    fireEvent.click(await screen.findByText("Cancel"));
    await waitFor(() => expect(screen.queryByText("Refuse this leave?")).toBeNull());
    expect(calls.filter((c) => c.url.pathname.endsWith("/decide"))).toHaveLength(1);
    fireEvent.click(screen.getByTestId("leave-refuse-33"));
    const dialog = (await screen.findByText("Refuse this leave?")).closest(".adm-dialog") as HTMLElement;
    fireEvent.click(
      Array.from(dialog.querySelectorAll("button")).find((b) => b.textContent === "Refuse") as HTMLElement,
    );
    await waitFor(() => expect(screen.getByTestId("leave-review-empty")).toBeTruthy());
    const refuse = calls.filter((c) => c.url.pathname.endsWith("/decide"))[1];
    expect(bodyOf(refuse)).toMatchObject({ id: 33, approve: false });
    expect(screen.getByTestId("leave-review-recent").textContent).toContain("Refused");
  });
});
