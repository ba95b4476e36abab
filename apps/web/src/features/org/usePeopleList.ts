import type { Page } from "@eos/contracts";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { App } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type MemberType, type PeopleQuery, peopleQueryKey } from "../../components/memberApi.ts";
import { downloadPeopleExport, exportPaths } from "./peopleExport.ts";
import {
  applyFilter,
  applyTableChange,
  initialQuery,
  pageAfterDelete,
  type TablePaging,
  type TableSorter,
} from "./tableQuery.ts";
import { useWriteAccess } from "./useWriteAccess.ts";

export type PeopleListType = MemberType | "parent";

type Options<T> = {
  type: PeopleListType;
  fetchPage: (query: PeopleQuery) => Promise<Page<T>>;
  remove: (ids: number[]) => Promise<unknown>;
  sortable: ReadonlyArray<string>;
};

/** A console list of people: server-side paging, sorting and filters, selection, delete, .xlsx export. */
export function usePeopleList<T extends { id: number; name: string }>(options: Options<T>) {
  const { type, fetchPage, remove, sortable } = options;
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { noteRefusal } = useWriteAccess();
  const [query, setQuery] = useState<PeopleQuery>(initialQuery);
  const [selected, setSelected] = useState<T[]>([]);
  const [exporting, setExporting] = useState(false);

  const list = useQuery({
    queryKey: peopleQueryKey(type, query),
    queryFn: () => fetchPage(query),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.total ?? 0;

  const refresh = () => queryClient.invalidateQueries({ queryKey: peopleQueryKey(type) });

  const confirmDelete = (rows: ReadonlyArray<T>) => {
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    modal.confirm({
      title:
        rows.length === 1
          ? t("people.common.deleteOneTitle", { name: rows[0].name })
          : t("people.common.deleteManyTitle", { count: rows.length }),
      content: t(`people.${type}s.deleteHint`),
      okText: t("people.common.delete"),
      cancelText: t("people.common.cancel"),
      okButtonProps: { danger: true, "data-testid": "confirm-ok" } as never,
      cancelButtonProps: { "data-testid": "confirm-cancel" } as never,
      onOk: async () => {
        try {
          await remove(ids);
        } catch (error) {
          // The client has shown the server's reason; nothing was deleted.
          noteRefusal(error);
          return;
        }
        void message.success(t("people.common.deleted", { count: ids.length }));
        setSelected((current) => current.filter((row) => !ids.includes(row.id)));
        setQuery((q) => ({ ...q, page: pageAfterDelete(q, total, ids.length) }));
        await refresh();
      },
    });
  };

  /** The server writes the .xlsx of every row of the current filters and sort. */
  const exportFile = async () => {
    const key = `export-${type}`;
    setExporting(true);
    void message.loading({ key, content: t("people.common.exporting"), duration: 0 });
    try {
      const name = `${t(`people.${type}s.fileName`)}-${dayjs().format("YYYYMMDD-HHmm")}.xlsx`;
      await downloadPeopleExport(exportPaths[type], query, name);
      void message.success({ key, content: t("people.common.exported", { count: total }) });
    } catch (error) {
      noteRefusal(error);
      void message.error({
        key,
        content: error instanceof Error && error.message ? error.message : t("people.common.exportFailed"),
      });
    } finally {
      setExporting(false);
    }
  };

  return {
    query,
    list,
    total,
    rows: list.data?.list ?? [],
    selected,
    setSelected,
    exporting,
    refresh,
    confirmDelete,
    exportFile,
    filter: (patch: Pick<PeopleQuery, "keyword" | "orgId">) => {
      setQuery((q) => applyFilter(q, patch));
      setSelected([]);
    },
    tableChange: (paging: TablePaging, sorter: TableSorter | TableSorter[]) =>
      setQuery((q) => applyTableChange(q, paging, sorter, sortable)),
  };
}
