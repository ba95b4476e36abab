import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { fakeApi, ok, signInAsStaff } from "../../test/peopleTestKit.ts";
import { renderRoute } from "../../test/renderRoute.tsx";

const KEY = `eosd_${"k".repeat(43)}`;
const device = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  name: `Gate ${id}`,
  kind: "gate",
  place: "South",
  keyHint: "eosd_kkkk",
  revoked: false,
  lastSeenAt: null,
  events: 12,
  badInput: 2,
  createdAt: "2026-11-27T00:00:00.000Z",
  ...over,
});

beforeEach(() => signInAsStaff());

describe("the one-card devices page", () => {
  it("registers a device and shows its key once, then never again", async () => {
    let devices = [device(1)];
    const { calls } = fakeApi({
      "GET /onecard/admin/device/list": () => ok(devices),
      "POST /onecard/admin/device/add": () => {
        devices = [...devices, device(2, { name: "Canteen", kind: "canteen", events: 0, badInput: 0 })];
        return ok({ id: 2, key: KEY });
      },
    });
    renderRoute("/admin/onecard/devices");
    const table = await screen.findByTestId("onecard-devices-table");
    await within(table).findByText("Gate 1");
    expect(within(table).getByText("eosd_kkkk…")).toBeTruthy();

    fireEvent.click(screen.getByTestId("onecard-device-add"));
    fireEvent.change(await screen.findByTestId("onecard-device-name"), { target: { value: "Canteen" } });
    fireEvent.click(screen.getByTestId("onecard-device-save"));
    const key = (await screen.findByTestId("onecard-key")) as HTMLInputElement;
    expect(key.value).toBe(KEY);
    const added = calls.find((c) => c.url.pathname === "/api/onecard/admin/device/add");
    expect(JSON.parse(added?.body ?? "{}")).toMatchObject({ name: "Canteen", kind: "gate", place: "" });
    await within(table).findByText("Canteen");

    fireEvent.click(screen.getByTestId("onecard-key-close"));
    await waitFor(() => expect(screen.queryByTestId("onecard-key")).toBeNull());
    expect(document.body.innerHTML).not.toContain(KEY);
  });

  it("revokes a device only after its confirmation", async () => {
    let devices = [device(1)];
    const { calls } = fakeApi({
      "GET /onecard/admin/device/list": () => ok(devices),
      "POST /onecard/admin/device/revoke": () => {
        devices = [device(1, { revoked: true })];
        return ok(null);
      },
    });
    renderRoute("/admin/onecard/devices");
    fireEvent.click(await screen.findByTestId("onecard-revoke-1"));
    expect(calls.some((c) => c.url.pathname === "/api/onecard/admin/device/revoke")).toBe(false);
    fireEvent.click((await screen.findAllByTestId("confirm-ok")).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByTestId("onecard-revoke-1")).toBeNull());
    const revoked = calls.find((c) => c.url.pathname === "/api/onecard/admin/device/revoke");
    expect(JSON.parse(revoked?.body ?? "{}")).toMatchObject({ id: 1 });
  });
});
