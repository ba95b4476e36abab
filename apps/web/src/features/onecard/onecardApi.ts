import type {
  CardLinkResult,
  ConsumePage,
  DeviceKeyIssued,
  DeviceKind,
  OnecardCard,
  OnecardDevice,
  Page,
  UnknownCard,
} from "@eos/contracts";
import { get, post } from "../../api/request.ts";
import { fetchStudentPage } from "../../components/memberApi.ts";

export const onecardKeys = {
  devices: ["onecard", "devices"] as const,
  unknown: ["onecard", "unknown"] as const,
  cards: (q: CardQuery) => ["onecard", "cards", q] as const,
  consume: (q: ConsumeFilter) => ["onecard", "consume", q] as const,
};

export const fetchDevices = () =>
  get<OnecardDevice[]>("/onecard/admin/device/list", undefined, { noCache: true });
export const addDevice = (d: { name: string; kind: DeviceKind; place: string }) =>
  post<DeviceKeyIssued>("/onecard/admin/device/add", d, { json: true });
export const revokeDevice = (id: number) =>
  post<null>("/onecard/admin/device/revoke", { id }, { json: true });
export const rekeyDevice = (id: number) =>
  post<DeviceKeyIssued>("/onecard/admin/device/rekey", { id }, { json: true });

export type CardQuery = { page: number; size: number; keyword?: string };
export const fetchCards = (q: CardQuery) =>
  get<Page<OnecardCard>>("/onecard/admin/card/page", q, { noCache: true });
export const fetchUnknownCards = () =>
  get<UnknownCard[]>("/onecard/admin/card/unknown", undefined, { noCache: true });
export const linkCard = (cardNo: string, studentId: number) =>
  post<CardLinkResult>("/onecard/admin/card/link", { cardNo, studentId }, { json: true });

/** The students an administrator may link a card to, by name or student number. */
export const searchStudents = async (keyword: string) =>
  (await fetchStudentPage({ page: 1, size: 20, keyword })).list.map((s) => ({
    value: s.id,
    label: `${s.name} · ${s.className} · ${s.studentNo}`,
  }));

export type ConsumeFilter = {
  page: number;
  size: number;
  from: string;
  to: string;
  classId?: number;
  keyword?: string;
};
export const fetchConsumes = (q: ConsumeFilter) =>
  get<ConsumePage>("/onecard/admin/consume/page", q, { noCache: true });

/** Fen as yuan with two decimals. */
export const yuan = (fen: number | null | undefined) =>
  fen === null || fen === undefined ? "—" : (fen / 100).toFixed(2);
