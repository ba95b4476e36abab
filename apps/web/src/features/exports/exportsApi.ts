import type { Page } from "@eos/contracts";
import { request } from "../../api/request.ts";

/** One of the person's background exports, as /v3/stu/searchFileDownLoadList answers it. */
export type ExportItem = {
  id: number;
  name: string;
  kind: string;
  state: "queued" | "running" | "done" | "failed" | "cancelled";
  size: number | null;
  createdAt: string;
  finishedAt: string | null;
  expiresAt: string | null;
  expired: boolean;
  /** A download link that works without the token until urlExpiresAt; null once the file expired. */
  url: string | null;
  urlExpiresAt: string | null;
};

export type DownloadsQuery = { page: number; size: number; keyword?: string };

export const fetchDownloads = (q: DownloadsQuery) =>
  request<Page<ExportItem>>({
    url: "/v3/stu/searchFileDownLoadList",
    params: { page: q.page, size: q.size, name: q.keyword || undefined },
    noCache: true,
  });

/** Where the Downloads page is, for messages that tell the person where their file will be. */
export const DOWNLOADS_PATH = "/admin/downloads";
