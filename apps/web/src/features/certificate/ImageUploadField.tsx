import { Button, Space, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FileImage } from "../../components/FileImage.tsx";
import { errorText } from "../evaluation/index.ts";
import { uploadFile } from "../forms/index.ts";

type Props = {
  value?: number | null;
  onChange?: (fileId: number | null) => void;
  /** The address of the file already chosen (when editing), for its thumbnail. */
  url?: string | null;
  testId: string;
};

/** An image uploaded through the files API: the form keeps its file id. */
export function ImageUploadField({ value, onChange, url, testId }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [shown, setShown] = useState<string | null>(url ?? null);
  const pick = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      const ref = await uploadFile(file, "image", () => undefined);
      setShown(ref.url);
      onChange?.(ref.id);
    } catch (e) {
      setError(errorText(e, t("certificate.failed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical">
      <Space wrap>
        {value && shown ? <FileImage file={shown} width={64} height={64} alt="" /> : null}
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(file) => {
            void pick(file);
            return false;
          }}
        >
          <Button loading={busy} data-testid={testId}>
            {busy ? t("certificate.uploading") : t("certificate.upload")}
          </Button>
        </Upload>
        {value ? (
          <Button onClick={() => onChange?.(null)} data-testid={`${testId}-remove`}>
            {t("certificate.removeImage")}
          </Button>
        ) : null}
      </Space>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </Space>
  );
}
