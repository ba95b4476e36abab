// What other features and the shell may use of home: its module, its console menu entries, and the home's parts
// the console's and the phone's home pages show. (Its texts are combined in app/texts/.)

export { ConsoleHomeCards, HomeGreeting } from "./ConsoleHomeCards.tsx";
export { MobileRoleHome } from "./MobileRoleHome.tsx";
export { homeMenu } from "./menu.ts";
export { homeModule } from "./module.ts";
