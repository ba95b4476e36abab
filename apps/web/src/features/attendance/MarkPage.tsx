import { Card } from "antd";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { MarkSheet } from "./MarkSheet.tsx";

/** The console's attendance page: a teacher marks one of their classes (administrators any class). */
export function MarkPage() {
  const { t } = useTranslation();
  return (
    <div className="eos-page">
      <ConsolePageHeader
        title={t("attendance.mark.title")}
        area="console.menu.schoolLife"
        testId="attendance-title"
      />
      <Card>
        <MarkSheet />
      </Card>
    </div>
  );
}
