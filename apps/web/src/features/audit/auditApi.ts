import type { Page } from "@eos/contracts";
import { request } from "../../api/request.ts";

export type AuditItem = {
  id: number;
  at: string;
  action: string;
  actorType: number;
  actorId: number;
  actorName: string;
  targetType: string;
  targetId: number;
  targetName: string;
  ip: string | null;
  userAgent: string | null;
};

export type AuditQuery = {
  page: number;
  size: number;
  keyword?: string;
  sortOrder?: "ascend" | "descend";
  /** ISO instants: from (inclusive) and to (exclusive). */
  from?: string;
  to?: string;
};

export const fetchAuditPage = (query: AuditQuery) =>
  request<Page<AuditItem>>({ url: "/v3/audit/page", params: query });
