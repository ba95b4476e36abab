import { vi } from "vitest";
import { installUi, type UiAdapter } from "../api/ui.ts";

export type Reply = { status?: number; body?: unknown; raw?: string };
export type Call = { url: URL; init: RequestInit; headers: Headers; body: string };

export const okEnvelope = (data: unknown) => ({ success: true, errorCode: null, errorDesc: null, data });
export const errorEnvelope = (
  errorCode: string | number,
  errorDesc: string | null,
  data: unknown = null,
) => ({
  success: false,
  errorCode,
  errorDesc,
  data,
});

/** Replaces fetch with a handler and records every call with its parsed URL, headers and body. */
export function mockFetch(handler: (call: Call) => Reply | Promise<Reply>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const call: Call = {
      url: new URL(String(input), "http://localhost"),
      init,
      headers: new Headers(init.headers),
      body: typeof init.body === "string" ? init.body : "",
    };
    calls.push(call);
    const reply = await handler(call);
    const text = reply.raw ?? (reply.body === undefined ? "" : JSON.stringify(reply.body));
    return new Response(text, {
      status: reply.status ?? 200,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fn);
  return { fn, calls };
}

/** A UI adapter of spies, laid over whatever the app installed. */
export function mockUi() {
  const spies = {
    toast: vi.fn<UiAdapter["toast"]>(),
    confirm: vi.fn<UiAdapter["confirm"]>(async () => undefined),
    listDialog: vi.fn<UiAdapter["listDialog"]>(),
    navigate: vi.fn<UiAdapter["navigate"]>(),
  };
  installUi(spies);
  return spies;
}

/** Puts the page at `url` (path, query and hash) without navigating jsdom away. */
export const visit = (url: string) => window.history.replaceState(null, "", url);
