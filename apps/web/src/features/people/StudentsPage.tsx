import { DownloadOutlined, PlusOutlined, UploadOutlined } from "@ant-design/icons";
import { App, Button, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchStudentPage, type StudentItem } from "../../components/memberApi.ts";
import { useOrgTree } from "../../components/useOrgTree.ts";
import { ConsolePageHeader } from "./ConsolePageHeader.tsx";
import { PeopleFilterBar } from "./PeopleFilterBar.tsx";
import { PeopleTableCard } from "./PeopleTableCard.tsx";
import { deleteStudents } from "./peopleApi.ts";
import { formatTime, genderLabel } from "./peopleFormat.ts";
import { RowActions } from "./RowActions.tsx";
import { StudentDrawer } from "./StudentDrawer.tsx";
import { StudentImportModal } from "./StudentImportModal.tsx";
import { sortOrderOf } from "./tableQuery.ts";
import { usePeopleList } from "./usePeopleList.ts";
import { useWriteAccess } from "./useWriteAccess.ts";
import "./people.css";

const sortable = ["name", "studentNo", "className", "createdAt"] as const;
const gradeOrClass = ["grade", "class"] as const;

type DrawerState = { open: boolean; student: StudentItem | null; session: number };

/** /admin/students: the school's students (a class leader's own classes), searched, sorted, edited, exported. */
export function StudentsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { canWrite } = useWriteAccess();
  const { index } = useOrgTree();
  const list = usePeopleList<StudentItem>({
    type: "student",
    fetchPage: fetchStudentPage,
    remove: deleteStudents,
    sortable,
  });
  const [drawer, setDrawer] = useState<DrawerState>({ open: false, student: null, session: 0 });
  const [importing, setImporting] = useState(false);
  const openDrawer = (student: StudentItem | null) =>
    setDrawer((d) => ({ open: true, student, session: d.session + 1 }));
  const filteredClass =
    list.query.orgId && index.get(list.query.orgId)?.kind === "class" ? list.query.orgId : undefined;

  const sorted = (key: (typeof sortable)[number]) => ({
    key,
    dataIndex: key,
    sorter: true,
    sortOrder: sortOrderOf(list.query, key),
  });
  const columns: NonNullable<TableProps<StudentItem>["columns"]> = [
    { ...sorted("name"), title: t("people.common.name"), fixed: "left" },
    { ...sorted("studentNo"), title: t("people.students.studentNo") },
    { ...sorted("className"), title: t("people.students.className") },
    { key: "gender", title: t("people.common.gender"), render: (_, row) => genderLabel(t, row.gender) },
    { key: "account", dataIndex: "account", title: t("people.common.account") },
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
          testIdPrefix="student"
          id={row.id}
          name={row.name}
          onEdit={() => openDrawer(row)}
          onDelete={() => list.confirmDelete([row])}
        />
      ),
    });
  }

  return (
    <div className="eos-page" data-testid="students-page">
      <ConsolePageHeader
        title={t("people.students.title")}
        testId="students-title"
        readOnly={!canWrite}
        extra={
          <>
            <Button
              icon={<DownloadOutlined />}
              loading={list.exporting}
              disabled={list.total === 0}
              onClick={() => void list.exportFile()}
              data-testid="students-export"
            >
              {t("people.common.export")}
            </Button>
            {canWrite ? (
              <Button
                icon={<UploadOutlined />}
                onClick={() => setImporting(true)}
                data-testid="students-import"
              >
                {t("people.studentImport.open")}
              </Button>
            ) : null}
            {canWrite ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => openDrawer(null)}
                data-testid="students-add"
              >
                {t("people.students.add")}
              </Button>
            ) : null}
          </>
        }
      />
      <PeopleFilterBar
        testIdPrefix="students"
        searchPlaceholder={t("people.students.searchPlaceholder")}
        onSearch={(keyword) => list.filter({ keyword })}
        orgKinds={gradeOrClass}
        orgPlaceholder={t("people.students.orgPlaceholder")}
        orgId={list.query.orgId}
        onOrgChange={(orgId) => list.filter({ orgId })}
      />
      <PeopleTableCard<StudentItem>
        testIdPrefix="students"
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
          list.query.keyword || list.query.orgId ? t("people.common.noMatch") : t("people.students.empty")
        }
      />
      <StudentImportModal
        open={importing}
        onClose={() => setImporting(false)}
        onImported={() => void list.refresh()}
      />
      <StudentDrawer
        key={drawer.session}
        open={drawer.open}
        student={drawer.student}
        defaultClassId={filteredClass}
        onClose={() => setDrawer((d) => ({ ...d, open: false }))}
        onSaved={() => {
          void message.success(t("people.common.saved"));
          setDrawer((d) => ({ ...d, open: false }));
          void list.refresh();
        }}
      />
    </div>
  );
}
