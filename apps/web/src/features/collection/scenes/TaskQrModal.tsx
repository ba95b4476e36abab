import type { TaskItem } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Modal, Result, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { fetchTaskQr } from "./scenesApi.ts";

type Props = { task: TaskItem | null; onClose: () => void };

/** The svg as an image source, so that its markup never enters the page's DOM. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** The QR code that opens the task's form on a phone, with its link as text. */
export function TaskQrModal({ task, onClose }: Props) {
  const { t } = useTranslation();
  const qr = useQuery({
    queryKey: ["collection", "scenes", "qr", task?.id],
    queryFn: () => fetchTaskQr(task?.id ?? 0),
    enabled: task !== null,
  });

  const body = () => {
    if (qr.isPending) return <Skeleton.Image active />;
    if (qr.error || !qr.data) {
      return <Result status="warning" title={t("scenes.common.loadFailed")} subTitle={qr.error?.message} />;
    }
    return (
      <>
        <img
          className="eos-task-qr__image"
          src={svgDataUrl(qr.data.svg)}
          alt={t("scenes.qr.alt")}
          data-testid="task-qr-image"
        />
        <Typography.Text className="eos-task-qr__url" copyable data-testid="task-qr-url">
          {qr.data.url}
        </Typography.Text>
      </>
    );
  };

  return (
    <Modal
      open={task !== null}
      title={task ? t("scenes.qr.title", { name: task.name }) : null}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t("scenes.common.close")}</Button>}
      destroyOnHidden
    >
      <div className="eos-task-qr">{task ? body() : null}</div>
    </Modal>
  );
}
