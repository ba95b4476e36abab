// What other features and the shell may use of certificate: its module (its pages), its console menu
// entries and its public parts. (Its texts are combined in app/texts/, the roots of each language's chunks.)
// Everything else in the folder is the feature's own.

export { certificateMenu } from "./menu.ts";
export { certificateModule } from "./module.ts";
