import { type PracticeStudentActivity, SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { errorEnvelope } from "../../test/fetchMock.ts";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { testSession } from "../../test/session.ts";

const slow = { timeout: 25_000 };

const activity = (over: Partial<PracticeStudentActivity> = {}): PracticeStudentActivity => ({
  id: 7,
  name: "Litter pick",
  description: "Friday afternoon",
  maxNum: 10,
  joinedNum: 10,
  joinTimeType: 0,
  joinStart: null,
  joinEnd: null,
  joinable: true,
  joined: false,
  score: null,
  refusal: "full",
  ...over,
});
const page = (list: PracticeStudentActivity[]) => ok({ list, total: list.length, page: 1, size: 50 });

beforeEach(() => {
  signInAsStaff();
  testSession.set(
    SessionKey.userInfo,
    JSON.stringify({ id: 101, name: "Li Ming", type: 1, roleType: "stu", schoolId: 12, areaId: 1 }),
  );
});

describe("practice activities on a student's phone", { timeout: 90_000 }, () => {
  it("signing up for a full activity shows the server's message; quitting asks first", async () => {
    const { calls } = fakeApi({
      "GET /app/course/act/practice/pageCanJoinActivity": () => page([activity()]),
      "GET /app/course/act/practice/pageJoinActivity": () =>
        page([activity({ id: 8, name: "Library day", joined: true, refusal: null, joinedNum: 3 })]),
      "POST /v3/course/act/practice/student/signUp": () => ({
        body: errorEnvelope(-2001, "the activity is full: every place is taken"),
      }),
      "POST /v3/course/act/practice/student/quitActivity": () => ok(null),
    });
    renderRoute("/m/practice");
    expect(await screen.findByTestId("practice-card-7", {}, slow)).toBeTruthy();
    expect(screen.getByTestId("practice-card-7").textContent).toContain("Places 10/10");
    fireEvent.click(screen.getByTestId("practice-signup-7"));
    expect(await screen.findByText("the activity is full: every place is taken", {}, slow)).toBeTruthy();
    const signUp = calls.find((c) => c.url.pathname.endsWith("/student/signUp"));
    expect(signUp && bodyOf(signUp)).toMatchObject({ activityId: 7 });

    fireEvent.click(screen.getByText("Joined"));
    expect(await screen.findByTestId("practice-quit-8", {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByTestId("practice-quit-8"));
    const dialog = (
      await screen.findByText("Quit “Library day”? Your place goes to someone else.", {}, slow)
    ).closest(".adm-dialog") as HTMLElement;
    expect(calls.some((c) => c.url.pathname.endsWith("/quitActivity"))).toBe(false);
    fireEvent.click(
      Array.from(dialog.querySelectorAll("button")).find((b) => b.textContent === "Quit") as HTMLElement,
    );
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith("/quitActivity"))).toBe(true), slow);
  });
});
