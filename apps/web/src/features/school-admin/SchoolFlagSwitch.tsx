import { Popconfirm, Switch, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { changeSchoolFlag, type SchoolItem } from "./schoolAdminApi.ts";
import { useSchoolAdminWrite } from "./useSchoolAdminWrite.ts";

/**
 * A school's enabled flag. Either way the change is confirmed first: disabling signs everyone out of the school
 * at once; readers (area administrators) see the state only.
 */
export function SchoolFlagSwitch({ school, canManage }: { school: SchoolItem; canManage: boolean }) {
  const { t } = useTranslation();
  const run = useSchoolAdminWrite();
  const [busy, setBusy] = useState(false);
  const on = school.flag === 1;
  if (!canManage) {
    return (
      <Tag color={on ? "green" : "default"} data-testid={`school-state-${school.id}`}>
        {on ? t("schoolAdmin.common.enabled") : t("schoolAdmin.common.disabled")}
      </Tag>
    );
  }
  const change = async () => {
    setBusy(true);
    await run(
      () => changeSchoolFlag(school.id, on ? 0 : 1),
      (out) =>
        out.flag === 1
          ? t("schoolAdmin.schools.enabledDone")
          : t("schoolAdmin.schools.disabledDone", { count: out.endedSessions }),
    );
    setBusy(false);
  };
  return (
    <Popconfirm
      title={
        on
          ? t("schoolAdmin.schools.disableConfirm", { name: school.name })
          : t("schoolAdmin.schools.enableConfirm", { name: school.name })
      }
      okText={t("schoolAdmin.common.confirm")}
      cancelText={t("schoolAdmin.common.cancel")}
      okButtonProps={{ danger: on }}
      onConfirm={change}
    >
      <Switch
        checked={on}
        loading={busy}
        checkedChildren={t("schoolAdmin.common.enabled")}
        unCheckedChildren={t("schoolAdmin.common.disabled")}
        aria-label={`${school.name}: ${on ? t("schoolAdmin.common.enabled") : t("schoolAdmin.common.disabled")}`}
        data-testid={`school-state-${school.id}`}
      />
    </Popconfirm>
  );
}
