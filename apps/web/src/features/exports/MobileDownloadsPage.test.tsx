import { SessionKey } from "@eos/contracts";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../i18n/i18n.ts";
import { downloadsPage, exportItem, lastDownloadsQuery } from "../../test/downloadsTestKit.ts";
import { errorEnvelope } from "../../test/fetchMock.ts";
import { fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";
import { testSession } from "../../test/session.ts";

beforeEach(() => signInAsStaff());

describe("My downloads on a phone (/m/downloads)", { timeout: 120_000 }, () => {
  it("is reached from the phone's me page; cards with state, size, expiry and the download button; ten a page", async () => {
    const { calls } = fakeApi({ "GET /v3/stu/searchFileDownLoadList": downloadsPage });
    const { router } = renderRoute("/m/me");
    fireEvent.click(
      within(await screen.findByTestId("me-downloads", {}, { timeout: 30_000 })).getByRole("link"),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe("/m/downloads"));
    const cards = await screen.findByTestId("mobile-downloads-cards", {}, { timeout: 30_000 });
    expect(screen.getByTestId("mobile-nav-title").textContent).toBe("Downloads");
    expect(lastDownloadsQuery(calls)).toMatchObject({ page: "1", size: "10" });
    expect(within(cards).getByTestId("download-state-25").textContent).toBe("Queued");
    expect(within(cards).queryByTestId("download-25")).toBeNull();
    const card = within(cards).getByTestId("download-card-24");
    expect(card.textContent).toContain("Export 24.xlsx");
    expect(card.textContent).toContain("48 KB");
    expect(card.textContent).toContain("2026-11-30");
    const link = within(card).getByTestId("download-24");
    expect(link.getAttribute("href")).toBe("/api/oss/link/24?school=1&exp=1&sig=x");
    expect(link.getAttribute("download")).toBe("Export 24.xlsx");

    expect(screen.getByTestId("mobile-downloads-page").textContent).toBe("Page 1 of 3");
    expect(screen.getByTestId("mobile-downloads-prev").hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByTestId("mobile-downloads-next"));
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();
    fireEvent.click(screen.getByTestId("mobile-downloads-next"));
    const last = await within(cards).findByTestId("download-card-1");
    expect(screen.getByTestId("mobile-downloads-page").textContent).toBe("Page 3 of 3");
    expect(lastDownloadsQuery(calls).page).toBe("3");
    expect(within(last).getByTestId("download-state-1").textContent).toBe("Expired");
    expect(within(last).queryByTestId("download-1")).toBeNull();
    expect(screen.getByTestId("mobile-downloads-next").hasAttribute("disabled")).toBe(true);
  });

  it("speaks Chinese too", async () => {
    await act(() => changeLanguage("zh-CN"));
    fakeApi({
      "GET /v3/stu/searchFileDownLoadList": () => ok({ list: [exportItem(3)], total: 1, page: 1, size: 10 }),
    });
    renderRoute("/m/downloads");
    const card = await screen.findByTestId("download-card-3", {}, { timeout: 30_000 });
    expect(within(card).getByTestId("download-state-3").textContent).toBe("已完成");
    expect(within(card).getByTestId("download-3").textContent).toContain("下载");
    expect(card.textContent).toContain("保留至");
    // One page: no pager.
    expect(screen.queryByTestId("mobile-downloads-next")).toBeNull();
  });

  it("says so when there is nothing yet", async () => {
    fakeApi({ "GET /v3/stu/searchFileDownLoadList": () => ok({ list: [], total: 0, page: 1, size: 10 }) });
    renderRoute("/m/downloads");
    expect(await screen.findByText("No exported files yet", {}, { timeout: 30_000 })).toBeTruthy();
  });

  it("shows the failed view with a retry that asks again", async () => {
    let failing = true;
    fakeApi({
      "GET /v3/stu/searchFileDownLoadList": () =>
        failing
          ? { status: 500, body: errorEnvelope(-901, "busy") }
          : ok({ list: [exportItem(2)], total: 1, page: 1, size: 10 }),
    });
    renderRoute("/m/downloads");
    const retry = await screen.findByTestId("mobile-downloads-retry", {}, { timeout: 30_000 });
    expect(screen.getByText("The downloads could not be loaded")).toBeTruthy();
    failing = false;
    fireEvent.click(retry);
    expect(await screen.findByTestId("download-card-2")).toBeTruthy();
  });

  it("is not offered to students on the me page", async () => {
    testSession.set(
      SessionKey.userInfo,
      JSON.stringify({ id: 7, name: "Li Ming", type: 1, roleType: "stu", schoolId: 12, areaId: 1 }),
    );
    fakeApi({});
    renderRoute("/m/me");
    expect(await screen.findByTestId("mobile-me-user", {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryByTestId("me-downloads")).toBeNull();
  });
});
