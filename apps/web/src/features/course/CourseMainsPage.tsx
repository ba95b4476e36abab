import { PlusOutlined } from "@ant-design/icons";
import type { CourseMain } from "@eos/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Popconfirm, Select, Space, type TableProps, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { CourseMainDrawer } from "./CourseMainDrawer.tsx";
import { courseKeys, fetchCatalogue, fetchMains, removeMain, saveMain } from "./courseApi.ts";
import { type SortedQuery, sortOf } from "./sorting.ts";
import { useAct } from "./useAct.ts";
import "../../components/consolePage.css";

type Query = SortedQuery & { subjectId?: number; typeId?: number };

/** /admin/course/mains: the course catalogue (courses as designed), searched, filtered, sorted, edited in a drawer. */
export function CourseMainsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mains = useListQuery<Query, CourseMain>({ page: 1, size: 20 }, courseKeys.mains, fetchMains);
  const subjects = useQuery({
    queryKey: courseKeys.catalogue("subject"),
    queryFn: () => fetchCatalogue("subject"),
  });
  const types = useQuery({
    queryKey: courseKeys.catalogue("courseType"),
    queryFn: () => fetchCatalogue("courseType"),
  });
  const [editing, setEditing] = useState<CourseMain | "new" | null>(null);
  const act = useAct(() => queryClient.invalidateQueries({ queryKey: courseKeys.all }));
  const sorted = (key: string) => (mains.query.sortField === key ? mains.query.sortOrder : null);
  const columns: TableProps<CourseMain>["columns"] = [
    { key: "name", title: t("course.name"), dataIndex: "name", sorter: true, sortOrder: sorted("name") },
    { key: "subject", title: t("course.mains.subject"), dataIndex: "subjectName" },
    { key: "type", title: t("course.mains.type"), dataIndex: "typeName" },
    {
      key: "hours",
      title: t("course.mains.hours"),
      dataIndex: "hours",
      sorter: true,
      sortOrder: sorted("hours"),
    },
    {
      key: "capacity",
      title: t("course.mains.capacity"),
      dataIndex: "capacity",
      sorter: true,
      sortOrder: sorted("capacity"),
    },
    {
      key: "grades",
      title: t("course.mains.grades"),
      render: (_, r) => r.gradeNames.map((g) => <Tag key={g}>{g}</Tag>),
    },
    { key: "teachers", title: t("course.mains.teachers"), render: (_, r) => r.teacherNames.join("、") },
    { key: "terms", title: t("course.mains.termCount"), dataIndex: "termCourseCount" },
    {
      key: "actions",
      title: t("course.actions"),
      render: (_, r) => (
        <Space>
          <Button type="link" size="small" onClick={() => setEditing(r)} data-testid={`main-edit-${r.id}`}>
            {t("course.edit")}
          </Button>
          <Popconfirm
            okButtonProps={{ "data-testid": "confirm-ok" } as never}
            title={t("course.mains.removeConfirm", { name: r.name })}
            onConfirm={async () => {
              if (await act(() => removeMain(r.id), t("course.removed"))) mains.afterDelete();
            }}
          >
            <Button type="link" size="small" danger data-testid={`main-remove-${r.id}`}>
              {t("course.remove")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ListPage<CourseMain>
      testId="course-mains-page"
      header={
        <ConsolePageHeader
          title={t("course.mains.title")}
          area="console.menu.schoolLife"
          testId="course-mains-title"
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing("new")}
              data-testid="main-add"
            >
              {t("course.mains.add")}
            </Button>
          }
        />
      }
      filters={
        <Space wrap>
          <KeywordSearch label={t("course.mains.search")} onKeyword={mains.search} testId="main-search" />
          <Select
            allowClear
            style={{ minWidth: 140 }}
            placeholder={t("course.mains.allSubjects")}
            aria-label={t("course.mains.subject")}
            options={(subjects.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            onChange={(subjectId?: number) => mains.setQuery((q) => ({ ...q, subjectId, page: 1 }))}
          />
          <Select
            allowClear
            style={{ minWidth: 140 }}
            placeholder={t("course.mains.allTypes")}
            aria-label={t("course.mains.type")}
            options={(types.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            onChange={(typeId?: number) => mains.setQuery((q) => ({ ...q, typeId, page: 1 }))}
          />
        </Space>
      }
      table={{
        list: mains.list,
        rows: mains.rows,
        rowKey: "id",
        columns,
        failedTitle: t("course.loadFailed"),
        empty:
          mains.query.keyword || mains.query.subjectId || mains.query.typeId
            ? t("course.noMatch")
            : t("course.mains.empty"),
        testId: "main-table",
        paging: { page: mains.query.page, size: mains.query.size, total: mains.total },
        totalText: (total) => t("course.total", { total }),
        onPage: mains.turn,
        onChange: (_p, _f, sorter) => mains.setQuery((q) => ({ ...q, ...sortOf(sorter), page: 1 })),
      }}
    >
      <CourseMainDrawer
        editing={editing}
        onClose={() => setEditing(null)}
        onSave={(v) => act(() => saveMain(v))}
      />
    </ListPage>
  );
}
