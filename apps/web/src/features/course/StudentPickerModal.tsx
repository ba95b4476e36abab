import type { PickedPerson } from "@eos/contracts";
import { Modal, Space, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { pickStudents } from "./courseApi.ts";
import type { SortedQuery } from "./sorting.ts";

type Props = { onClose: () => void; onPick: (ids: number[]) => Promise<boolean> };

/** Picks students across pages (/v3/choiceUser/pageStudent) to add to a club in one go. */
export function StudentPickerModal({ onClose, onPick }: Props) {
  const { t } = useTranslation();
  const students = useListQuery<SortedQuery, PickedPerson>(
    { page: 1, size: 10 },
    (q) => ["course", "pickStudents", q],
    pickStudents,
  );
  const [picked, setPicked] = useState<number[]>([]);
  return (
    <Modal
      open
      width={640}
      title={t("course.club.pickTitle")}
      onCancel={onClose}
      okText={t("course.club.addSelected", { count: picked.length })}
      cancelText={t("course.cancel")}
      okButtonProps={{ disabled: picked.length === 0 }}
      onOk={async () => {
        if (await onPick(picked)) onClose();
      }}
    >
      <Space direction="vertical" style={{ width: "100%" }}>
        <KeywordSearch label={t("course.club.pickSearch")} onKeyword={students.search} testId="pick-search" />
        <Table<PickedPerson>
          rowKey="id"
          size="small"
          data-testid="pick-table"
          loading={students.list.isFetching}
          dataSource={students.rows}
          rowSelection={{
            selectedRowKeys: picked,
            onChange: (keys) => setPicked(keys as number[]),
            preserveSelectedRowKeys: true,
          }}
          columns={[
            { key: "name", title: t("course.club.student"), dataIndex: "name" },
            { key: "detail", title: t("course.club.className"), dataIndex: "detail" },
          ]}
          pagination={{
            current: students.query.page,
            pageSize: students.query.size,
            total: students.total,
            onChange: students.turn,
          }}
        />
      </Space>
    </Modal>
  );
}
