// What other features and the shell may use of attendance: its module (its pages) and its menu entries' labels.
// (Its texts are combined in app/texts/.) Everything else is the feature's own.

export { attendanceMenu } from "./menu.ts";
export { attendanceModule } from "./module.ts";
