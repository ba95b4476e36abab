import { Button, Space, Typography, Upload } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FileImage } from "../../components/FileImage.tsx";
import { errorText } from "../evaluation/index.ts";
import { uploadFile } from "../forms/index.ts";

type Props = { value?: number | null; onChange?: (fileId: number | null) => void; testId: string };

/** An image uploaded through the files API: the form keeps its file id. */
export function ImageField({ value, onChange, testId }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pick = async (file: File) => {
    setBusy(true);
    setError(null);
    try {
      onChange?.((await uploadFile(file, "image", () => undefined)).id);
    } catch (e) {
      setError(errorText(e, t("banners.failed")));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space orientation="vertical">
      <Space wrap>
        {value ? <FileImage file={value} width={120} alt="" /> : null}
        <Upload
          accept="image/*"
          showUploadList={false}
          beforeUpload={(f) => {
            void pick(f);
            return false;
          }}
        >
          <Button loading={busy} data-testid={testId}>
            {busy ? t("banners.uploading") : t("banners.upload")}
          </Button>
        </Upload>
        {value ? <Button onClick={() => onChange?.(null)}>{t("banners.removeImage")}</Button> : null}
      </Space>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </Space>
  );
}
