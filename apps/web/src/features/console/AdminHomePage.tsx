import { Card, Descriptions, Typography } from "antd";
import type { ParseKeys } from "i18next";
import { useTranslation } from "react-i18next";
import { getUserInfo } from "../../api/session.ts";
import { usePermissions } from "../../api/usePermissions.ts";
import { useSchool } from "../../api/useSchool.ts";
import { TodoCard } from "../collection/index.ts";
import { ConsoleHomeCards, HomeGreeting } from "../home/index.ts";
import { roleLabelKey } from "../identity/index.ts";
import { AreaSchoolsCard } from "../region/index.ts";
import { ShortcutsCard } from "./ShortcutsCard.tsx";

/** What the site is called on the home page: a school, an area or the platform. */
const placeLabel: Record<number, ParseKeys> = { 1: "console.home.area", 2: "console.home.platform" };
/** What its administrators are. */
const adminLabel: Record<number, ParseKeys> = {
  0: "console.home.schoolAdmin",
  1: "console.home.areaAdmin",
  2: "console.home.platformAdmin",
};

/**
 * /admin: who and where you are, what waits for you, and shortcuts to the pages you may open. On an area's site
 * it names the area and its administrator, and lists the area's schools instead of a school's to-do.
 */
export function AdminHomePage() {
  const { t } = useTranslation();
  const { school } = useSchool();
  const { isAdmin } = usePermissions();
  const user = getUserInfo();
  const type = school?.type ?? 0;
  const role = isAdmin ? adminLabel[type] : type === 1 ? "console.home.areaStaff" : undefined;
  return (
    <div className="eos-page">
      <Typography.Title level={1} className="eos-page__title" data-testid="console-home-title">
        {t("console.home.title")}
      </Typography.Title>
      <Card className="eos-page__card">
        {school?.type === 1 ? (
          <Typography.Title level={2} className="eos-card-title">
            {t("console.home.welcome", { name: user?.name ?? "" })}
          </Typography.Title>
        ) : (
          <HomeGreeting fallback={t("console.home.welcome", { name: user?.name ?? "" })} />
        )}
        <Descriptions
          column={{ xs: 1, sm: 1, md: 3 }}
          items={[
            {
              key: "school",
              label: t(placeLabel[type] ?? "console.home.school"),
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
                <span data-testid="console-home-role">
                  {t(role ?? roleLabelKey(user?.roleType ?? user?.type))}
                </span>
              ),
            },
          ]}
        />
      </Card>
      {school?.type === 1 && user?.type === 0 ? <AreaSchoolsCard /> : null}
      {school?.type === 1 ? null : <ConsoleHomeCards />}
      {school?.type === 1 ? null : <TodoCard />}
      <ShortcutsCard />
    </div>
  );
}
