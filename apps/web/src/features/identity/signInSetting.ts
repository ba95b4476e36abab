import type { SchoolSetting } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { fetchSignInSetting } from "../../api/auth.ts";

/** The sign-in tabs a page may offer. */
export type SignInWays = { password: boolean; phone: boolean; qr: boolean };

const ALL: SignInWays = { password: true, phone: true, qr: true };

/**
 * The tabs for the school's sign-in ways. Before the setting arrives (or when it cannot be read) every way is
 * offered, as before; a school that enabled only third-party ways still gets the password tab, so an
 * administrator can always sign in.
 */
export const signInWays = (loginTypes: readonly string[] | undefined): SignInWays => {
  if (!loginTypes) return ALL;
  const ways = {
    password: loginTypes.includes("password"),
    phone: loginTypes.includes("sms"),
    qr: loginTypes.includes("qr"),
  };
  return ways.password || ways.phone || ways.qr ? ways : { ...ways, password: true };
};

/** The first tab a page opens on. */
export const firstWay = (ways: SignInWays): "password" | "phone" | "qr" =>
  ways.password ? "password" : ways.phone ? "phone" : "qr";

/** The school's settings as its sign-in pages need them; undefined until they arrive. */
export const useSignInSetting = (domain: string | undefined) => {
  const { data } = useQuery<SchoolSetting>({
    queryKey: ["sign-in-setting", domain],
    queryFn: () => fetchSignInSetting(domain as string),
    enabled: Boolean(domain),
    retry: false,
    staleTime: 60_000,
  });
  return { setting: data, ways: signInWays(data?.loginTypes) };
};
