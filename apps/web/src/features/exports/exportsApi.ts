import type { ExportItem, Page } from "@eos/contracts";
import { request } from "../../api/request.ts";

export type { ExportItem };

export type DownloadsQuery = { page: number; size: number; keyword?: string };

/** The person's background exports, newest first (/v3/stu/searchFileDownLoadList). */
export const fetchDownloads = (q: DownloadsQuery) =>
  request<Page<ExportItem>>({
    url: "/v3/stu/searchFileDownLoadList",
    params: { page: q.page, size: q.size, name: q.keyword || undefined },
    noCache: true,
  });

/** Where the Downloads page is, for messages that tell the person where their file will be. */
export const DOWNLOADS_PATH = "/admin/downloads";
/** The same list on a phone, reached from the phone's "me" page. */
export const MOBILE_DOWNLOADS_PATH = "/m/downloads";
