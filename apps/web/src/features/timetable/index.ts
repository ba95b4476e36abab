// What other features and the shell may use of timetable: its module (its pages) and its console menu entries.
// (Its texts are combined in app/texts/, the roots of each language's chunks.) Everything else is the feature's own.

export { timetableMenu } from "./menu.ts";
export { timetableModule } from "./module.ts";
