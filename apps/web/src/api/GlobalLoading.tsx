import { useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { loadingStore } from "./loadingStore.ts";

/** A thin progress bar along the top of the page while requests have been pending for over 100 ms. */
export function GlobalLoading() {
  const { t } = useTranslation();
  const visible = useSyncExternalStore(loadingStore.subscribe, loadingStore.isVisible, () => false);
  if (!visible) return null;
  return (
    <div
      className="eos-global-loading"
      role="progressbar"
      aria-label={t("common.loading")}
      data-testid="global-loading"
    >
      <div className="eos-global-loading__bar" />
    </div>
  );
}
