// What other features and the shell may use of health: its module (its pages) and its console menu entries.
// (Its texts are combined in app/texts/, the roots of each language's chunks.)

export { healthMenu } from "./menu.ts";
export { healthModule } from "./module.ts";
