import { type ReactNode, use } from "react";
import { i18nReady } from "./i18n.ts";

/**
 * Renders its children once the page's language is loaded (suspending until then), so the first paint never shows
 * keys. Whatever sits above it, such as the router, starts its own loading meanwhile.
 */
export function TextsLoaded({ children }: { children: ReactNode }) {
  use(i18nReady);
  return children;
}
