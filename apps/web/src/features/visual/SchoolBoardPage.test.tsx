import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { errorEnvelope } from "../../test/fetchMock.ts";
import { fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";

const counts = (c: Partial<Record<string, number | null>>) => ({
  total: 0,
  present: 0,
  late: 0,
  leave: 0,
  absent: 0,
  earlyLeave: 0,
  unmarked: 0,
  presentRate: null,
  lateRate: null,
  leaveRate: null,
  absentRate: null,
  ...c,
});
const absentee = (studentId: number, name: string) => ({
  studentId,
  name,
  className: "1班",
  gradeName: "一年级",
  pointId: 8,
  pointName: "早晨到校",
  reason: "",
});
const board = (over: object = {}) => ({
  date: "2026-11-23",
  today: "2026-11-23",
  updatedAt: "2026-11-23T00:30:05Z",
  hasPoints: true,
  school: counts({ total: 40, present: 30, late: 2, leave: 1, absent: 1, unmarked: 6, presentRate: 0.9412 }),
  grades: [{ id: 2, name: "一年级", ...counts({ total: 40, present: 30, presentRate: 0.9412 }) }],
  lateTrend: [{ day: "2026-11-23", ...counts({ late: 2, lateRate: 0.0588 }) }],
  absent: [absentee(11, "李明")],
  canteen: { amount: 1750, count: 3, places: [{ place: "一食堂", amount: 1450, count: 2 }] },
  ...over,
});

beforeEach(() => signInAsStaff());
afterEach(() => vi.useRealTimers());

describe("the school's live attendance board", { timeout: 120_000 }, () => {
  it("shows the day's figures, then refreshes itself every 30 s keeping them on screen", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    const api = fakeApi({
      "GET /v3/visual/huashang/board": () => {
        answers += 1;
        return answers === 1
          ? ok(board())
          : ok(
              board({
                updatedAt: "2026-11-23T00:30:35Z",
                school: counts({ total: 40, present: 30, late: 2, leave: 1, absent: 2, unmarked: 5 }),
                absent: [absentee(11, "李明"), absentee(12, "王磊")],
              }),
            );
      },
    });
    renderRoute("/admin/visual/attendance");
    const figures = await screen.findByTestId("board-figures", {}, { timeout: 30_000 });
    expect(within(figures).getByTestId("board-present-rate").textContent).toContain("94.1%");
    expect(within(figures).getByTestId("board-absent").textContent).toContain("1");
    expect(screen.getAllByTestId("board-absent-row")).toHaveLength(1);
    expect(screen.getByTestId("board-absent-list").textContent).toContain("李明");
    expect(screen.getByTestId("board-canteen-amount").textContent).toContain("17.50");
    expect(screen.getByTestId("board-canteen").textContent).toContain("一食堂");
    const updated = screen.getByTestId("board-updated").textContent;
    const boardCalls = () =>
      api.calls.filter((c) => c.url.pathname.endsWith("/v3/visual/huashang/board")).length;
    expect(boardCalls()).toBe(1);

    // Nothing before 30 s; at 30 s a new answer, the figures stay on screen while it comes.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(29_000);
    });
    expect(boardCalls()).toBe(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_500);
    });
    expect(screen.getByTestId("board-figures")).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId("board-absent-row")).toHaveLength(2));
    expect(boardCalls()).toBe(2);
    expect(screen.getByTestId("board-absent").textContent).toContain("2");
    // Nothing marked: a dash, never 0 %.
    expect(screen.getByTestId("board-present-rate").textContent).toContain("—");
    expect(screen.getByTestId("board-updated").textContent).not.toBe(updated);
  });

  it("says which day it shows when no point is held today", async () => {
    fakeApi({
      "GET /v3/visual/huashang/board": () => ok(board({ date: "2026-11-27", today: "2026-11-28" })),
    });
    renderRoute("/admin/visual/attendance");
    const note = await screen.findByTestId("board-last-day", {}, { timeout: 30_000 });
    expect(note.textContent).toContain("2026-11-27");
  });

  it("says so when the school has no attendance points yet", async () => {
    fakeApi({
      "GET /v3/visual/huashang/board": () => ok(board({ hasPoints: false, grades: [], absent: [] })),
    });
    renderRoute("/admin/visual/attendance");
    expect(await screen.findByTestId("board-no-points", {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByTestId("board-figures")).toBeNull();
  });

  it("shows an error with a retry when the board cannot be loaded", async () => {
    fakeApi({
      "GET /v3/visual/huashang/board": () => ({
        status: 403,
        body: errorEnvelope(403, "no attendance.view"),
      }),
    });
    renderRoute("/admin/visual/attendance");
    const board = await screen.findByTestId("school-board", {}, { timeout: 30_000 });
    await waitFor(() => expect(board.textContent).toContain("The board could not be loaded"));
    expect(screen.queryByTestId("board-figures")).toBeNull();
  });
});
