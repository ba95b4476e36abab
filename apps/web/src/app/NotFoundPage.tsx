import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

type Props = { homePath: string };

/** Any unknown route. */
export function NotFoundPage({ homePath }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="eos-not-found" data-testid="not-found">
      <Result
        status="404"
        title={<h1 className="eos-result-title">{t("notFound.title")}</h1>}
        subTitle={t("notFound.subtitle")}
        extra={
          <Button type="primary" data-testid="not-found-home" onClick={() => void navigate(homePath)}>
            {t("common.backHome")}
          </Button>
        }
      />
    </main>
  );
}
