// What other features and the shell may use of course: its module (its pages) and its console menu entries' labels.
// (Its texts are combined in app/texts/, the roots of each language's chunks.)

export { courseMenu } from "./menu.ts";
export { courseModule } from "./module.ts";
