import { PeopleImportModal } from "./PeopleImportModal.tsx";
import { downloadStudentTemplate, uploadStudentImport } from "./studentImportApi.ts";

type Props = { open: boolean; onClose: () => void; onImported: () => void };

/** Import of students and parents (parents linked to the children of their rows). */
export function StudentImportModal(props: Props) {
  return (
    <PeopleImportModal
      {...props}
      kind="studentImport"
      upload={uploadStudentImport}
      downloadTemplate={downloadStudentTemplate}
      testId="student-import"
    />
  );
}
