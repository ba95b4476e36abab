import { DownloadOutlined, PlusOutlined } from "@ant-design/icons";
import { App, Button, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "./ConsolePageHeader.tsx";
import { useRelationLabel } from "./ParentChildren.tsx";
import { ParentDrawer, type SavedParent } from "./ParentDrawer.tsx";
import { PeopleFilterBar } from "./PeopleFilterBar.tsx";
import { PeopleTableCard } from "./PeopleTableCard.tsx";
import { deleteParents, fetchParentPage, type ParentItem } from "./parentApi.ts";
import { formatTime } from "./peopleFormat.ts";
import { RowActions } from "./RowActions.tsx";
import { sortOrderOf } from "./tableQuery.ts";
import { usePeopleList } from "./usePeopleList.ts";
import { useWriteAccess } from "./useWriteAccess.ts";
import "./people.css";
import "./parents.css";

const sortable = ["name", "phone", "createdAt"] as const;
const gradeOrClass = ["grade", "class"] as const;

type DrawerState = { open: boolean; parent: SavedParent | null; session: number };

/** /admin/parents: the school's parents (a class leader's own classes), their children, edits and export. */
export function ParentsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { canWrite } = useWriteAccess();
  const relationLabel = useRelationLabel();
  const list = usePeopleList<ParentItem>({
    type: "parent",
    fetchPage: fetchParentPage,
    remove: deleteParents,
    sortable,
  });
  const [drawer, setDrawer] = useState<DrawerState>({ open: false, parent: null, session: 0 });
  const openDrawer = (parent: SavedParent | null) =>
    setDrawer((d) => ({ open: true, parent, session: d.session + 1 }));

  const sorted = (key: (typeof sortable)[number]) => ({
    key,
    dataIndex: key,
    sorter: true,
    sortOrder: sortOrderOf(list.query, key),
  });
  const columns: NonNullable<TableProps<ParentItem>["columns"]> = [
    { ...sorted("name"), title: t("people.common.name"), fixed: "left" },
    { ...sorted("phone"), title: t("people.parents.phone") },
    {
      key: "children",
      title: t("people.parents.children"),
      render: (_, row) =>
        row.children.length === 0 ? (
          <span className="eos-people-muted">{t("people.parents.noChildren")}</span>
        ) : (
          <span className="eos-parent-tags">
            {row.children.map((c) => (
              <Tag key={c.id} title={c.className}>
                {`${c.name} · ${c.className} · ${relationLabel(c.relation)}`}
              </Tag>
            ))}
          </span>
        ),
    },
    {
      ...sorted("createdAt"),
      title: t("people.common.createdAt"),
      render: (_, row) => formatTime(row.createdAt),
    },
  ];
  if (canWrite) {
    columns.push({
      key: "actions",
      title: t("people.common.actions"),
      render: (_, row) => (
        <RowActions
          testIdPrefix="parent"
          id={row.id}
          name={row.name}
          onEdit={() => openDrawer(row)}
          onDelete={() => list.confirmDelete([row])}
        />
      ),
    });
  }

  return (
    <div className="eos-page" data-testid="parents-page">
      <ConsolePageHeader
        title={t("people.parents.title")}
        testId="parents-title"
        readOnly={!canWrite}
        extra={
          <>
            <Button
              icon={<DownloadOutlined />}
              loading={list.exporting}
              disabled={list.total === 0}
              onClick={() => void list.exportFile()}
              data-testid="parents-export"
            >
              {t("people.common.export")}
            </Button>
            {canWrite ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => openDrawer(null)}
                data-testid="parents-add"
              >
                {t("people.parents.add")}
              </Button>
            ) : null}
          </>
        }
      />
      <PeopleFilterBar
        testIdPrefix="parents"
        searchPlaceholder={t("people.parents.searchPlaceholder")}
        onSearch={(keyword) => list.filter({ keyword })}
        orgKinds={gradeOrClass}
        orgPlaceholder={t("people.parents.orgPlaceholder")}
        orgId={list.query.orgId}
        onOrgChange={(orgId) => list.filter({ orgId })}
      />
      <PeopleTableCard<ParentItem>
        testIdPrefix="parents"
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
          list.query.keyword || list.query.orgId ? t("people.common.noMatch") : t("people.parents.empty")
        }
      />
      <ParentDrawer
        key={drawer.session}
        open={drawer.open}
        parent={drawer.parent}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
        onSaved={(saved, added) => {
          void message.success(t("people.common.saved"));
          // A new parent stays open so that their children can be linked straight away.
          if (added) openDrawer(saved);
          else setDrawer((d) => ({ ...d, open: false }));
          void list.refresh();
        }}
      />
    </div>
  );
}
