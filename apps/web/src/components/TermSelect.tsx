import { Select } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useTerms } from "./useTerms.ts";
import "./termSelect.css";

type Props = {
  value: number | undefined;
  onChange: (termId: number) => void;
  testId?: string;
};

/** Picks a term of the school's years; starts on the current term once the years are there. */
export function TermSelect({ value, onChange, testId }: Props) {
  const { t } = useTranslation();
  const { options, currentId, isLoading } = useTerms();
  useEffect(() => {
    if (value === undefined && currentId !== undefined) onChange(currentId);
  }, [value, currentId, onChange]);
  return (
    <Select<number>
      className="eos-eval-filters__field eos-term-select"
      // The whole term name shows, in the field and in the list: a Chinese term name with "(current)" is longer
      // than the other filters.
      popupMatchSelectWidth={false}
      value={value}
      onChange={onChange}
      options={options}
      loading={isLoading}
      placeholder={t("evaluation.run.termPlaceholder")}
      aria-label={t("evaluation.run.term")}
      data-testid={testId}
    />
  );
}
