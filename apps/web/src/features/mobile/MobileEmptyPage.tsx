import { ErrorBlock } from "antd-mobile";
import { useTranslation } from "react-i18next";

/** Tabs whose features have not landed yet say so plainly. */
export function MobileEmptyPage() {
  const { t } = useTranslation();
  return (
    <div className="eos-mobile-page" data-testid="mobile-empty">
      <ErrorBlock status="empty" title={t("common.nothingHere")} description={t("common.nothingHereHint")} />
    </div>
  );
}
