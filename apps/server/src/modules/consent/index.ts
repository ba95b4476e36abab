export {
  type ConsentDeps,
  childrenConsents,
  decide as decideConsent,
  requireConsent,
  withoutConsent,
} from "./consent.service.ts";
