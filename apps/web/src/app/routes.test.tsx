import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, okEnvelope } from "../test/fetchMock.ts";
import { renderRoute } from "../test/renderRoute.tsx";
import { primarySchool } from "../test/schools.ts";
import { testSession } from "../test/session.ts";

describe("routes", () => {
  it("an unknown route shows a 404 with a way home", async () => {
    mockFetch(() => ({ body: okEnvelope(primarySchool) }));
    const { router } = renderRoute("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    fireEvent.click(screen.getByTestId("not-found-home"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });

  it("the portal home welcomes with the school name and links each role to sign in", async () => {
    mockFetch(() => ({ body: okEnvelope(primarySchool) }));
    renderRoute("/");
    expect(await screen.findByTestId("portal-hero-title")).toHaveProperty(
      "textContent",
      "Welcome to Demo Primary School",
    );
    expect(screen.getByTestId("portal-sign-in").getAttribute("href")).toBe("/singleLogin");
    expect(screen.getByTestId("portal-card-parent").getAttribute("href")).toBe("/singleLogin?role=2");
  });

  it("/m/ without a session offers a large sign-in button that opens /m/login", async () => {
    mockFetch(() => ({ body: okEnvelope(primarySchool) }));
    const { router } = renderRoute("/m/");
    await waitFor(() =>
      expect(screen.getByTestId("mobile-school-name").textContent).toBe("Demo Primary School"),
    );
    fireEvent.click(screen.getByTestId("mobile-sign-in"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/m/login"));
    expect(await screen.findByRole("heading", { level: 1, name: "Sign in" })).toBeTruthy();
    expect(screen.getByLabelText("Account")).toBeTruthy();
  });

  it("/m/me switches language with the mobile switch", async () => {
    testSession.set(SessionKey.schoolInfo, JSON.stringify(primarySchool));
    mockFetch(() => ({ body: okEnvelope(primarySchool) }));
    renderRoute("/m/me");
    const toggle = await screen.findByTestId("lang-switch");
    expect(screen.getByText("Not signed in")).toBeTruthy();
    fireEvent.click(toggle);
    expect(await screen.findByText("尚未登录")).toBeTruthy();
    expect(localStorage.getItem(SessionKey.language)).toBe("zh-CN");
  });
});
