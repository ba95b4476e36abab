// What other features and the shell may use of calendar: its module (its pages) and its console menu entries.
// (Its texts are combined in app/texts/, the roots of each language's chunks.)

export { calendarMenu } from "./menu.ts";
export { calendarModule } from "./module.ts";
