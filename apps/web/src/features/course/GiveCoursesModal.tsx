import type { CourseMain } from "@eos/contracts";
import { Modal, Space, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { courseKeys, fetchCanGive } from "./courseApi.ts";
import type { SortedQuery } from "./sorting.ts";

type Props = { open: boolean; onClose: () => void; onGive: (ids: number[]) => Promise<boolean> };

/** Chooses the catalogue's courses not yet given this term, to give them (addCurrentByCourseMain). */
export function GiveCoursesModal({ open, onClose, onGive }: Props) {
  const { t } = useTranslation();
  const can = useListQuery<SortedQuery, CourseMain>({ page: 1, size: 10 }, courseKeys.canGive, fetchCanGive);
  const [picked, setPicked] = useState<number[]>([]);
  return (
    <Modal
      open={open}
      width={720}
      title={t("course.term.pickTitle")}
      onCancel={onClose}
      okText={t("course.term.open", { count: picked.length })}
      cancelText={t("course.cancel")}
      okButtonProps={{ disabled: picked.length === 0 }}
      onOk={async () => {
        if (await onGive(picked)) {
          setPicked([]);
          onClose();
        }
      }}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <Typography.Text type="secondary">{t("course.term.pickHint")}</Typography.Text>
        <KeywordSearch label={t("course.mains.search")} onKeyword={can.search} />
        <Table<CourseMain>
          rowKey="id"
          size="small"
          data-testid="give-table"
          loading={can.list.isFetching}
          dataSource={can.rows}
          rowSelection={{
            selectedRowKeys: picked,
            onChange: (keys) => setPicked(keys as number[]),
            preserveSelectedRowKeys: true,
          }}
          columns={[
            { key: "name", title: t("course.name"), dataIndex: "name" },
            { key: "subject", title: t("course.mains.subject"), dataIndex: "subjectName" },
            {
              key: "teachers",
              title: t("course.mains.teachers"),
              render: (_, r) => r.teacherNames.join("、"),
            },
            { key: "capacity", title: t("course.mains.capacity"), dataIndex: "capacity" },
          ]}
          pagination={{
            current: can.query.page,
            pageSize: can.query.size,
            total: can.total,
            onChange: can.turn,
          }}
          scroll={{ x: "max-content" }}
        />
      </Space>
    </Modal>
  );
}
