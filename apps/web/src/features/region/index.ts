// What other features and the shell may use of region: its module (its pages), its console menu entries and
// its public parts (the area picker, the area's schools card on the console home, the query keys). Its texts are combined in app/texts/.
// Everything else in the folder is the feature's own.

export { AreaSchoolsCard } from "./AreaSchoolsCard.tsx";
export { regionMenu } from "./menu.ts";
export { regionModule } from "./module.ts";
