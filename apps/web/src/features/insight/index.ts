// What other features and the shell may use of insight: its module (its pages), its console menu entries and its
// panel for collection's scene page. (Its texts are combined in app/texts/, the roots of each language's chunks.)
// Everything else in the folder is the feature's own.

export { insightMenu } from "./menu.ts";
export { insightModule } from "./module.ts";
export { AreaSceneProgressPanel } from "./panels.ts";
