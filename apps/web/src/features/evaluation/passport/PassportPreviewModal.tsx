import { useQuery } from "@tanstack/react-query";
import { Grid, Modal, Skeleton, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { PassportView } from "./PassportView.tsx";
import { fetchPassportPreview, passportKeys } from "./passportApi.ts";

type Props = { model: { id: number; name: string }; onClose: () => void };

/** A saved passport model shown with a sample student's data, as students and parents will see it. */
export function PassportPreviewModal({ model, onClose }: Props) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  const preview = useQuery({
    queryKey: passportKeys.preview(model.id),
    queryFn: () => fetchPassportPreview(model.id),
  });
  return (
    <Modal
      open
      title={t("passport.previewTitle", { name: model.name })}
      onCancel={onClose}
      footer={null}
      width={isPhone ? "100%" : 880}
      destroyOnHidden
    >
      <div data-testid="passport-preview">
        <Typography.Paragraph type="secondary">{t("passport.previewHint")}</Typography.Paragraph>
        {preview.error ? (
          <LoadFailed
            title={t("passport.previewFailed")}
            error={preview.error}
            onRetry={() => void preview.refetch()}
          />
        ) : preview.data ? (
          <PassportView data={preview.data} />
        ) : (
          <Skeleton active />
        )}
      </div>
    </Modal>
  );
}
