import type { DataApp } from "@eos/contracts";
import { Popconfirm, Switch } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { setDataAppState } from "./dataAppsApi.ts";
import { useDataAppWrite } from "./useDataAppWrite.ts";

/** On/off of a data app: turning on is immediate; turning off hides it from followers, so it asks first. */
export function DataAppStateSwitch({ app }: { app: DataApp }) {
  const { t } = useTranslation();
  const run = useDataAppWrite();
  const [busy, setBusy] = useState(false);
  const on = app.state === 1;
  const change = async (next: 0 | 1) => {
    setBusy(true);
    await run(
      () => setDataAppState(app.id, next),
      next === 1 ? t("dataApps.list.turnedOn") : t("dataApps.list.turnedOff"),
    );
    setBusy(false);
  };
  const label = `${app.name}: ${on ? t("dataApps.list.on") : t("dataApps.list.off")}`;
  const toggle = (
    <Switch
      checked={on}
      loading={busy}
      disabled={!app.canManage}
      checkedChildren={t("dataApps.list.on")}
      unCheckedChildren={t("dataApps.list.off")}
      aria-label={label}
      onClick={on ? undefined : () => void change(1)}
      data-testid={`data-app-state-${app.id}`}
    />
  );
  if (!on || !app.canManage) return toggle;
  return (
    <Popconfirm
      title={t("dataApps.list.offConfirm", { name: app.name })}
      okText={t("dataApps.list.confirm")}
      cancelText={t("dataApps.list.cancel")}
      onConfirm={() => change(0)}
    >
      {toggle}
    </Popconfirm>
  );
}
