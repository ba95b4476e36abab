import type { SchoolInfo } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { i18n } from "../i18n/i18n.ts";
import { ApiError } from "./ApiError.ts";
import { fetchMySchool } from "./auth.ts";
import { resolveSchoolDomain } from "./schoolDomain.ts";
import { getSchoolInfo, setSchoolInfo } from "./session.ts";

export type SchoolState = {
  school: SchoolInfo | undefined;
  isLoading: boolean;
  error: Error | null;
  retry: () => void;
};

/** The school of this domain (GET /api/auth/my/getschool), remembered in session storage once known. */
export function useSchool(): SchoolState {
  const { search } = useLocation();
  const domain = useMemo(() => resolveSchoolDomain(search), [search]);
  const query = useQuery({
    queryKey: ["school", domain],
    queryFn: async () => {
      const school = await fetchMySchool(domain);
      if (!school) throw new ApiError(i18n.t("school.fetchFailed"), { silent: true });
      setSchoolInfo(school);
      return school;
    },
    placeholderData: () => {
      const remembered = getSchoolInfo();
      return remembered && (!domain || remembered.domain === domain) ? remembered : undefined;
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
  return {
    school: query.data,
    isLoading: query.isPending,
    error: query.error,
    retry: () => void query.refetch(),
  };
}

/**
 * Asks for the school of this domain before the sign-in page's code arrives (its route calls this as it loads the page):
 * the answer is remembered (the query's placeholder) and in the GET cache by the time the page renders, so its first
 * paint is the sign-in form rather than a spinner that the form replaces one request later. Failures are left to the
 * page's own request, which shows them.
 */
export function prefetchSchool(search: string): void {
  fetchMySchool(resolveSchoolDomain(search)).then(
    (school) => {
      if (school) setSchoolInfo(school);
    },
    () => undefined,
  );
}
