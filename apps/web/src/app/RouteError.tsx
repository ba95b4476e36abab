import { useTranslation } from "react-i18next";

/**
 * A route failed to load or render (often a stale chunk after a deploy): offer a reload. Plain markup, so that it
 * shows even when the chunk that failed was a UI kit's.
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="eos-route-error" role="alert">
      <p className="eos-route-error__title">{t("common.pageLoadFailed")}</p>
      <button type="button" className="eos-route-error__reload" onClick={() => window.location.reload()}>
        {t("common.reload")}
      </button>
    </div>
  );
}
