import { PeopleImportModal } from "./PeopleImportModal.tsx";
import { downloadTeacherTemplate, uploadTeacherImport } from "./teacherImportApi.ts";

type Props = { open: boolean; onClose: () => void; onImported: () => void };

/** Import of teachers with their accounts and departments. */
export function TeacherImportModal(props: Props) {
  return (
    <PeopleImportModal
      {...props}
      kind="teacherImport"
      upload={uploadTeacherImport}
      downloadTemplate={downloadTeacherTemplate}
      testId="teacher-import"
    />
  );
}
