import { useQuery } from "@tanstack/react-query";
import { evaluationKeys, fetchYears } from "../evaluationApi.ts";

/** The school's years, newest first as the server sends them, and the one holding the current term. */
export function useSchoolYears() {
  const years = useQuery({ queryKey: evaluationKeys.years, queryFn: fetchYears, staleTime: 60_000 });
  const list = years.data ?? [];
  const currentId = list.find((y) => y.terms.some((term) => term.isNow === "Y"))?.id ?? list[0]?.id;
  return {
    years: list,
    options: list.map((y) => ({ value: y.id, label: y.name })),
    currentId,
    isLoading: years.isLoading,
  };
}
