import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, okEnvelope } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { demoArea, primarySchool } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";

describe("the console without a session", () => {
  it("sends the user to the school sign-in page and remembers where they were going", async () => {
    mockFetch(() => ({ body: okEnvelope(primarySchool) }));
    const { router } = renderRoute("/admin/forms?id=3");
    expect(await screen.findByRole("heading", { level: 1, name: "School sign-in" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/singleLogin");
    expect(testSession.get(SessionKey.lastUrl)).toBe("/admin/forms?id=3");
    expect(screen.queryByTestId("console-menu")).toBeNull();
    expect(await screen.findByTestId("school-name")).toHaveProperty("textContent", "Demo Primary School");
  });

  it("uses the area sign-in page when the remembered school is an area", async () => {
    testSession.set(SessionKey.schoolInfo, JSON.stringify(demoArea));
    mockFetch(() => ({ body: okEnvelope(demoArea) }));
    const { router } = renderRoute("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Area sign-in" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/areaLogin");
  });
});

describe("the console with a session", () => {
  it("shows the school, the user and their role on the home page", async () => {
    testSession.set(SessionKey.token, "tok");
    testSession.set(SessionKey.schoolId, "12");
    testSession.set(
      SessionKey.userInfo,
      JSON.stringify({ id: 1, name: "Wang Fang", type: 0, roleType: "tea", schoolId: 12, areaId: 1 }),
    );
    mockFetch(() => ({ body: okEnvelope(primarySchool) }));
    renderRoute("/admin");
    expect(await screen.findByRole("heading", { level: 1, name: "Home" })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId("console-home-school").textContent).toBe("Demo Primary School"),
    );
    expect(screen.getByTestId("console-home-user").textContent).toBe("Wang Fang");
    expect(screen.getByTestId("console-home-role").textContent).toBe("Teacher");
    expect(screen.getByRole("navigation", { name: "Feature menu" })).toBeTruthy();
    fireEvent.click(within(screen.getByTestId("console-menu")).getByText("Forms & collection"));
    const soon = await screen.findByTestId("menu-soon-reportForms");
    expect(soon.textContent).toBe("Report forms");
    expect(soon.closest("li")?.getAttribute("aria-disabled")).toBe("true");
  });
});
