// One-card's published reads (the boards of module visual), from its own stores.
export { type CanteenPlaceTotal, canteenTotalsOn } from "./canteen-totals.store.ts";
