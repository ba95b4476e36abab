import { DownloadOutlined } from "@ant-design/icons";
import type { ExportItem } from "@eos/contracts";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import "./exports.css";

/** 1.2 MB, 34 KB, 512 B. */
export const formatSize = (bytes: number | null): string => {
  if (bytes === null) return "";
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};

/** What the person sees of an export's state: its job's, or "expired" once the file is gone. */
export const shownState = (item: ExportItem) => (item.expired ? "expired" : item.state);

/** The state as a small label (table and cards alike). */
export function ExportState({ item }: { item: ExportItem }) {
  const { t } = useTranslation();
  const state = shownState(item);
  return (
    <span className={`eos-export-state eos-export-state--${state}`} data-testid={`download-state-${item.id}`}>
      {t(`exports.states.${state}`)}
    </span>
  );
}

/** The file's link: a plain link with the download attribute, so the browser saves it under its name. */
export function DownloadLink({ item, block }: { item: ExportItem; block?: boolean }) {
  const { t } = useTranslation();
  if (!item.url) return null;
  return (
    <a
      className={block ? "eos-export-download eos-export-download--block" : "eos-export-download"}
      href={item.url}
      download={item.name}
      data-testid={`download-${item.id}`}
    >
      <DownloadOutlined aria-hidden /> {t("exports.download")}
    </a>
  );
}

/**
 * The exports as cards, one under the other: name, state, size, expiry, when made and the download button. The
 * phone's /m/downloads shows them, and so does the console's page where a table would scroll sideways.
 */
export function DownloadCards({ items, testId }: { items: ExportItem[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <ul className="eos-export-cards" data-testid={testId}>
      {items.map((item) => (
        <li key={item.id} className="eos-export-card" data-testid={`download-card-${item.id}`}>
          <div className="eos-export-card__head">
            <span className="eos-export-card__name">{item.name}</span>
            <ExportState item={item} />
          </div>
          <dl className="eos-export-card__facts">
            <div>
              <dt>{t("exports.size")}</dt>
              <dd>{formatSize(item.size) || "-"}</dd>
            </div>
            <div>
              <dt>{t("exports.expiresAt")}</dt>
              <dd>{item.expiresAt ? formatTime(item.expiresAt) : "-"}</dd>
            </div>
            <div>
              <dt>{t("exports.createdAt")}</dt>
              <dd>{formatTime(item.createdAt)}</dd>
            </div>
          </dl>
          <DownloadLink item={item} block />
        </li>
      ))}
    </ul>
  );
}
