import type { CompletionPerson, TaskCompletion } from "@eos/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Segmented, Select, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { KeywordSearch } from "../../../components/KeywordSearch.tsx";
import { ListCard } from "../../../components/ListPage.tsx";
import { dateTime16 } from "./deadline.ts";
import { fetchCompletionPeople, type PeopleState } from "./progressApi.ts";
import { ReviewCell } from "./ReviewCell.tsx";

type Props = {
  taskId: number;
  /** The period shown (its start), or undefined for the current one. */
  period?: string;
  /** Set for tasks that need review: the review column shows, with a view of each fill. */
  review?: { formId: number };
  classes: TaskCompletion["classes"];
  classId: number | undefined;
  onClassId: (classId: number | undefined) => void;
  /** A teacher task: the people are teachers, grouped by department. */
  teachers?: boolean;
};

function useColumns(
  taskId: number,
  review: Props["review"],
  teachers: boolean,
): NonNullable<TableProps<CompletionPerson>["columns"]> {
  const { t } = useTranslation();
  const reviewColumn: NonNullable<TableProps<CompletionPerson>["columns"]> = review
    ? [
        {
          key: "review",
          title: t("progress.review.title"),
          render: (_, row) => <ReviewCell taskId={taskId} formId={review.formId} row={row} />,
        },
      ]
    : [];
  const who: NonNullable<TableProps<CompletionPerson>["columns"]> = teachers
    ? [
        { key: "student", dataIndex: "studentName", title: t("taskFillers.teacherCol") },
        {
          key: "class",
          title: t("taskFillers.departmentCol"),
          render: (_, row) => row.className || t("taskFillers.noDepartment"),
        },
      ]
    : [
        { key: "student", dataIndex: "studentName", title: t("progress.stats.student") },
        { key: "number", dataIndex: "studentNo", title: t("progress.stats.studentNo") },
        { key: "class", dataIndex: "className", title: t("progress.stats.className") },
      ];
  return [
    ...who,
    {
      key: "filled",
      title: t("progress.stats.filledState"),
      render: (_, row) =>
        row.filled ? (
          <>
            <Tag color="green">{t("progress.stats.yes")}</Tag>
            {row.late ? <Tag color="orange">{t("progress.stats.lateTag")}</Tag> : null}
          </>
        ) : (
          <Tag color="red">{t("progress.stats.no")}</Tag>
        ),
    },
    { key: "by", title: t("progress.stats.filledBy"), render: (_, row) => row.filledBy ?? "" },
    { key: "at", title: t("progress.stats.filledAt"), render: (_, row) => dateTime16(row.filledAt) },
    ...reviewColumn,
  ];
}

/** Everyone the task is about in the chosen period: filter filled/missing, by class, by name; paged. */
export function TaskPeopleCard({
  taskId,
  period,
  review,
  classes,
  classId,
  onClassId,
  teachers = false,
}: Props) {
  const { t } = useTranslation();
  const [state, setState] = useState<PeopleState>("all");
  const [keyword, setKeyword] = useState<string | undefined>();
  const [paging, setPaging] = useState({ page: 1, size: 20, classId, period });
  // Another class (picked here or in the classes card) or another period starts again at the first page.
  const page = paging.classId === classId && paging.period === period ? paging.page : 1;
  const query = { taskId, period, classId, state, keyword, page, size: paging.size };
  const people = useQuery({
    queryKey: ["taskPeople", query],
    queryFn: () => fetchCompletionPeople(query),
    placeholderData: keepPreviousData,
  });
  const columns = useColumns(taskId, review, teachers);
  const firstPage = () => setPaging((p) => ({ ...p, page: 1, classId, period }));
  return (
    <ListCard<CompletionPerson>
      cardClassName="eos-page__card eos-people-table-card"
      title={t("progress.stats.people")}
      filtersClassName="eos-people-filters"
      filters={
        <>
          <Segmented<PeopleState>
            value={state}
            onChange={(value) => {
              setState(value);
              firstPage();
            }}
            options={[
              { value: "all", label: t("progress.stats.filterAll") },
              { value: "filled", label: t("progress.stats.filterFilled") },
              { value: "missing", label: t("progress.stats.filterMissing") },
            ]}
            data-testid="task-people-state"
          />
          <Select<number>
            className="eos-people-filters__org"
            allowClear
            placeholder={teachers ? t("taskFillers.allDepartments") : t("progress.stats.allClasses")}
            aria-label={teachers ? t("taskFillers.departmentFilter") : t("progress.stats.classFilter")}
            value={classId}
            onChange={(value) => {
              onClassId(value ?? undefined);
              firstPage();
            }}
            options={classes
              .filter((c) => c.classId > 0)
              .map((c) => ({ value: c.classId, label: `${c.gradeName} ${c.className}`.trim() }))}
            data-testid="task-people-class"
          />
          <KeywordSearch
            className="eos-people-filters__search"
            label={t("progress.stats.search")}
            onKeyword={(keyword) => {
              setKeyword(keyword);
              firstPage();
            }}
            testId="task-people-search"
          />
        </>
      }
      table={{
        list: people,
        rows: people.data?.list ?? [],
        rowKey: "studentId",
        columns,
        failedTitle: t("progress.stats.peopleFailed"),
        retryTestId: "task-people-retry",
        testId: "task-stats-people",
        empty: t("progress.stats.noPeople"),
        paging: { page, size: paging.size, total: people.data?.total ?? 0 },
        onPage: (next, size) =>
          setPaging((p) => ({ page: size !== p.size ? 1 : next, size, classId, period })),
      }}
    />
  );
}
