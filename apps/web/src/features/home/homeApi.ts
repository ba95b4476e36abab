import type { HomeIndex } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../api/request.ts";
import { getUserInfo } from "../../api/session.ts";

export const fetchHome = async () => {
  const home = await request<HomeIndex>({
    url: "/center/api/index",
    noToast: true,
    noCache: true,
    background: true,
  });
  if (!home || typeof home.greeting !== "object") throw new Error("home: not a home");
  return home;
};

export const homeKey = () => {
  const user = getUserInfo();
  return ["home", user?.schoolId ?? null, user?.type ?? null, user?.id ?? null] as const;
};

/** GET /center/api/index: the signed-in person's home, in one request. */
export const useHome = () =>
  useQuery({ queryKey: homeKey(), queryFn: fetchHome, staleTime: 60_000, retry: false });
