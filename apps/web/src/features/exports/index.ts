// What other features and the shell may use of exports: its module (the Downloads page), the page's path and
// the message that points to it. (Its texts are combined in app/texts/.)

export { BackgroundExportNotice, useBackgroundExport } from "./backgroundExport.tsx";
export { DOWNLOADS_PATH } from "./exportsApi.ts";
export { exportsModule } from "./module.ts";
