import { Alert, Button, Table } from "antd";
import { useTranslation } from "react-i18next";
import type { Member, MemberType } from "./memberApi.ts";
import { selectedIdsOf } from "./memberSelection.ts";
import { type MemberRow, useMemberPage } from "./useMemberPage.ts";

type Props = {
  type: MemberType;
  orgId: number | undefined;
  keyword: string;
  page: number;
  onPageChange: (page: number) => void;
  selected: ReadonlyArray<Member>;
  multiple: boolean;
  onSelect: (add: Member[], remove: Member[]) => void;
  enabled: boolean;
};

export const memberPageSize = 10;

/** The right side of the member picker: one page of teachers or students, each row ticked in or out. */
export function MemberTable(props: Props) {
  const { t } = useTranslation();
  const { type, orgId, keyword, page } = props;
  const query = useMemberPage(type, { page, size: memberPageSize, keyword, orgId }, props.enabled);
  const rows = query.data?.rows ?? [];
  const rowsType = query.data?.type ?? type;
  const toMember = (row: MemberRow): Member => ({ id: row.id, name: row.name, type: rowsType });

  if (query.error && !query.data) {
    return (
      <Alert
        type="error"
        title={t("people.common.loadFailed")}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t("people.common.retry")}
          </Button>
        }
      />
    );
  }
  return (
    <div data-testid="member-picker-table">
      <Table<MemberRow>
        size="small"
        rowKey="id"
        loading={query.isFetching}
        dataSource={rows}
        columns={[
          { key: "name", dataIndex: "name", title: t("people.common.name") },
          {
            key: "detail",
            dataIndex: "detail",
            title: t(`people.pickers.${type}Detail`),
          },
        ]}
        rowSelection={{
          type: props.multiple ? "checkbox" : "radio",
          selectedRowKeys: selectedIdsOf(props.selected, rowsType, rows),
          onSelect: (row, checked) =>
            props.onSelect(checked ? [toMember(row)] : [], checked ? [] : [toMember(row)]),
          onSelectAll: (checked, _rows, changed) => {
            const members = changed.map(toMember);
            props.onSelect(checked ? members : [], checked ? [] : members);
          },
          getCheckboxProps: (row) => ({ "aria-label": row.name }) as never,
        }}
        onRow={(row) => ({ "data-testid": `member-row-${row.id}` }) as never}
        pagination={{
          current: page,
          pageSize: memberPageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          size: "small",
          onChange: props.onPageChange,
          showTotal: (total) => t("people.common.total", { total }),
        }}
        locale={{ emptyText: t("people.pickers.noMembers") }}
        scroll={{ x: "max-content", y: 360 }}
      />
    </div>
  );
}
