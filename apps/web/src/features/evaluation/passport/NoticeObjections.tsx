import type { PassportNotice, PassportObjection } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Card, Table, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../../components/format.ts";
import { ObjectionResolveModal } from "./ObjectionResolveModal.tsx";
import { fetchObjections, passportKeys } from "./passportApi.ts";

const STATE_COLOR = { open: "orange", accepted: "green", rejected: "default" } as const;

/** A notice window's objections, with accept and reject for those still open. */
export function NoticeObjections({ notice }: { notice: PassportNotice }) {
  const { t } = useTranslation();
  const [resolving, setResolving] = useState<{ objection: PassportObjection; accept: boolean } | null>(null);
  const list = useQuery({
    queryKey: passportKeys.objections(notice.id),
    queryFn: () => fetchObjections(notice.id),
  });
  const columns: NonNullable<TableProps<PassportObjection>["columns"]> = [
    { key: "student", dataIndex: "studentName", title: t("passport.objectionStudent") },
    {
      key: "record",
      title: t("passport.objectionRecord"),
      render: (_, row) => (row.formValueId === null ? t("passport.objectionWhole") : `#${row.formValueId}`),
    },
    { key: "text", dataIndex: "text", title: t("passport.objectionText") },
    { key: "at", title: t("passport.updatedAt"), render: (_, row) => formatTime(row.createdAt) },
    {
      key: "state",
      title: t("passport.objectionState"),
      render: (_, row) => (
        <>
          <Tag color={STATE_COLOR[row.state]}>{t(`passport.objectionState_${row.state}`)}</Tag>
          {row.resolution}
        </>
      ),
    },
    {
      key: "actions",
      title: t("passport.actions"),
      render: (_, row) =>
        row.state === "open" ? (
          <span className="eos-eval-actions">
            <Button
              type="link"
              size="small"
              onClick={() => setResolving({ objection: row, accept: true })}
              data-testid={`objection-accept-${row.id}`}
            >
              {t("passport.objectionAccept")}
            </Button>
            <Button
              type="link"
              size="small"
              danger
              onClick={() => setResolving({ objection: row, accept: false })}
              data-testid={`objection-reject-${row.id}`}
            >
              {t("passport.objectionReject")}
            </Button>
          </span>
        ) : null,
    },
  ];
  return (
    <Card
      className="eos-page__card"
      title={t("passport.objectionsTitle", { name: notice.className })}
      data-testid="notice-objections"
    >
      <Table<PassportObjection>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("passport.objectionsEmpty") }}
      />
      <ObjectionResolveModal
        objection={resolving?.objection ?? null}
        accept={resolving?.accept ?? true}
        onClose={() => setResolving(null)}
      />
    </Card>
  );
}
