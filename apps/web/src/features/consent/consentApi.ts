import type {
  ChildConsent,
  ConsentEvent,
  ConsentKind,
  ConsentPageQuery,
  ConsentRow,
  Page,
} from "@eos/contracts";
import { get, post } from "../../api/request.ts";

export const fetchMyConsents = () => get<ChildConsent[]>("/v3/consent/mine", undefined, { noCache: true });
export const giveConsent = (studentId: number, kind: ConsentKind) =>
  post<ChildConsent>("/v3/consent/give", { studentId, kind }, { json: true });
export const withdrawConsent = (studentId: number, kind: ConsentKind) =>
  post<ChildConsent>("/v3/consent/withdraw", { studentId, kind }, { json: true });
export const fetchConsentHistory = (studentId: number) =>
  get<ConsentEvent[]>("/v3/consent/history", { studentId }, { noCache: true });
export const fetchConsentPage = (q: ConsentPageQuery) =>
  get<Page<ConsentRow>>("/v3/consent/page", q, { noCache: true });
