// What the shell may use of one-card: its module (its pages) and its console menu entries' labels. Its texts are
// combined in app/texts/.

export { onecardMenu } from "./menu.ts";
export { onecardModule } from "./module.ts";
