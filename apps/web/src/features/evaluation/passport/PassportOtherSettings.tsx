import { SettingOutlined, SyncOutlined } from "@ant-design/icons";
import type { StudentNoSyncResult } from "@eos/contracts";
import { Button, Modal, Popconfirm, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../../api/usePermissions.ts";
import { EvaluationSettingCard } from "../EvaluationSettingCard.tsx";
import { useEvalWrite } from "../useEvalWrite.ts";
import { syncStudentNos } from "./passportApi.ts";

type Conflict = StudentNoSyncResult["conflicts"][number];

/**
 * The passport page's SDP buttons (SPEC 6): "Other settings" (code OtherSet: the school's current evaluation
 * model and rank visibility) and "Sync student numbers" (code OtherSetStuCodeSync). Each shows only to
 * holders of its code; administrators hold both.
 */
export function PassportOtherSettings() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const run = useEvalWrite();
  const [open, setOpen] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const [conflicts, setConflicts] = useState<Conflict[] | null>(null);

  const sync = async () => {
    setSyncing(true);
    const out = await run(syncStudentNos, (r) => t("passport.syncStudentNosDone", r));
    setSyncing(false);
    if (out && out.conflicts.length > 0) setConflicts(out.conflicts);
  };

  return (
    <>
      {can("OtherSetStuCodeSync") ? (
        <Popconfirm
          title={t("passport.syncStudentNosTitle")}
          description={<div style={{ maxWidth: 320 }}>{t("passport.syncStudentNosHint")}</div>}
          okText={t("passport.syncStudentNosOk")}
          cancelText={t("passport.cancel")}
          okButtonProps={{ "data-testid": "sync-student-nos-ok" } as never}
          onConfirm={() => void sync()}
        >
          <Button icon={<SyncOutlined />} loading={syncing} data-testid="sync-student-nos">
            {t("passport.syncStudentNos")}
          </Button>
        </Popconfirm>
      ) : null}
      {can("OtherSet") ? (
        <Button
          icon={<SettingOutlined />}
          onClick={() => setOpen(true)}
          data-testid="passport-other-settings"
        >
          {t("passport.otherSettings")}
        </Button>
      ) : null}
      <Modal
        open={open}
        title={t("passport.otherSettingsTitle")}
        onCancel={() => setOpen(false)}
        footer={null}
        destroyOnHidden
        width={560}
      >
        <EvaluationSettingCard />
      </Modal>
      <Modal
        open={conflicts !== null}
        title={t("passport.syncStudentNosConflicts", { count: conflicts?.length ?? 0 })}
        onCancel={() => setConflicts(null)}
        footer={null}
        width={560}
      >
        <Typography.Paragraph type="secondary">
          {t("passport.syncStudentNosConflictHint")}
        </Typography.Paragraph>
        <div data-testid="sync-student-nos-conflicts">
          <Table<Conflict>
            rowKey="studentId"
            size="small"
            pagination={{ pageSize: 10, hideOnSinglePage: true }}
            scroll={{ x: "max-content" }}
            dataSource={conflicts ?? []}
            columns={[
              { key: "name", dataIndex: "name", title: t("passport.studentName") },
              { key: "no", dataIndex: "studentNo", title: t("passport.studentNo") },
              { key: "wanted", dataIndex: "wanted", title: t("passport.syncStudentNosWanted") },
            ]}
          />
        </div>
      </Modal>
    </>
  );
}
