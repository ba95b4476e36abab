import type { FillableForm } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Result, Spin } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/ApiError.ts";
import { fetchFillable, takeFillable } from "./fillerApi.ts";

export type LoadedForm = { data: FillableForm; again: () => void; round: number };

/**
 * Loads a form to fill (wx/byid) and renders `children` with it; loading and error states in between.
 * `again` loads it afresh (after a submit: new quota counts, no draft).
 */
export function FillLoader({
  formId,
  formValId,
  taskId = null,
  before,
  load,
  children,
}: {
  formId: number;
  formValId: number | null;
  /** The collection task this fill belongs to (?taskId=), passed to wx/byid. */
  taskId?: number | null;
  /** Runs before loading (e.g. getting a visitor token). */
  before?: () => Promise<unknown>;
  /** Loads the form another way than wx/byid (visitors read public forms through visitor/byid). */
  load?: () => Promise<FillableForm>;
  children: (loaded: LoadedForm) => ReactNode;
}) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const query = useQuery({
    queryKey: ["form-fill", formId, formValId, taskId, round],
    queryFn: async () => {
      await before?.();
      if (load) return load();
      return round === 0 ? takeFillable(formId, formValId, taskId) : fetchFillable(formId, formValId, taskId);
    },
    retry: false,
    gcTime: 0,
    refetchOnWindowFocus: false,
    enabled: Number.isInteger(formId) && formId > 0,
  });
  if (!Number.isInteger(formId) || formId <= 0)
    return <Result status="404" title={t("formsFiller.page.notFound")} />;
  if (query.isPending)
    return (
      <div className="eos-fill-loading" style={{ padding: 48, textAlign: "center" }}>
        <Spin />
      </div>
    );
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Result
        status={notFound ? "404" : "error"}
        title={notFound ? t("formsFiller.page.notFound") : t("formsFiller.page.loadFailed")}
        subTitle={notFound ? undefined : query.error.message}
        extra={
          <Button type="primary" onClick={() => void query.refetch()}>
            {t("common.retry")}
          </Button>
        }
      />
    );
  }
  return <>{children({ data: query.data, again: () => setRound((r) => r + 1), round })}</>;
}
