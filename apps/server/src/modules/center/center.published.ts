// The app centre's published reads (the usage log of module visual), from its own stores.
export { type OpensDay, opensPerDay } from "./usage-days.store.ts";
