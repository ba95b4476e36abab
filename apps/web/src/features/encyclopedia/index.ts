// What other features and the shell may use of encyclopedia: its module (its pages) and its console menu
// entries. (Its texts are combined in app/texts/, the roots of each language's chunks.)

export { encyclopediaMenu } from "./menu.ts";
export { encyclopediaModule } from "./module.ts";
