import { useQuery } from "@tanstack/react-query";
import { centerKeys, fetchAppList, fetchRecentApps } from "./centerApi.ts";

/** The person's apps by category, and their recent apps. */
export function useAppCentre() {
  const apps = useQuery({ queryKey: centerKeys.list, queryFn: fetchAppList });
  const recent = useQuery({ queryKey: centerKeys.recent, queryFn: () => fetchRecentApps(8) });
  return { apps, recent };
}
