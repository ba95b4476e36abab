import { useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Divider, Input, List, Popconfirm, Select, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/ApiError.ts";
import { usePermissions } from "../../api/usePermissions.ts";
import { OrgTreePicker } from "../../components/OrgTreePicker.tsx";
import { type DutyInput, type DutyItem, deleteDuty, fetchDuties, saveDuty } from "./rolesApi.ts";

type Props = { teacherId: number };

/** A teacher's class-leader and subject-teacher duties; holders of org.edit add and remove them. */
export function TeacherDuties({ teacherId }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const canEdit = usePermissions().can("org.edit");
  const duties = useQuery({ queryKey: ["duties", teacherId], queryFn: () => fetchDuties(teacherId) });
  const [orgId, setOrgId] = useState<number | undefined>();
  const [duty, setDuty] = useState<DutyInput["duty"]>("subject");
  const [subject, setSubject] = useState("");
  const refresh = () => void client.invalidateQueries({ queryKey: ["duties", teacherId] });
  const fail = (e: unknown) => void message.error(e instanceof ApiError ? e.message : String(e));

  const add = async () => {
    if (!orgId) return void message.warning(t("roles.duties.pickClass"));
    if (duty === "subject" && !subject.trim()) return void message.warning(t("roles.duties.subjectRequired"));
    try {
      await saveDuty({ teacherId, orgId, duty, subject: duty === "subject" ? subject.trim() : undefined });
      setOrgId(undefined);
      setSubject("");
    } catch (e) {
      fail(e);
    }
    refresh();
  };
  const remove = (d: DutyItem) => deleteDuty({ ...d }).then(refresh, fail);
  const label = (d: DutyItem) =>
    d.duty === "leader" ? t("roles.duties.leader") : `${t("roles.duties.subject")} · ${d.subject}`;

  return (
    <section data-testid="teacher-duties">
      <Divider titlePlacement="start">{t("roles.duties.title")}</Divider>
      <List<DutyItem>
        size="small"
        loading={duties.isFetching}
        dataSource={duties.data ?? []}
        locale={{ emptyText: t("roles.duties.none") }}
        renderItem={(d) => (
          <List.Item
            actions={
              canEdit
                ? [
                    <Popconfirm key="del" title={t("roles.duties.removeConfirm")} onConfirm={() => remove(d)}>
                      <Button type="link" size="small" danger>
                        {t("roles.duties.remove")}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <Typography.Text>{d.orgName}</Typography.Text>
            <Typography.Text type="secondary">{label(d)}</Typography.Text>
          </List.Item>
        )}
      />
      {canEdit ? (
        <Space wrap style={{ marginTop: 8 }}>
          <OrgTreePicker
            kinds={["class"]}
            value={orgId ?? null}
            onChange={setOrgId}
            placeholder={t("roles.duties.pickClass")}
            style={{ minWidth: 160 }}
            aria-label={t("roles.duties.className")}
            data-testid="duty-class"
          />
          <Select<DutyInput["duty"]>
            value={duty}
            onChange={setDuty}
            aria-label={t("roles.duties.duty")}
            options={[
              { value: "leader", label: t("roles.duties.leader") },
              { value: "subject", label: t("roles.duties.subject") },
            ]}
            data-testid="duty-kind"
          />
          {duty === "subject" ? (
            <Input
              value={subject}
              maxLength={20}
              placeholder={t("roles.duties.subjectName")}
              aria-label={t("roles.duties.subjectName")}
              onChange={(e) => setSubject(e.target.value)}
              style={{ width: 120 }}
              data-testid="duty-subject"
            />
          ) : null}
          <Button onClick={() => void add()} data-testid="duty-add">
            {t("roles.duties.add")}
          </Button>
        </Space>
      ) : null}
    </section>
  );
}
