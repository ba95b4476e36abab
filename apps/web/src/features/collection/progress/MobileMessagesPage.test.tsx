import type { NoticeItem } from "@eos/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { bodyOf, fakeApi, ok, signInAsStaff } from "../../../test/peopleTestKit.ts";
import { renderRoute } from "../../../test/renderRoute.tsx";

const slow = { timeout: 25_000 };

const notice = (id: number, read: boolean, link: string | null = null): NoticeItem => ({
  id,
  title: `Notice ${id}`,
  body: `Body ${id}`,
  link,
  read,
  createdAt: new Date(Date.now() - 5.5 * 60_000).toISOString(),
});

describe("messages on /m/messages", { timeout: 60_000 }, () => {
  it("marks a notice read when tapped and opens its link", async () => {
    signInAsStaff();
    const api = fakeApi({
      "GET /v3/notice/page": () =>
        ok({
          list: [notice(1, false, "/m/form/7?taskId=4"), notice(2, true)],
          total: 2,
          page: 1,
          size: 20,
          unread: 1,
        }),
      "POST /v3/notice/read": () => ok(null),
    });
    const { router } = renderRoute("/m/messages");
    expect(await screen.findByText("Notice 1", {}, slow)).toBeTruthy();
    expect(screen.getByText("1 unread")).toBeTruthy();
    expect(screen.getAllByText("5 minutes ago")).toHaveLength(2);
    expect(screen.getByTestId("notice-unread-1")).toBeTruthy();
    fireEvent.click(screen.getByText("Notice 1"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/m/form/7"));
    const read = api.calls.find((c) => c.url.pathname.endsWith("/notice/read"));
    expect(bodyOf(read as NonNullable<typeof read>)).toMatchObject({ id: 1 });
  });

  it("marks all read", async () => {
    signInAsStaff();
    const api = fakeApi({
      "GET /v3/notice/page": () =>
        ok({ list: [notice(1, false), notice(2, false)], total: 2, page: 1, size: 20, unread: 2 }),
      "POST /v3/notice/read": () => ok(null),
    });
    renderRoute("/m/messages");
    fireEvent.click(await screen.findByTestId("notice-mark-all", {}, slow));
    await waitFor(() => expect(screen.queryByTestId("notice-unread-1")).toBeNull());
    expect(screen.queryByTestId("notice-unread-2")).toBeNull();
    const read = api.calls.find((c) => c.url.pathname.endsWith("/notice/read"));
    expect(bodyOf(read as NonNullable<typeof read>).id).toBeUndefined();
  });
});
