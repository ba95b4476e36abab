import type { PracticeActivity } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { errorEnvelope } from "../../test/fetchMock.ts";
import { fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";

const slow = { timeout: 25_000 };
const T = "/v3/course/act/practice/teacher";

const activity: PracticeActivity = {
  id: 7,
  name: "Litter pick",
  description: "",
  maxNum: 10,
  joinedNum: 2,
  joinTimeType: 1,
  joinStart: null,
  joinEnd: null,
  opened: false,
  joinable: false,
  orgIds: [3],
  orgs: [{ id: 3, name: "Class 1-1" }],
  termId: 1,
  scoredNum: 0,
  createdByName: "Wang Fang",
  createdAt: "2026-11-23T02:00:00.000Z",
};
const page = (list: unknown[]) => ok({ list, total: list.length, page: 1, size: 20 });

beforeEach(() => signInAsStaff());

describe("practice activities in the console", { timeout: 90_000 }, () => {
  it("opens a type-1 activity, and lists the problems of a refused .xlsx of scores by row", async () => {
    const { calls } = fakeApi({
      [`GET ${T}/pageActivity`]: () => page([activity]),
      [`POST ${T}/openActivity`]: () => ok(null),
      [`GET ${T}/pageTask`]: () => page([{ id: 1, activityId: 7, name: "Sweep", content: "", sort: 1 }]),
      [`GET ${T}/pageUserScore`]: () =>
        page([
          {
            studentId: 101,
            name: "Li Ming",
            studentNo: "26010101",
            className: "Class 1-1",
            joinedAt: "2026-11-23T02:00:00.000Z",
            score: null,
            comment: "",
            scoredAt: null,
            scoredByName: null,
          },
        ]),
      [`POST ${T}/batchAddUserScore/xlsx`]: () => ({
        status: 400,
        body: errorEnvelope(-1, "the sheet has 1 problems: no score was saved", {
          saved: 0,
          problems: [
            { row: 3, column: "Score", code: "badScore", message: "the score abc must be a number" },
          ],
        }),
      }),
    });
    renderRoute("/admin/practice");
    const table = await screen.findByTestId("practice-table", {}, slow);
    expect(await within(table).findByText("Litter pick", {}, slow)).toBeTruthy();
    expect(within(table).getByText("Opened by hand")).toBeTruthy();
    fireEvent.click(screen.getByTestId("practice-toggle-7"));
    await waitFor(() => expect(calls.some((c) => c.url.pathname.endsWith("/openActivity"))).toBe(true));

    fireEvent.click(screen.getByTestId("practice-participants-7"));
    expect(await screen.findByText("Li Ming", {}, slow)).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(["x"], "scores.xlsx")] } });
    const problems = await screen.findByTestId("practice-upload-problems", {}, slow);
    expect(problems.textContent).toContain("Row 3 Score: the score abc must be a number");
    const upload = calls.find((c) => c.url.pathname.endsWith("/batchAddUserScore/xlsx"));
    expect(upload?.url.searchParams.get("activityId")).toBe("7");
    expect((upload?.init.body as FormData | undefined)?.get("file")).toBeTruthy();
  });
});
