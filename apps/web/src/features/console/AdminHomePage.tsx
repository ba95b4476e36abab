import { Card, Descriptions, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { getUserInfo } from "../../api/session.ts";
import { useSchool } from "../../api/useSchool.ts";
import { roleLabelKey } from "../auth/roleLabel.ts";
import { TodoCard } from "../collection/progress/TodoCard.tsx";
import { AreaSchoolsCard } from "./AreaSchoolsCard.tsx";
import { ShortcutsCard } from "./ShortcutsCard.tsx";

/** /admin: who and where you are, what waits for you, and shortcuts to the pages you may open. */
export function AdminHomePage() {
  const { t } = useTranslation();
  const { school } = useSchool();
  const user = getUserInfo();
  return (
    <div className="eos-page">
      <Typography.Title level={1} className="eos-page__title" data-testid="console-home-title">
        {t("console.home.title")}
      </Typography.Title>
      <Card className="eos-page__card">
        <Typography.Title level={2} className="eos-card-title">
          {t("console.home.welcome", { name: user?.name ?? "" })}
        </Typography.Title>
        <Descriptions
          column={{ xs: 1, sm: 1, md: 3 }}
          items={[
            {
              key: "school",
              label: t("console.home.school"),
              children: <span data-testid="console-home-school">{school?.name ?? ""}</span>,
            },
            {
              key: "user",
              label: t("console.home.user"),
              children: <span data-testid="console-home-user">{user?.name ?? ""}</span>,
            },
            {
              key: "role",
              label: t("console.home.role"),
              children: (
                <span data-testid="console-home-role">{t(roleLabelKey(user?.roleType ?? user?.type))}</span>
              ),
            },
          ]}
        />
      </Card>
      {school?.type === 1 && user?.type === 0 ? <AreaSchoolsCard /> : null}
      {school?.type === 1 ? null : <TodoCard />}
      <ShortcutsCard />
    </div>
  );
}
