import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Descriptions, Divider, Drawer, Empty, Popconfirm, Skeleton, Space, Tag } from "antd";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { LoadFailed } from "../../components/LoadFailed.tsx";
import { ExternalSyncSection } from "../directory-sync/index.ts";
import { SchoolEditForm } from "./SchoolEditForm.tsx";
import { SchoolFlagSwitch } from "./SchoolFlagSwitch.tsx";
import { fetchSchool, initSchool, type SchoolDetail, schoolAdminKeys } from "./schoolAdminApi.ts";
import { loginLabel, typeLabel } from "./schoolLabels.ts";
import { useSchoolAdminWrite } from "./useSchoolAdminWrite.ts";

type Props = { id: number | null; canManage: boolean; onClose: () => void };

/** One school: what it is, who administers it, whether it is initialised; platform administrators edit here. */
export function SchoolDrawer({ id, canManage, onClose }: Props) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: schoolAdminKeys.school(id ?? 0),
    queryFn: () => fetchSchool(id ?? 0),
    enabled: id !== null,
  });
  const school = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      title={school?.name ?? t("schoolAdmin.detail.title")}
      size="large"
      destroyOnHidden
      data-testid="school-drawer"
    >
      {detail.isPending ? <Skeleton active /> : null}
      {detail.error ? (
        <LoadFailed
          title={t("schoolAdmin.common.loadFailed")}
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : null}
      {school ? <SchoolDetailBody school={school} canManage={canManage} /> : null}
    </Drawer>
  );
}

function SchoolDetailBody({ school, canManage }: { school: SchoolDetail; canManage: boolean }) {
  const { t } = useTranslation();
  const run = useSchoolAdminWrite();
  const missing = [
    school.initialised.orgRoot ? null : t("schoolAdmin.detail.orgRoot"),
    school.initialised.currentTerm ? null : t("schoolAdmin.detail.currentTerm"),
  ].filter((m): m is string => m !== null);
  const runInit = () =>
    run(
      () => initSchool(school.id),
      (out) =>
        out.createdOrgRoot || out.createdCalendar
          ? t("schoolAdmin.detail.initResult")
          : t("schoolAdmin.detail.initNothing"),
    );
  return (
    <div data-testid="school-detail">
      <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
        <Descriptions.Item label={t("schoolAdmin.schools.domain")}>{school.domain}</Descriptions.Item>
        <Descriptions.Item label={t("schoolAdmin.schools.type")}>
          {typeLabel(t, school.type)}
        </Descriptions.Item>
        <Descriptions.Item label={t("schoolAdmin.schools.area")}>{school.areaName ?? "—"}</Descriptions.Item>
        <Descriptions.Item label={t("schoolAdmin.schools.loginType")}>
          {loginLabel(t, school.loginType)}
        </Descriptions.Item>
        <Descriptions.Item label={t("schoolAdmin.schools.timeZone")}>{school.timeZone}</Descriptions.Item>
        <Descriptions.Item label={t("schoolAdmin.schools.state")}>
          <SchoolFlagSwitch school={school} canManage={canManage} />
        </Descriptions.Item>
        <Descriptions.Item label={t("schoolAdmin.schools.teachers")}>{school.teacherCount}</Descriptions.Item>
        <Descriptions.Item label={t("schoolAdmin.schools.students")}>{school.studentCount}</Descriptions.Item>
        <Descriptions.Item label={t("schoolAdmin.schools.createdAt")}>
          {formatTime(school.createdAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t("schoolAdmin.detail.logo")}>
          {school.logo ? (
            <img
              className="eos-school-admin__logo"
              src={school.logo}
              alt={t("school.logoAlt", { school: school.name })}
            />
          ) : (
            t("schoolAdmin.common.none")
          )}
        </Descriptions.Item>
      </Descriptions>

      <Divider titlePlacement="start">{t("schoolAdmin.detail.admins")}</Divider>
      {school.admins.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("schoolAdmin.detail.noAdmins")} />
      ) : (
        <Space wrap data-testid="school-admins">
          {school.admins.map((a) => (
            <Tag key={`${a.name}-${a.loginName}`}>{a.loginName ? `${a.name} (${a.loginName})` : a.name}</Tag>
          ))}
        </Space>
      )}

      <Divider titlePlacement="start">{t("schoolAdmin.detail.initState")}</Divider>
      <Space wrap align="center">
        {missing.length === 0 ? (
          <Tag color="green" data-testid="school-init-state">
            {t("schoolAdmin.detail.initDone")}
          </Tag>
        ) : (
          <Alert
            type="warning"
            showIcon
            title={t("schoolAdmin.detail.initMissing", { missing: missing.join(", ") })}
            data-testid="school-init-state"
          />
        )}
        {canManage ? (
          <Popconfirm
            title={t("schoolAdmin.detail.initConfirm", { name: school.name })}
            okText={t("schoolAdmin.common.confirm")}
            cancelText={t("schoolAdmin.common.cancel")}
            onConfirm={runInit}
          >
            <Button data-testid="school-init">{t("schoolAdmin.detail.initRun")}</Button>
          </Popconfirm>
        ) : null}
      </Space>

      {canManage ? (
        <>
          <Divider titlePlacement="start">{t("schoolAdmin.detail.settings")}</Divider>
          <SchoolEditForm school={school} />
          {school.type === 0 ? <ExternalSyncSection school={{ schoolId: school.id }} /> : null}
        </>
      ) : null}
    </div>
  );
}
