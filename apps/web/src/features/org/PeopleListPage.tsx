import { DownloadOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, type TableProps } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import type { OrgKind } from "../../components/orgTree.ts";
import { PeopleFilterBar } from "./PeopleFilterBar.tsx";
import { PeopleTableCard } from "./PeopleTableCard.tsx";
import { RowActions } from "./RowActions.tsx";
import type { usePeopleList } from "./usePeopleList.ts";
import "../../components/consolePage.css";
import "./people.css";

type Row = { id: number; name: string };
type Kind = "teachers" | "students" | "parents";
export type PeopleColumns<T> = NonNullable<TableProps<T>["columns"]>;

type Props<T extends Row> = {
  /** Names the page's texts (`people.<kind>.*`) and test ids (`<kind>-page`, `<kind>-add`, …). */
  kind: Kind;
  list: ReturnType<typeof usePeopleList<T>>;
  canWrite: boolean;
  /** The data columns; edit and delete are added for people who may write. */
  columns: PeopleColumns<T>;
  orgKinds: ReadonlyArray<OrgKind>;
  onAdd: () => void;
  onEdit: (row: T) => void;
  /** Buttons between export and add, shown only to people who may write (e.g. import). */
  writeActions?: ReactNode;
  /** Drawers and modals of the page. */
  children?: ReactNode;
};

/**
 * The frame every console list of people shares: title with export and add, unit and keyword filters,
 * the paged table with row actions and bulk delete. Each page brings its columns and its drawer.
 */
export function PeopleListPage<T extends Row>(props: Props<T>) {
  const { t } = useTranslation();
  const { kind, list, canWrite } = props;
  const rowPrefix = kind.slice(0, -1);
  const columns: PeopleColumns<T> = canWrite
    ? [
        ...props.columns,
        {
          key: "actions",
          title: t("people.common.actions"),
          render: (_, row) => (
            <RowActions
              testIdPrefix={rowPrefix}
              id={row.id}
              name={row.name}
              onEdit={() => props.onEdit(row)}
              onDelete={() => list.confirmDelete([row])}
            />
          ),
        },
      ]
    : props.columns;

  return (
    <div className="eos-page" data-testid={`${kind}-page`}>
      <ConsolePageHeader
        title={t(`people.${kind}.title`)}
        testId={`${kind}-title`}
        readOnly={!canWrite}
        extra={
          <>
            <Button
              icon={<DownloadOutlined />}
              loading={list.exporting}
              disabled={list.total === 0}
              onClick={() => void list.exportFile()}
              data-testid={`${kind}-export`}
            >
              {t("people.common.export")}
            </Button>
            {canWrite ? props.writeActions : null}
            {canWrite ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={props.onAdd}
                data-testid={`${kind}-add`}
              >
                {t(`people.${kind}.add`)}
              </Button>
            ) : null}
          </>
        }
      />
      <PeopleFilterBar
        testIdPrefix={kind}
        searchPlaceholder={t(`people.${kind}.searchPlaceholder`)}
        onSearch={(keyword) => list.filter({ keyword })}
        orgKinds={props.orgKinds}
        orgPlaceholder={t(`people.${kind}.orgPlaceholder`)}
        orgId={list.query.orgId}
        onOrgChange={(orgId) => list.filter({ orgId })}
      />
      <PeopleTableCard<T>
        testIdPrefix={kind}
        columns={columns}
        rows={list.rows}
        total={list.total}
        query={list.query}
        loading={list.list.isFetching}
        error={list.list.error}
        onRetry={() => void list.list.refetch()}
        canWrite={canWrite}
        selected={list.selected}
        onSelectedChange={list.setSelected}
        onDeleteSelected={() => list.confirmDelete(list.selected)}
        onTableChange={list.tableChange}
        emptyText={
          list.query.keyword || list.query.orgId ? t("people.common.noMatch") : t(`people.${kind}.empty`)
        }
      />
      {props.children}
    </div>
  );
}
