import type { ParseKeys } from "i18next";

/**
 * What a phone page tells the layout through its route's `handle`: the NavBar's title, and whether the page
 * has a heading of its own (else the NavBar's title is the page's h1, so the page does not repeat it).
 */
export type MobilePageHandle = {
  title?: ParseKeys;
  heading?: "nav" | "page";
};

export const pageHandle = (handle: MobilePageHandle): MobilePageHandle => handle;

/** The handle of the deepest matched route that has one. */
export const mobilePageHandle = (matches: ReadonlyArray<{ handle: unknown }>): MobilePageHandle => {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as MobilePageHandle | undefined;
    if (handle && (handle.title !== undefined || handle.heading !== undefined)) return handle;
  }
  return {};
};
