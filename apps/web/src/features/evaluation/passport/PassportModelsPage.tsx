import { EyeOutlined, NotificationOutlined, PlusOutlined } from "@ant-design/icons";
import type { PassportModelItem } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Popconfirm, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatTime } from "../../../components/format.ts";
import { ListPage } from "../../../components/ListPage.tsx";
import { EvaluationHeader } from "../EvaluationHeader.tsx";
import { useEvalWrite } from "../useEvalWrite.ts";
import { PassportModelDrawer } from "./PassportModelDrawer.tsx";
import { PassportOtherSettings } from "./PassportOtherSettings.tsx";
import { PassportPreviewModal } from "./PassportPreviewModal.tsx";
import { deletePassportModel, fetchPassportModels, passportKeys } from "./passportApi.ts";

type Editing = { model: PassportModelItem | null } | null;

/** /admin/passports: the school's passport models, one per school year, added and changed in a drawer. */
export function PassportModelsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const run = useEvalWrite();
  const [editing, setEditing] = useState<Editing>(null);
  const [preview, setPreview] = useState<{ id: number; name: string } | null>(null);
  const list = useQuery({ queryKey: passportKeys.models, queryFn: fetchPassportModels });

  const columns: NonNullable<TableProps<PassportModelItem>["columns"]> = [
    {
      key: "name",
      title: t("passport.name"),
      render: (_, row) => (
        <Button type="link" className="eos-link-button" onClick={() => setEditing({ model: row })}>
          {row.name}
        </Button>
      ),
    },
    { key: "year", dataIndex: "schoolYearName", title: t("passport.schoolYear") },
    { key: "units", title: t("passport.unitCount"), render: (_, row) => row.units.length },
    { key: "updatedAt", title: t("passport.updatedAt"), render: (_, row) => formatTime(row.updatedAt) },
    {
      key: "actions",
      title: t("passport.actions"),
      render: (_, row) => (
        <span className="eos-eval-actions">
          <Button type="link" size="small" onClick={() => setEditing({ model: row })}>
            {t("passport.edit")}
          </Button>
          <Button type="link" size="small" onClick={() => setPreview({ id: row.id, name: row.name })}>
            {t("passport.preview")}
          </Button>
          <Popconfirm
            title={t("passport.deleteTitle", { name: row.name })}
            description={t("passport.deleteHint")}
            okText={t("passport.delete")}
            cancelText={t("passport.cancel")}
            okButtonProps={{ danger: true, "data-testid": "confirm-ok" } as never}
            onConfirm={() => run(() => deletePassportModel(row.id), t("passport.deleted"))}
          >
            <Button type="link" size="small" danger>
              {t("passport.delete")}
            </Button>
          </Popconfirm>
        </span>
      ),
    },
  ];

  return (
    <ListPage<PassportModelItem>
      testId="passport-models-page"
      className="eos-eval-stack"
      header={
        <EvaluationHeader
          title={t("passport.modelsTitle")}
          testId="passport-models-title"
          extra={
            <>
              <Button icon={<EyeOutlined />} onClick={() => void navigate("/admin/passports/view")}>
                {t("passport.viewTitle")}
              </Button>
              <Button
                icon={<NotificationOutlined />}
                onClick={() => void navigate("/admin/passports/notice")}
                data-testid="passport-notice-link"
              >
                {t("passport.noticeTitle")}
              </Button>
              <PassportOtherSettings />
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setEditing({ model: null })}
                data-testid="passport-model-add"
              >
                {t("passport.add")}
              </Button>
            </>
          }
        />
      }
      hint={t("passport.modelsHint")}
      table={{
        list,
        rows: list.data ?? [],
        rowKey: "id",
        columns,
        failedTitle: t("passport.listFailed"),
        testId: "passport-models-table",
        empty: t("passport.noModels"),
      }}
    >
      {editing ? (
        <PassportModelDrawer model={editing.model} onClose={() => setEditing(null)} onPreview={setPreview} />
      ) : null}
      {preview ? <PassportPreviewModal model={preview} onClose={() => setPreview(null)} /> : null}
    </ListPage>
  );
}
