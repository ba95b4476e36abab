import { SessionKey } from "@eos/contracts";
import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { writeSession } from "../../api/session.ts";
import { studentScores } from "../../test/evaluationTestKit.ts";
import { fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";

const slow = { timeout: 25_000 };

const navTitle = async () => {
  const title = await screen.findByTestId("mobile-nav-title", {}, slow);
  return { text: title.textContent, tag: title.tagName };
};

beforeEach(() => {
  signInAsStaff();
  writeSession(
    SessionKey.userInfo,
    JSON.stringify({ id: 70, name: "Li Lei", type: 1, roleType: "stu", schoolId: 12, areaId: 1 }),
  );
  writeSession(SessionKey.roleType, "stu");
});

describe("the phone's NavBar names the page", { timeout: 90_000 }, () => {
  it("shows the page's own title, as its one heading, instead of the app's name", async () => {
    fakeApi({
      "GET /v3/target/studentScore": () => ok(studentScores()),
      "GET /app/eos/form/wx/byid": () =>
        ok({
          id: 7,
          name: "Temperature",
          version: 1,
          items: [],
          settings: {},
          optionCounts: {},
          value: null,
          draft: null,
        }),
    });
    const scores = renderRoute("/m/scores");
    await screen.findByTestId("student-scores", {}, slow);
    expect(await navTitle()).toEqual({ text: "My scores", tag: "H1" });
    // The page does not repeat the title under the bar.
    expect(screen.getAllByRole("heading", { name: "My scores" })).toHaveLength(1);
    scores.unmount();

    const fill = renderRoute("/m/form/7?taskId=4");
    await screen.findByTestId("form-fill", {}, slow);
    expect(await navTitle()).toEqual({ text: "Fill in the form", tag: "H1" });
    fill.unmount();

    renderRoute("/m/password");
    expect(await navTitle()).toEqual({ text: "Change password", tag: "H1" });
  });

  it("keeps the tab's name on the home, whose school name is the heading", async () => {
    fakeApi({ "GET /center/api/getToDoList": () => ok([]) });
    renderRoute("/m/");
    await screen.findByTestId("mobile-greeting", {}, slow);
    expect(await navTitle()).toEqual({ text: "Home", tag: "SPAN" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      screen.getByTestId("mobile-school-name").textContent,
    );
  });

  it("says 'Me' once on the me page: the bar, not again as a list heading", async () => {
    fakeApi({});
    renderRoute("/m/me");
    await screen.findByTestId("mobile-me-user", {}, slow);
    expect(await navTitle()).toEqual({ text: "Me", tag: "H1" });
    await waitFor(() => expect(screen.getByTestId("mobile-tab-me").textContent).toBe("Me"));
    // The bar and the tab, nothing else.
    expect(screen.getAllByText("Me", { exact: true })).toHaveLength(2);
  });
});
