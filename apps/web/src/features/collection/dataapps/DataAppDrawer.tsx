import type { DataApp } from "@eos/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import { useTranslation } from "react-i18next";
import { EditDrawer } from "../scenes/EditDrawer.tsx";
import { DataAppFields } from "./DataAppFields.tsx";
import { type DataAppValues, toDataAppInput, valuesOf } from "./dataAppForm.ts";
import { dataAppKeys, saveDataApp } from "./dataAppsApi.ts";

type Props = {
  open: boolean;
  /** The app being edited; null to create one. */
  app: DataApp | null;
  onClose: () => void;
  onSaved: (id: number) => void;
};

/** Creates or edits a data app: its task, the columns it shows, its filters and its sort. */
export function DataAppDrawer({ open, app, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return (
    <EditDrawer<DataAppValues, { id: number }>
      open={open}
      title={app ? t("dataApps.drawer.editTitle", { name: app.name }) : t("dataApps.drawer.addTitle")}
      initialValues={valuesOf(app)}
      save={(values) => saveDataApp(toDataAppInput(values, app?.id))}
      onSaved={(out) => {
        void message.success(t("dataApps.drawer.saved"));
        void queryClient.invalidateQueries({ queryKey: dataAppKeys.all });
        onSaved(out.id);
      }}
      onClose={onClose}
      testIdPrefix="data-app"
    >
      <DataAppFields />
    </EditDrawer>
  );
}
