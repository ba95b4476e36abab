import type { ExportItem } from "@eos/contracts";
import type { Call } from "./fetchMock.ts";
import { ok } from "./peopleTestKit.ts";

/** A finished export of 2 KB × id, kept until 30 November, with its link. */
export const exportItem = (id: number, over: Partial<ExportItem> = {}): ExportItem => ({
  id,
  name: `Export ${id}.xlsx`,
  kind: "forms.valuesExport",
  state: "done",
  size: 2048 * id,
  createdAt: "2026-11-23T02:00:00.000Z",
  finishedAt: "2026-11-23T02:00:05.000Z",
  expiresAt: "2026-11-30T02:00:05.000Z",
  expired: false,
  url: `/api/oss/link/${id}?school=1&exp=1&sig=x`,
  urlExpiresAt: "2026-11-23T03:00:00.000Z",
  ...over,
});

/**
 * /v3/stu/searchFileDownLoadList over 25 exports, newest first: the newest still queued, the oldest expired;
 * page, size and name honoured.
 */
export const downloadsPage = (call: Call) => {
  const page = Number(call.url.searchParams.get("page"));
  const size = Number(call.url.searchParams.get("size"));
  const name = call.url.searchParams.get("name");
  let all = Array.from({ length: 25 }, (_, i) => {
    const id = 25 - i;
    if (id === 25) return exportItem(id, { state: "queued", size: null, expiresAt: null, url: null });
    if (id === 1) return exportItem(id, { expired: true, url: null });
    return exportItem(id);
  });
  if (name) all = all.filter((i) => i.name.includes(name));
  return ok({ list: all.slice((page - 1) * size, page * size), total: all.length, page, size });
};

/** The query of the last call of the list. */
export const lastDownloadsQuery = (calls: Call[]) =>
  Object.fromEntries(
    calls.filter((c) => c.url.pathname === "/api/v3/stu/searchFileDownLoadList").at(-1)?.url.searchParams ??
      [],
  );

/** Reports a screen `width` px wide to antd's breakpoints (the test setup reports 1440); answers the undo. */
export const screenWidth = (width: number) => {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)(?:\.\d+)?px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return { ...original(query), matches, media: query };
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
};
