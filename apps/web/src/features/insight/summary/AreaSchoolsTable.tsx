import type { AreaSummarySchool } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Card, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { ListTable } from "../../../components/ListPage.tsx";
import { fetchAreaSchools, summaryKeys } from "./summaryApi.ts";

/** The area's schools, paged on the server: whether each holds the model, its students and how many are scored. */
export function AreaSchoolsTable({ modelId }: { modelId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(20);
  const [keyword, setKeyword] = useState("");
  const query = { modelId, page, size, keyword: keyword || undefined };
  const list = useQuery({ queryKey: summaryKeys.areaSchools(query), queryFn: () => fetchAreaSchools(query) });
  return (
    <Card className="eos-page__card" title={t("summary.areaSchoolsTitle")}>
      <KeywordSearch
        label={t("summary.searchSchool")}
        onKeyword={(value) => {
          setKeyword(value ?? "");
          setPage(1);
        }}
        testId="area-summary-search"
      />
      <ListTable<AreaSummarySchool>
        list={list}
        rows={list.data?.list ?? []}
        failOverRows
        failedTitle={t("summary.loadFailed")}
        rowKey="schoolId"
        size="middle"
        scroll={{ x: 560 }}
        data-testid="area-summary-schools"
        paging={{ page, size, total: list.data?.total ?? 0 }}
        totalText={(total) => t("summary.schoolsTotal", { total })}
        onPage={(next, nextSize) => {
          setPage(nextSize === size ? next : 1);
          setSize(nextSize);
        }}
        columns={[
          { key: "name", title: t("summary.school"), dataIndex: "schoolName" },
          {
            key: "copied",
            title: t("summary.copied"),
            dataIndex: "copied",
            render: (copied: boolean) =>
              copied ? <Tag color="green">{t("summary.yes")}</Tag> : <Tag>{t("summary.notCopied")}</Tag>,
          },
          {
            key: "term",
            title: t("summary.currentTerm"),
            dataIndex: "termName",
            render: (name: string | null) => name ?? "—",
          },
          { key: "students", title: t("summary.students"), dataIndex: "students", align: "right" },
          { key: "scored", title: t("summary.scored"), dataIndex: "scored", align: "right" },
        ]}
      />
    </Card>
  );
}
