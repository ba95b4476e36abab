import { ArrowLeftOutlined } from "@ant-design/icons";
import type { CompletionPerson } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Button, Empty, Segmented, Table, type TableProps, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { LoadFailed } from "../../../components/LoadFailed.tsx";
import { dateTime16 } from "../../collection/index.ts";
import { type AreaPeopleQuery, type AreaPeopleState, areaProgressKeys, fetchAreaPeople } from "./areaApi.ts";

type Props = {
  query: Pick<AreaPeopleQuery, "sceneId" | "targetSchoolId" | "taskId" | "classId" | "period">;
  className: string;
  onBack: () => void;
};

function usePeopleColumns(): NonNullable<TableProps<CompletionPerson>["columns"]> {
  const { t } = useTranslation();
  return [
    { key: "student", dataIndex: "studentName", title: t("areaProgress.people.student") },
    { key: "number", dataIndex: "studentNo", title: t("areaProgress.people.studentNo") },
    { key: "class", dataIndex: "className", title: t("areaProgress.people.className") },
    {
      key: "filled",
      title: t("areaProgress.people.filledState"),
      render: (_, row) =>
        row.filled ? (
          <Tag color="green">{t("areaProgress.people.yes")}</Tag>
        ) : (
          <Tag color="red">{t("areaProgress.people.no")}</Tag>
        ),
    },
    { key: "by", title: t("areaProgress.people.filledBy"), render: (_, row) => row.filledBy ?? "" },
    { key: "at", title: t("areaProgress.people.filledAt"), render: (_, row) => dateTime16(row.filledAt) },
  ];
}

/** One class's students for a school's task in the area drill-down: filter filled/missing, paged. */
export function AreaClassPeople({ query: base, className, onBack }: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<AreaPeopleState>("all");
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  const query: AreaPeopleQuery = { ...base, state, page: paging.page, size: paging.size };
  const people = useQuery({
    queryKey: areaProgressKeys.people(query),
    queryFn: () => fetchAreaPeople(query),
    placeholderData: keepPreviousData,
  });
  const columns = usePeopleColumns();
  return (
    <section data-testid="area-class-people" aria-label={t("areaProgress.people.title", { className })}>
      <div className="eos-people-header__row">
        <Typography.Title level={3} className="eos-card-title">
          {t("areaProgress.people.title", { className })}
        </Typography.Title>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="area-class-back">
          {t("areaProgress.people.back")}
        </Button>
      </div>
      <div className="eos-people-filters">
        <Segmented<AreaPeopleState>
          value={state}
          aria-label={t("areaProgress.people.filter")}
          onChange={(value) => {
            setState(value);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
          options={[
            { value: "all", label: t("areaProgress.people.filterAll") },
            { value: "filled", label: t("areaProgress.people.filterFilled") },
            { value: "missing", label: t("areaProgress.people.filterMissing") },
          ]}
          data-testid="area-class-people-state"
        />
      </div>
      {people.isError && !people.data ? (
        <LoadFailed
          title={t("areaProgress.people.loadFailed")}
          error={people.error}
          onRetry={() => void people.refetch()}
          retryTestId="area-class-people-retry"
        />
      ) : (
        <Table<CompletionPerson>
          rowKey="studentId"
          size="small"
          columns={columns}
          dataSource={people.data?.list ?? []}
          loading={people.isFetching}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: <Empty description={t("areaProgress.people.empty")} /> }}
          pagination={{
            current: paging.page,
            pageSize: paging.size,
            total: people.data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [10, 20, 50, 100],
            onChange: (page, size) => setPaging((p) => ({ page: size !== p.size ? 1 : page, size })),
          }}
        />
      )}
    </section>
  );
}
