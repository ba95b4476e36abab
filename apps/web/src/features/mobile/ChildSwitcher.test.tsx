import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, okEnvelope } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { primarySchool } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";

const parent = { id: 7, name: "Li's parent", type: 2, roleType: "p", schoolId: 12, areaId: 1 };

describe("a parent's child switcher on /m/", () => {
  it("shows the current child and switches to another without signing in again", async () => {
    testSession.set(SessionKey.token, "tok");
    testSession.set(SessionKey.userInfo, JSON.stringify(parent));
    let current = 101;
    const children = () =>
      [
        {
          id: 101,
          name: "Li Ming",
          studentNo: "2026010101",
          classId: 5,
          className: "一年级(1)班",
          relation: "mother",
        },
        {
          id: 102,
          name: "Li Hua",
          studentNo: "2025020102",
          classId: 6,
          className: "二年级(1)班",
          relation: "mother",
        },
      ].map((c) => ({ ...c, current: c.id === current }));
    const { calls } = mockFetch(({ url, body }) => {
      if (url.pathname === "/api/auth/parent/children") return { body: okEnvelope(children()) };
      if (url.pathname === "/api/auth/parent/switchChild") {
        current = Number(new URLSearchParams(body).get("studentId"));
        return { body: okEnvelope(children().find((c) => c.current)) };
      }
      return { body: okEnvelope(primarySchool) };
    });
    renderRoute("/m/");
    expect((await screen.findByTestId("current-child")).textContent).toBe("Li Ming");
    fireEvent.click(screen.getByTestId("switch-child"));
    fireEvent.click(await screen.findByTestId("child-option-102"));
    await waitFor(() => expect(screen.getByTestId("current-child").textContent).toBe("Li Hua"));
    expect(calls.filter((c) => c.url.pathname === "/api/auth/login/getToken")).toHaveLength(0);
  });

  it("is not shown to teachers", async () => {
    testSession.set(SessionKey.token, "tok");
    testSession.set(SessionKey.userInfo, JSON.stringify({ ...parent, type: 0, roleType: "tea" }));
    const { calls } = mockFetch(() => ({ body: okEnvelope(primarySchool) }));
    renderRoute("/m/");
    await screen.findByTestId("mobile-greeting");
    expect(screen.queryByTestId("child-switcher")).toBeNull();
    expect(calls.some((c) => c.url.pathname === "/api/auth/parent/children")).toBe(false);
  });
});
