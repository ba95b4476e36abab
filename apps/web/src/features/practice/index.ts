// What other features and the shell may use of practice: its module (its pages) and its console menu entries.
// (Its texts are combined in app/texts/, the roots of each language's chunks.)

export { practiceMenu } from "./menu.ts";
export { practiceModule } from "./module.ts";
