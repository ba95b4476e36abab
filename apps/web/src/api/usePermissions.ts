import type { PermissionCode } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { request } from "./request.ts";
import { getToken, getUserInfo } from "./session.ts";

export type UserPermissions = {
  isAdmin: boolean;
  roles: { id: number | null; key: string; name: string }[];
  codes: string[];
};

export const fetchPermissions = () =>
  request<UserPermissions>({
    method: "POST",
    url: "/center/permissions/getUserInfo",
    data: {},
    json: true,
    noToast: true,
    background: true,
  });

/** The query key of the signed-in person's permissions: one fetch per person and session. */
export const permissionsKey = () => {
  const user = getUserInfo();
  return ["permissions", user?.schoolId ?? null, user?.type ?? null, user?.id ?? null] as const;
};

export type Permissions = {
  isAdmin: boolean;
  roles: UserPermissions["roles"];
  ready: boolean;
  can: (code: PermissionCode) => boolean;
};

/**
 * The caller's button codes (POST /center/permissions/getUserInfo), fetched once per session. Students and
 * parents hold none, so only teachers ask. Until the answer arrives, nothing is permitted.
 */
export function usePermissions(): Permissions {
  const user = getUserInfo();
  const enabled = Boolean(getToken()) && user?.type === 0;
  const query = useQuery({
    queryKey: permissionsKey(),
    queryFn: fetchPermissions,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const codes = new Set(query.data?.codes ?? []);
  return {
    isAdmin: query.data?.isAdmin ?? false,
    roles: query.data?.roles ?? [],
    ready: !enabled || query.isFetched,
    can: (code) => codes.has(code),
  };
}
