import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lineage, studentScores, years } from "../../test/evaluationTestKit.ts";
import { demoTree, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { callsTo, page } from "../../test/scenesTestKit.ts";
import { testSession } from "../../test/session.ts";

const student = (id: number, name: string) => ({
  id,
  name,
  gender: 1,
  studentNo: `S${id}`,
  classId: 3,
  className: "Class 1-1",
  account: null,
  createdAt: "2026-09-01T00:00:00.000Z",
});

async function pickClass(label: string) {
  // The picker is built anew once the tree is there: look it up again until it is enabled.
  await waitFor(() =>
    expect(screen.getByTestId("scores-class").className).not.toContain("ant-select-disabled"),
  );
  fireEvent.mouseDown(within(screen.getByTestId("scores-class")).getByRole("combobox"));
  const title = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(".ant-select-tree-title")].find(
      (n) => n.textContent === label,
    );
    if (!found) throw new Error(`no ${label}`);
    return found;
  });
  fireEvent.click(title);
}

beforeAll(async () => {
  await Promise.all([import("./ScoresPage.tsx"), import("./MobileScoresPage.tsx")]);
}, 120_000);

beforeEach(() => signInAsStaff());

describe("a student's scores", { timeout: 90_000 }, () => {
  it("staff pick a class and a student, see the total, and open an indicator's lineage", async () => {
    const { calls } = fakeApi({
      "GET /v3/schoolYear/list": () => ok(years),
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/stu/page": () => ok(page([student(70, "Li Lei"), student(71, "Han Meimei")])),
      "GET /v3/target/studentScore": () => ok(studentScores()),
      "GET /v3/target/scoreLineage": () => ok(lineage()),
    });
    renderRoute("/admin/scores");
    await pickClass("Class 1-1");
    await waitFor(() =>
      expect(callsTo(calls, "/v3/stu/page").at(-1)?.url.searchParams.get("orgId")).toBe("3"),
    );
    const students = await screen.findByTestId("scores-student");
    await waitFor(() => expect(students.className).not.toContain("ant-select-disabled"));
    fireEvent.mouseDown(within(students).getByRole("combobox"));
    fireEvent.click(await screen.findByTitle("Li Lei S70"));

    expect((await screen.findByTestId("scores-total")).textContent).toBe("86.5");
    const asked = callsTo(calls, "/v3/target/studentScore")[0].url.searchParams;
    expect([asked.get("studentId"), asked.get("termId")]).toEqual(["70", "4"]);
    expect(within(screen.getByTestId("score-row-2")).getByText("95 / 100")).toBeTruthy();

    fireEvent.click(screen.getByTestId("score-row-3"));
    const drawer = await screen.findByTestId("lineage-drawer");
    const ruleCard = await within(drawer).findByTestId("lineage-rule-11");
    expect(within(ruleCard).getByText("Morning run (v2)")).toBeTruthy();
    expect(within(ruleCard).getByText("capped at 78")).toBeTruthy();
    expect(within(ruleCard).getByText("90 → 78")).toBeTruthy();
    expect(within(ruleCard).getByText("Run week 2").closest("tr")?.textContent).toContain("Not counted");
    expect(within(ruleCard).getByText("Run week 1").closest("tr")?.textContent).not.toContain("Not counted");
    const traced = callsTo(calls, "/v3/target/scoreLineage")[0].url.searchParams;
    expect([traced.get("studentId"), traced.get("termId"), traced.get("indicatorId")]).toEqual([
      "70",
      "4",
      "3",
    ]);
  });

  it("a student sees their own scores on the phone and the sub-indicators of a parent indicator", async () => {
    testSession.set(
      SessionKey.userInfo,
      JSON.stringify({ id: 70, name: "Li Lei", type: 1, roleType: "stu", schoolId: 12, areaId: 1 }),
    );
    testSession.set(SessionKey.roleType, "stu");
    const { calls } = fakeApi({
      "GET /v3/target/studentScore": () => ok(studentScores()),
      "GET /v3/target/scoreLineage": () =>
        ok(
          lineage({
            indicatorId: 1,
            indicatorName: "Morality",
            score: 95,
            raw: 95,
            rules: [],
            children: [{ indicatorId: 2, name: "Honesty", score: 95 }],
          }),
        ),
    });
    renderRoute("/m/scores");
    expect((await screen.findByTestId("scores-total")).textContent).toBe("86.5");
    expect(callsTo(calls, "/v3/target/studentScore")[0].url.searchParams.has("studentId")).toBe(false);
    fireEvent.click(screen.getByTestId("score-row-1"));
    const drawer = await screen.findByTestId("lineage-drawer");
    expect(await within(drawer).findByText("Sub-indicator scores")).toBeTruthy();
    const children = within(drawer).getByTestId("lineage-children");
    expect(within(children).getByText("Honesty").closest("tr")?.textContent).toContain("95");
    expect(callsTo(calls, "/v3/target/scoreLineage")[0].url.searchParams.has("studentId")).toBe(false);
    // The school shows no ranks to students unless it says so: the server sends none.
    expect(screen.queryByTestId("scores-ranks")).toBeNull();
  });

  it("shows the student's class and grade places when the school shows ranks", async () => {
    testSession.set(
      SessionKey.userInfo,
      JSON.stringify({ id: 70, name: "Li Lei", type: 1, roleType: "stu", schoolId: 12, areaId: 1 }),
    );
    testSession.set(SessionKey.roleType, "stu");
    const ranks = { classRank: 3, classSize: 40, gradeRank: 12, gradeSize: 320 };
    fakeApi({ "GET /v3/target/studentScore": () => ok(studentScores({ ranks })) });
    renderRoute("/m/scores");
    expect((await screen.findByTestId("scores-ranks")).textContent).toBe(
      "Class place 3 of 40 · grade place 12 of 320",
    );
  });
});
