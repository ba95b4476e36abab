// What other features and the shell may use of exports: its module (the Downloads pages), the pages' paths
// and the message that points to them. (Its texts are combined in app/texts/.)

export { BackgroundExportNotice, useBackgroundExport } from "./backgroundExport.tsx";
export { DOWNLOADS_PATH, MOBILE_DOWNLOADS_PATH } from "./exportsApi.ts";
export { exportsModule } from "./module.ts";
