import { SessionKey } from "@eos/contracts";
import { screen, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { writeSession } from "../../api/session.ts";
import { studentScores, years } from "../../test/evaluationTestKit.ts";
import { fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { passportData } from "./passport/passportTestKit.ts";

const slow = { timeout: 25_000 };

/** The pages load antd lazily: once, before the clock of the first test starts. */
beforeAll(async () => {
  await Promise.all([import("./MobileScoresPage.tsx"), import("./passport/MobilePassportPage.tsx")]);
}, 120_000);

beforeEach(() => {
  signInAsStaff();
  writeSession(
    SessionKey.userInfo,
    JSON.stringify({ id: 70, name: "Li Lei", type: 1, roleType: "stu", schoolId: 12, areaId: 1 }),
  );
  writeSession(SessionKey.roleType, "stu");
});

/** Scores of a term nothing has scored yet (a future term): the server's zeros, marked unscored. */
const futureTerm = () => {
  const scores = studentScores({ total: 0, band: null, computedAt: null });
  return {
    ...scores,
    termName: "Spring 2027",
    indicators: scores.indicators.map((i) => ({ ...i, score: 0, raw: 0, band: null, scored: false })),
  };
};

describe("unscored things on the phone say 'no data yet', not 0", { timeout: 90_000 }, () => {
  it("a future term's scores: the total and every indicator", async () => {
    fakeApi({ "GET /v3/target/studentScore": () => ok(futureTerm()) });
    renderRoute("/m/scores");
    expect((await screen.findByTestId("scores-total", {}, slow)).textContent).toBe("No data yet");
    for (const id of [1, 2, 3])
      expect(screen.getByTestId(`score-row-${id}`).textContent).toContain("No data yet");
    expect(screen.getByTestId("student-scores").textContent).not.toContain("0 / 100");
  });

  it("a scored term: only the indicator nothing scored says so, the others keep their scores", async () => {
    const scores = studentScores();
    scores.indicators[2] = { ...scores.indicators[2], score: 0, raw: 0, band: null, scored: false };
    fakeApi({ "GET /v3/target/studentScore": () => ok(scores) });
    renderRoute("/m/scores");
    expect((await screen.findByTestId("scores-total", {}, slow)).textContent).toBe("86.5");
    expect(screen.getByTestId("score-row-1").textContent).toContain("95 / 100");
    expect(screen.getByTestId("score-row-3").textContent).toContain("No data yet");
  });

  it("the passport: a term without scores and a radar with nothing scored", async () => {
    const data = passportData();
    data.units = data.units.map((u) =>
      u.kind === "radar"
        ? { ...u, indicators: u.indicators.map((i) => ({ ...i, score: 0, scored: false })) }
        : u.kind === "termScores"
          ? {
              ...u,
              terms: [
                ...u.terms,
                { termId: 5, termName: "Spring 2027", total: 0, band: null, scored: false },
              ],
            }
          : u,
    );
    fakeApi({ "GET /v3/schoolYear/list": () => ok(years), "GET /v3/passport/data": () => ok(data) });
    renderRoute("/m/passport");
    const terms = await screen.findByTestId("passport-unit-u3", {}, slow);
    expect(within(terms).getByText("Autumn 2026").closest("tr")?.textContent).toContain("86.5");
    const future = within(terms).getByText("Spring 2027").closest("tr") as HTMLElement;
    expect(future.textContent).toContain("No data yet");
    expect(future.textContent).not.toMatch(/\b0\b/);
    const radar = screen.getByTestId("passport-unit-u2");
    expect(radar.textContent).toContain("No indicator scores yet");
    expect(within(radar).queryByTestId("passport-chart-u2")).toBeNull();
  });
});
