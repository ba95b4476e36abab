import { PeopleImportModal } from "./PeopleImportModal.tsx";
import { downloadParentTemplate, uploadParentImport } from "./parentImportApi.ts";

type Props = { open: boolean; onClose: () => void; onImported: () => void };

/** Import of parents linked to existing students (by student account or number). */
export function ParentImportModal(props: Props) {
  return (
    <PeopleImportModal
      {...props}
      kind="parentImport"
      upload={uploadParentImport}
      downloadTemplate={downloadParentTemplate}
      testId="parent-import"
    />
  );
}
