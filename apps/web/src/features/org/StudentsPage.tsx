import { UploadOutlined } from "@ant-design/icons";
import { App, Button } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatTime } from "../../components/format.ts";
import { fetchStudentPage, type StudentItem } from "../../components/memberApi.ts";
import { useOrgTree } from "../../components/useOrgTree.ts";
import { type PeopleColumns, PeopleListPage } from "./PeopleListPage.tsx";
import { deleteStudents } from "./peopleApi.ts";
import { genderLabel } from "./peopleFormat.ts";
import { StudentDrawer } from "./StudentDrawer.tsx";
import { StudentImportModal } from "./StudentImportModal.tsx";
import { sortedColumn } from "./tableQuery.ts";
import { usePeopleList } from "./usePeopleList.ts";
import { useWriteAccess } from "./useWriteAccess.ts";

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

  const sorted = (key: (typeof sortable)[number]) => sortedColumn(list.query, key);
  const columns: PeopleColumns<StudentItem> = [
    { ...sorted("name"), title: t("people.common.name"), fixed: "left" },
    { ...sorted("studentNo"), title: t("people.students.studentNo") },
    { ...sorted("className"), title: t("people.students.className") },
    { key: "gender", title: t("people.common.gender"), render: (_, row) => genderLabel(t, row.gender) },
    { key: "account", dataIndex: "account", title: t("people.common.account") },
    { key: "idCard", dataIndex: "idCard", title: t("people.idCard.label") },
    {
      ...sorted("createdAt"),
      title: t("people.common.createdAt"),
      render: (_, row) => formatTime(row.createdAt),
    },
  ];

  return (
    <PeopleListPage<StudentItem>
      kind="students"
      list={list}
      canWrite={canWrite}
      columns={columns}
      orgKinds={gradeOrClass}
      onAdd={() => openDrawer(null)}
      onEdit={openDrawer}
      writeActions={
        <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="students-import">
          {t("people.studentImport.open")}
        </Button>
      }
    >
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
    </PeopleListPage>
  );
}
