import type { FillableForm } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Button, Result, Spin } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/ApiError.ts";
import { fetchFillable, fetchMatchInfo, type MatchedValue, takeFillable } from "./fillerApi.ts";

export type LoadedForm = {
  data: FillableForm;
  again: () => void;
  round: number;
  /** The filler's own profile values for matched items (getMatchInfo); none when editing or for visitors. */
  matched: MatchedValue[];
};

/**
 * Loads a form to fill (wx/byid) and renders `children` with it; loading and error states in between.
 * `again` loads it afresh (after a submit: new quota counts, no draft).
 */
export function FillLoader({
  formId,
  formValId,
  taskId = null,
  childId = null,
  before,
  load,
  children,
}: {
  formId: number;
  formValId: number | null;
  /** The collection task this fill belongs to (?taskId=), passed to wx/byid. */
  taskId?: number | null;
  /** A parent's fill of a task: the child it is about (?childId=), whose draft wx/byid returns. */
  childId?: number | null;
  /** Runs before loading (e.g. getting a visitor token). */
  before?: () => Promise<unknown>;
  /** Loads the form another way than wx/byid (visitors read public forms through visitor/byid). */
  load?: () => Promise<FillableForm>;
  children: (loaded: LoadedForm) => ReactNode;
}) {
  const { t } = useTranslation();
  const [round, setRound] = useState(0);
  const query = useQuery({
    queryKey: ["form-fill", formId, formValId, taskId, childId, round],
    queryFn: async (): Promise<{ data: FillableForm; matched: MatchedValue[] }> => {
      await before?.();
      if (load) return { data: await load(), matched: [] };
      const matches =
        formValId === null
          ? fetchMatchInfo(formId).then(
              (m) => m.items,
              () => [],
            )
          : Promise.resolve([]);
      const definition =
        round === 0
          ? takeFillable(formId, formValId, taskId, childId)
          : fetchFillable(formId, formValId, taskId, childId);
      const [data, matched] = await Promise.all([definition, matches]);
      return { data, matched };
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
  const { data, matched } = query.data;
  return <>{children({ data, matched, again: () => setRound((r) => r + 1), round })}</>;
}
