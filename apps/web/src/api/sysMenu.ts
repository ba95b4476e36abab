import type { SysMenuItem } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { request } from "./request.ts";
import { getToken, getUserInfo } from "./session.ts";

/** The menu, or a failure when the answer is not a list (an older server without the route answers otherwise). */
export const fetchSysMenu = async () => {
  const items = await request<SysMenuItem[]>({
    url: "/center/api/app/sysMenu",
    noToast: true,
    noCache: true,
    background: true,
  });
  if (!Array.isArray(items)) throw new Error("sysMenu: not a menu");
  return items;
};

/** The query key of the signed-in person's menu: one fetch per person and session (saving settings drops it). */
export const sysMenuKey = () => {
  const user = getUserInfo();
  return ["sysMenu", user?.schoolId ?? null, user?.type ?? null, user?.id ?? null] as const;
};

export type SysMenu = {
  /** The server's menu; undefined while it loads, or when it could not be had (the caller falls back). */
  items: SysMenuItem[] | undefined;
  loading: boolean;
  failed: boolean;
};

/**
 * GET /center/api/app/sysMenu: the console menu and the phone's tab bar and home entries the signed-in person
 * may use (their role, permission codes, kind of site, less what the school hid). Labels and icons are the
 * client's, by key. Nobody signed in: no menu.
 */
export function useSysMenu(): SysMenu {
  const enabled = Boolean(getToken());
  const query = useQuery({
    queryKey: sysMenuKey(),
    queryFn: fetchSysMenu,
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
  return { items: query.data, loading: enabled && query.isPending, failed: query.isError };
}
