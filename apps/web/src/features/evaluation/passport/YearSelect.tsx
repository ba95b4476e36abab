import { Select } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSchoolYears } from "./useSchoolYears.ts";

type Props = {
  value: number | undefined;
  onChange: (schoolYearId: number) => void;
  testId?: string;
  className?: string;
  /** Start on the current school year once the years are there. */
  startOnCurrent?: boolean;
};

/** Picks one of the school's years. */
export function YearSelect({ value, onChange, testId, className, startOnCurrent = true }: Props) {
  const { t } = useTranslation();
  const { options, currentId, isLoading } = useSchoolYears();
  useEffect(() => {
    if (startOnCurrent && value === undefined && currentId !== undefined) onChange(currentId);
  }, [startOnCurrent, value, currentId, onChange]);
  return (
    <Select<number>
      className={className ?? "eos-eval-filters__field"}
      value={value}
      onChange={onChange}
      options={options}
      loading={isLoading}
      placeholder={t("passport.yearPlaceholder")}
      aria-label={t("passport.schoolYear")}
      data-testid={testId}
    />
  );
}
