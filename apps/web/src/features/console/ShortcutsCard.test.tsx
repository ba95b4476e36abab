import { SessionKey } from "@eos/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockFetch, okEnvelope } from "../../test/fetchMock.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { primarySchool } from "../../test/schools.ts";
import { testSession } from "../../test/session.ts";

const signIn = () => {
  testSession.set(SessionKey.token, "tok");
  testSession.set(SessionKey.schoolId, "12");
  testSession.set(
    SessionKey.userInfo,
    JSON.stringify({ id: 1, name: "Wang Fang", type: 0, roleType: "tea", schoolId: 12, areaId: 1 }),
  );
};

const serve = (codes: string[]) =>
  mockFetch((call) => {
    if (call.url.pathname === "/api/center/permissions/getUserInfo")
      return { body: okEnvelope({ isAdmin: false, roles: [], codes }) };
    if (call.url.pathname === "/api/auth/my/getschool") return { body: okEnvelope(primarySchool) };
    return { body: okEnvelope({ list: [], total: 0 }) };
  });

describe("the console home's shortcuts", () => {
  it("lists the built pages the person's codes open, grouped as in the menu, and opens one", async () => {
    signIn();
    serve(["forms.design", "collection.stats"]);
    const { router } = renderRoute("/admin");
    const card = await screen.findByTestId("console-shortcuts");
    const designer = await within(card).findByTestId("shortcut-formDesigner");
    expect(within(card).getByTestId("shortcut-monitor")).toBeTruthy();
    // Without collection.manage there is no scenes shortcut; pages not built yet are never offered.
    expect(within(card).queryByTestId("shortcut-scenes")).toBeNull();
    expect(within(card).queryByTestId("shortcut-formImport")).toBeNull();
    fireEvent.click(designer);
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/forms"));
  });

  it("offers a teacher without codes only the pages every teacher has", async () => {
    signIn();
    serve([]);
    renderRoute("/admin");
    const card = await screen.findByTestId("console-shortcuts");
    expect(await within(card).findByTestId("shortcut-progress")).toBeTruthy();
    expect(within(card).getByTestId("shortcut-students")).toBeTruthy();
    expect(within(card).queryByTestId("shortcut-formDesigner")).toBeNull();
    expect(within(card).queryByTestId("shortcut-areaSummary")).toBeNull();
  });
});
