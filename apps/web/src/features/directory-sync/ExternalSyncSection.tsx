import { Divider } from "antd";
import { useTranslation } from "react-i18next";
import { DirectorySyncPanel } from "./DirectorySyncPanel.tsx";
import type { SchoolRef } from "./directorySyncApi.ts";
import { ExternalAppsSection } from "./ExternalAppsSection.tsx";
import "./directorySync.css";

/** A school's external apps and its directory sync, for the platform's school detail (or the school's own). */
export function ExternalSyncSection({ school }: { school: SchoolRef }) {
  const { t } = useTranslation();
  return (
    <section data-testid="external-sync-section">
      <Divider titlePlacement="start">{t("directorySync.apps.title")}</Divider>
      <ExternalAppsSection school={school} />
      <Divider titlePlacement="start">{t("directorySync.sync.title")}</Divider>
      <DirectorySyncPanel school={school} />
    </section>
  );
}
