import { Select } from "antd";
import { useTranslation } from "react-i18next";

type Props = {
  /** Minutes before each period's deadline. */
  value?: number[];
  onChange?: (value: number[]) => void;
};

const HOURS = [1, 2, 6, 12, 24, 48, 72] as const;

/** The task editor's reminders: a few times before each deadline at which those still missing are reminded. */
export function TaskRemindersField({ value = [], onChange }: Props) {
  const { t } = useTranslation();
  const label = (minutes: number) =>
    minutes % 1440 === 0 && minutes >= 2880
      ? t("taskFillers.daysBefore", { count: minutes / 1440 })
      : t("taskFillers.hoursBefore", { count: Math.round((minutes / 60) * 10) / 10 });
  const options = [...new Set([...HOURS.map((h) => h * 60), ...value])]
    .sort((a, b) => a - b)
    .map((m) => ({ value: m, label: label(m) }));
  return (
    <Select<number[]>
      mode="multiple"
      allowClear
      maxCount={5}
      style={{ width: "100%" }}
      value={value}
      onChange={(next) => onChange?.(next)}
      options={options}
      placeholder={t("taskFillers.remindersPlaceholder")}
      aria-label={t("taskFillers.reminders")}
      data-testid="task-reminders"
    />
  );
}
