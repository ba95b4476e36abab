// What other features and the shell may use of consent: its module (its pages) and its console menu entries.
// (Its texts are combined in app/texts/, the roots of each language's chunks.)

export { consentMenu } from "./menu.ts";
export { consentModule } from "./module.ts";
