import { HistoryOutlined } from "@ant-design/icons";
import { Button, List, Modal, Tooltip } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../evaluation/index.ts";
import { fetchHistory } from "./attendanceApi.ts";

type Props = { studentId: number; pointId: number; day: string };

/** For the class leader: the marks a student's record replaced, who changed them and when. */
export function HistoryButton({ studentId, pointId, day }: Props) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [rows, setRows] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const time = (iso: string) => dayjs(iso).format("MM-DD HH:mm");
  const show = async () => {
    setOpen(true);
    setRows(null);
    setError(null);
    try {
      const history = await fetchHistory(studentId, pointId, day);
      setRows(
        history.map((h) =>
          t("attendance.mark.historyRow", {
            status: t(`attendance.statuses.${h.status}`),
            source: t(`attendance.sources.${h.source}`),
            by: h.markedByName || t("attendance.mark.someone"),
            at: time(h.markedAt),
            changedBy: h.changedByName || t("attendance.mark.someone"),
            changedAt: time(h.changedAt),
          }),
        ),
      );
    } catch (e) {
      setError(errorText(e, t("attendance.loadFailed")));
    }
  };
  return (
    <>
      <Tooltip title={t("attendance.mark.history")}>
        <Button
          type="text"
          size="small"
          icon={<HistoryOutlined />}
          aria-label={t("attendance.mark.history")}
          onClick={show}
        />
      </Tooltip>
      <Modal open={open} title={t("attendance.mark.history")} footer={null} onCancel={() => setOpen(false)}>
        {error ?? (
          <List
            loading={rows === null}
            dataSource={rows ?? []}
            locale={{ emptyText: t("attendance.mark.historyEmpty") }}
            renderItem={(r) => <List.Item>{r}</List.Item>}
          />
        )}
      </Modal>
    </>
  );
}
