import { SessionKey } from "@eos/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, okEnvelope } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { primarySchool } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";

const parent = { id: 7, name: "Li's parent", type: 2, roleType: "p", schoolId: 12, areaId: 1 };
const child = {
  id: 101,
  name: "Li Ming",
  studentNo: "2026010101",
  classId: 5,
  className: "一年级(1)班",
  relation: "mother",
  current: true,
};
const set = {
  id: 3,
  termId: 4,
  termName: "2026秋",
  name: "Autumn",
  days: [1, 2],
  periods: [
    { no: 1, start: "08:00", end: "08:45" },
    { no: 2, start: "08:55", end: "09:40" },
  ],
  weeks: [],
  status: 1,
  entryCount: 3,
  updatedAt: "2026-11-20T00:00:00.000Z",
};
const entry = (id: number, day: number, period: number, subject: string) => ({
  id,
  setId: 3,
  orgId: 5,
  className: "一年级(1)班",
  day,
  period,
  subject,
  teacherId: 9,
  teacherName: "Wang Fang",
  room: "101",
});

describe("a parent's timetable on the phone", { timeout: 120_000 }, () => {
  it("shows today's lessons first, then the child's class's week day by day", async () => {
    testSession.set(SessionKey.token, "tok");
    testSession.set(SessionKey.userInfo, JSON.stringify(parent));
    const { calls } = mockFetch(({ url }) => {
      if (url.pathname === "/api/auth/parent/children") return { body: okEnvelope([child]) };
      if (url.pathname === "/api/timetable/manage/api/myDay")
        return {
          body: okEnvelope({
            date: "2026-11-23",
            lessons: [
              {
                period: 1,
                start: "08:00",
                end: "08:45",
                subject: "语文",
                className: "一年级(1)班",
                teacherName: "Wang Fang",
                room: "101",
              },
            ],
          }),
        };
      if (url.pathname === "/api/timetable/manage/api/getTimetableByOrgId")
        return {
          body: okEnvelope({
            set,
            entries: [entry(1, 1, 1, "语文"), entry(2, 1, 2, "数学"), entry(3, 2, 1, "英语")],
          }),
        };
      return { body: okEnvelope(primarySchool) };
    });
    renderRoute("/m/timetable");
    const today = await screen.findByTestId("mobile-timetable-today", {}, { timeout: 30_000 });
    expect(today.textContent).toContain("语文");
    expect(today.textContent).toContain("08:00–08:45");
    expect(today.textContent).toContain("Wang Fang · 101");
    const week = screen.getByTestId("mobile-timetable-week");
    const days = week.querySelectorAll("details");
    expect(days).toHaveLength(2);
    expect(within(days[0] as HTMLElement).getByText("数学")).toBeTruthy();
    expect(days[1]?.textContent).toContain("英语");
    // The class's timetable is asked without naming a class: the server answers the current child's.
    const asked = calls.find((c) => c.url.pathname === "/api/timetable/manage/api/getTimetableByOrgId");
    expect(asked?.url.searchParams.get("orgId")).toBeNull();
  });
});
