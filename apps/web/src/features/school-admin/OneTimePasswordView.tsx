import { Alert, Descriptions, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { AddedSchool } from "./schoolAdminApi.ts";

/** The new administrator's account and one-time password, shown once with copy buttons. */
export function OneTimePasswordView({ added }: { added: AddedSchool }) {
  const { t } = useTranslation();
  const copyable = { tooltips: [t("schoolAdmin.create.copy"), t("schoolAdmin.create.copied")] };
  return (
    <div data-testid="school-create-done">
      <Alert type="warning" showIcon title={t("schoolAdmin.create.doneHint")} style={{ marginBottom: 16 }} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t("schoolAdmin.create.doneDomain")}>
          <Typography.Text copyable={copyable}>{added.domain}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t("schoolAdmin.create.doneAccount")}>
          <Typography.Text copyable={copyable} data-testid="school-create-account">
            {added.admin.loginName}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t("schoolAdmin.create.donePassword")}>
          <Typography.Text
            copyable={copyable}
            className="eos-school-admin__secret"
            data-testid="school-create-password"
          >
            {added.admin.password}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </div>
  );
}
