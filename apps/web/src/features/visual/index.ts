// What other features and the shell may use of the boards: its module (its pages) and its menu entries' labels.
// (Its texts are combined in app/texts/.) Everything else is the feature's own.

export { visualMenu } from "./menu.ts";
export { visualModule } from "./module.ts";
