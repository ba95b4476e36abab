// What other features and the shell may use of the app centre: its module (its pages), its console menu entries
// and the grid of a person's apps (for a home page). Its texts are combined in app/texts/.

export { AppGrid } from "./AppGrid.tsx";
export { fetchAppList, fetchRecentApps } from "./centerApi.ts";
export { centerMenu } from "./menu.ts";
export { centerModule } from "./module.ts";
