// What other features and the shell may use of forms: its module (its pages), its console menu
// entries and its public parts. (Its texts are combined in app/texts/, the roots of each language's chunks.)
// Everything else in the folder is the feature's own.

export { uploadFile } from "./filler/fillerApi.ts";
export { formsMenu } from "./menu.ts";
export { formsModule } from "./module.ts";
export { FormImportModal } from "./values/FormImportModal.tsx";
export { fetchImport } from "./values/formDataApi.ts";
