import { ExportButton } from "../monitor/ExportButton.tsx";

/** The usage pages' download button: the monitor's, with the usage page's words. */
export function UsageExportButton(props: { run: () => Promise<unknown>; testId: string }) {
  return <ExportButton {...props} labelKey="usage.schools.export" doneKey="usage.schools.exported" />;
}
