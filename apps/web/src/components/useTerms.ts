import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { fetchYears, schoolYearsKey } from "../api/schoolYears.ts";

/** The school's terms, newest school year first as the server sends them, and the current one's id. */
export function useTerms() {
  const { t } = useTranslation();
  const years = useQuery({ queryKey: schoolYearsKey, queryFn: fetchYears, staleTime: 60_000 });
  const options = (years.data ?? []).map((year) => ({
    label: year.name,
    title: year.name,
    options: year.terms.map((term) => ({
      value: term.id,
      label: `${term.name}${term.isNow === "Y" ? t("evaluation.run.current") : ""}`,
    })),
  }));
  const terms = (years.data ?? []).flatMap((y) => y.terms);
  const currentId = terms.find((term) => term.isNow === "Y")?.id ?? terms[0]?.id;
  return { options, currentId, isLoading: years.isLoading };
}
