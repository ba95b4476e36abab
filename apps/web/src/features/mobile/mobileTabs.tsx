import { menuCatalogue } from "@eos/contracts";
import { AppOutline, MessageOutline, TeamOutline, UserOutline } from "antd-mobile-icons";
import type { ParseKeys } from "i18next";
import type { ComponentType } from "react";

export type MobileTab = { key: string; id: string; path: string; label: ParseKeys; icon: ComponentType };

/** The phone's tabs' labels and icons, by the catalogue's key. */
export const mobileTabLook: Readonly<Record<string, { label: ParseKeys; icon: ComponentType }>> = {
  "m.home": { label: "mobile.tabs.home", icon: AppOutline },
  "m.class": { label: "mobile.tabs.class", icon: TeamOutline },
  "m.messages": { label: "mobile.tabs.messages", icon: MessageOutline },
  "m.me": { label: "mobile.tabs.me", icon: UserOutline },
};

/**
 * The phone's tab bar: the catalogue's tabs (@eos/contracts menuCatalogue, group "tabs"), in its order, with their
 * paths, drawn with the labels and icons above.
 */
export const mobileTabs: ReadonlyArray<MobileTab> = menuCatalogue
  .filter((e) => e.parent === "tabs" && e.path && mobileTabLook[e.key])
  .map((e) => ({
    key: e.key,
    id: e.key.replace(/^m\./, ""),
    path: e.path as string,
    ...(mobileTabLook[e.key] as { label: ParseKeys; icon: ComponentType }),
  }));
