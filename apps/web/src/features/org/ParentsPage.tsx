import { UploadOutlined } from "@ant-design/icons";
import { App, Button, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { useRelationLabel } from "./ParentChildren.tsx";
import { ParentDrawer, type SavedParent } from "./ParentDrawer.tsx";
import { ParentImportModal } from "./ParentImportModal.tsx";
import { type PeopleColumns, PeopleListPage } from "./PeopleListPage.tsx";
import { deleteParents, fetchParentPage, type ParentItem } from "./parentApi.ts";
import { sortedColumn } from "./tableQuery.ts";
import { usePeopleList } from "./usePeopleList.ts";
import { useWriteAccess } from "./useWriteAccess.ts";
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
  const [importing, setImporting] = useState(false);
  const openDrawer = (parent: SavedParent | null) =>
    setDrawer((d) => ({ open: true, parent, session: d.session + 1 }));

  const sorted = (key: (typeof sortable)[number]) => sortedColumn(list.query, key);
  const columns: PeopleColumns<ParentItem> = [
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

  return (
    <PeopleListPage<ParentItem>
      kind="parents"
      list={list}
      canWrite={canWrite}
      columns={columns}
      orgKinds={gradeOrClass}
      onAdd={() => openDrawer(null)}
      onEdit={openDrawer}
      writeActions={
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="parents-import">
          {t("people.parentImport.open")}
        </Button>
      }
    >
      <ParentImportModal
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void list.refresh()}
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
    </PeopleListPage>
  );
}
