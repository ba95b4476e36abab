import { fireEvent, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { demoTree, fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { resetWriteAccess } from "../org/index.ts";

const teacher = {
  id: 2,
  name: "Li Ming",
  gender: 1,
  phone: null,
  subject: "Maths",
  isAdmin: false,
  account: "t001",
  createdAt: "2026-09-01T08:00:00.000Z",
};

beforeEach(() => {
  resetWriteAccess();
  signInAsStaff();
});

describe("a teacher's duties in the teacher drawer", () => {
  it("lists the teacher's classes and names them class leader of another", async () => {
    const { calls } = fakeApi({
      "GET /v3/org/tree": () => ok(demoTree()),
      "GET /v3/tea/page": () => ok({ list: [teacher], total: 1, page: 1, size: 20 }),
      "GET /v3/duty/list": () =>
        ok([
          {
            teacherId: 2,
            teacherName: "Li Ming",
            orgId: 3,
            orgName: "Class 1-1",
            duty: "subject",
            subject: "Maths",
          },
        ]),
      "POST /v3/duty/save": () => ok(null),
    });
    renderRoute("/admin/teachers");
    fireEvent.click(await screen.findByTestId("teacher-edit-2"));
    const section = await screen.findByTestId("teacher-duties");
    expect(await within(section).findByText("Class 1-1")).toBeTruthy();
    expect(within(section).getByText("Subject teacher · Maths")).toBeTruthy();
    fireEvent.click(within(section).getByTestId("duty-add"));
    expect(calls.some((c) => c.url.pathname === "/api/v3/duty/save")).toBe(false);
  });
});
