// What other modules (and app.ts) may use of one-card: the port attendance implements and the sink wired until
// then, the canteen export's registration, and the services the demo seed goes through.
export {
  authenticateDevice,
  type DeviceCaller,
  storeConsumeBatch,
  storeSigninBatch,
} from "./device-api.service.ts";
export type {
  CardSignin,
  CardSigninResult,
  CardSigninSink,
} from "./onecard.port.ts";
// The canteen's day totals, read by the school's board (module visual).
export { type CanteenPlaceTotal, canteenTotalsOn } from "./onecard.published.ts";
export {
  CONSUME_EXPORT_JOB,
  linkCard,
  registerConsumeExport,
  registerDevice,
  seedCards,
} from "./onecard.service.ts";
export {
  createSigninDeriver,
  deriveAllSignins,
  type SigninDeriver,
} from "./signin-derive.service.ts";
