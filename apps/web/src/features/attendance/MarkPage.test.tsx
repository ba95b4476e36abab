import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { Call } from "../../test/fetchMock.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";

const point = {
  id: 8,
  name: "Morning arrival",
  kind: "arrival",
  gradeIds: [2],
  startTime: "07:30",
  endTime: "08:10",
  lateAfter: 10,
  weekdays: [1, 2, 3, 4, 5],
  enabled: true,
};
const student = (studentId: number, name: string) => ({
  studentId,
  name,
  studentNo: `20260101${studentId}`,
  status: null,
  reason: "",
  source: null,
  markedAt: null,
});
const roster = {
  day: "2026-11-23",
  today: "2026-11-23",
  classId: 3,
  point,
  students: [student(11, "Li Ming"), student(12, "Wang Lei"), student(13, "Zhao Yu"), student(14, "Sun Li")],
};

beforeEach(() => signInAsStaff());

describe("marking a class's attendance", { timeout: 120_000 }, () => {
  it("marks everyone present in one tap, then the exceptions, and saves them in one request", async () => {
    const saved: Call[] = [];
    fakeApi({
      "GET /signinStu/classes": () =>
        ok([{ classId: 3, className: "Class 1-1", gradeId: 2, gradeName: "Grade 1", leader: true }]),
      "GET /signinStu/point/list": () => ok({ points: [point], grades: [{ id: 2, name: "Grade 1" }] }),
      "GET /signinStu/roster": () => ok(roster),
      "POST /signinStu/mark": (call) => {
        saved.push(call);
        return ok({ saved: 4, changed: 4 });
      },
    });
    renderRoute("/admin/attendance");
    const row = async (id: number) => screen.findByTestId(`mark-row-${id}`);
    // The page loads on demand: the first look waits for it.
    await screen.findByTestId("mark-row-11", {}, { timeout: 30_000 });
    const summary = screen.getByTestId("mark-summary");
    expect(summary.textContent).toContain("unmarked 4");
    expect((screen.getByTestId("mark-save") as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId("mark-all-present"));
    await waitFor(() => expect(summary.textContent).toContain("present 4"));
    expect(summary.textContent).toContain("unmarked 0");

    fireEvent.click(within(await row(12)).getByTitle("Late"));
    fireEvent.click(within(await row(14)).getByTitle("Late"));
    fireEvent.click(within(await row(13)).getByTitle("Absent"));
    const reason = await within(await row(13)).findByRole("textbox");
    fireEvent.change(reason, { target: { value: "No word from home" } });
    // Leave asks for a reason too; present again drops it.
    fireEvent.click(within(await row(11)).getByTitle("Leave"));
    expect(within(await row(11)).getByRole("textbox")).toBeTruthy();
    fireEvent.click(within(await row(11)).getByTitle("Present"));
    expect(within(await row(11)).queryByRole("textbox")).toBeNull();
    await waitFor(() => expect(summary.textContent).toContain("present 1, late 2, leave 0, absent 1"));

    fireEvent.click(screen.getByTestId("mark-save"));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(bodyOf(saved[0])).toMatchObject({
      classId: 3,
      pointId: 8,
      day: "2026-11-23",
      marks: [
        { studentId: 11, status: "present", reason: "" },
        { studentId: 12, status: "late", reason: "" },
        { studentId: 13, status: "absent", reason: "No word from home" },
        { studentId: 14, status: "late", reason: "" },
      ],
    });
    expect(await screen.findByText("Saved the attendance of 4")).toBeTruthy();
  });

  it("sets apart a student on approved leave: 'all present' passes them by, marking them on purpose overrides", async () => {
    const saved: Call[] = [];
    const onLeave = { ...student(11, "Li Ming"), status: "leave", reason: "Fever", source: "leave" };
    fakeApi({
      "GET /signinStu/classes": () =>
        ok([{ classId: 3, className: "Class 1-1", gradeId: 2, gradeName: "Grade 1", leader: false }]),
      "GET /signinStu/point/list": () => ok({ points: [point], grades: [{ id: 2, name: "Grade 1" }] }),
      "GET /signinStu/roster": () => ok({ ...roster, students: [onLeave, student(12, "Wang Lei")] }),
      "POST /signinStu/mark": (call) => {
        saved.push(call);
        return ok({ saved: 2, changed: 1 });
      },
    });
    renderRoute("/admin/attendance");
    await screen.findByTestId("mark-row-11", {}, { timeout: 30_000 });
    expect(screen.getByTestId("mark-on-leave-11").textContent).toBe("On leave");
    expect(screen.queryByTestId("mark-on-leave-12")).toBeNull();
    const summary = screen.getByTestId("mark-summary");
    fireEvent.click(screen.getByTestId("mark-all-present"));
    await waitFor(() => expect(summary.textContent).toContain("present 1, late 0, leave 1"));
    fireEvent.click(screen.getByTestId("mark-save"));
    await waitFor(() => expect(saved).toHaveLength(1));
    const first = bodyOf(saved[0]).marks as { studentId: number; status: string; overrideLeave?: boolean }[];
    expect(first.find((m) => m.studentId === 11)).toEqual({
      studentId: 11,
      status: "leave",
      reason: "Fever",
    });
    // The child came after all: marked on purpose, the mark says it replaces the leave.
    fireEvent.click(within(await screen.findByTestId("mark-row-11")).getByTitle("Late"));
    fireEvent.click(screen.getByTestId("mark-save"));
    await waitFor(() => expect(saved).toHaveLength(2));
    const second = bodyOf(saved[1]).marks as { studentId: number; status: string; overrideLeave?: boolean }[];
    expect(second.find((m) => m.studentId === 11)).toMatchObject({ status: "late", overrideLeave: true });
    expect(second.find((m) => m.studentId === 12)?.overrideLeave).toBeUndefined();
  });
});
