import { PlusOutlined } from "@ant-design/icons";
import type { TermCourse } from "@eos/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Form, InputNumber, Modal, Popconfirm, Space, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { courseKeys, fetchTermCourses, giveCourses, removeTermCourse, saveTermCourse } from "./courseApi.ts";
import { GiveCoursesModal } from "./GiveCoursesModal.tsx";
import { LeadersModal } from "./LeadersModal.tsx";
import { type SortedQuery, sortOf } from "./sorting.ts";
import { TeacherSelect } from "./TeacherSelect.tsx";
import { useAct } from "./useAct.ts";
import "../../components/consolePage.css";

/** /admin/course/term: the current term's courses, given from the catalogue, their teachers, places and leaders. */
export function TermCoursesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const courses = useListQuery<SortedQuery, TermCourse>(
    { page: 1, size: 20 },
    courseKeys.term,
    fetchTermCourses,
  );
  const act = useAct(() => queryClient.invalidateQueries({ queryKey: courseKeys.all }));
  const [giving, setGiving] = useState(false);
  const [editing, setEditing] = useState<TermCourse | null>(null);
  const [leading, setLeading] = useState<TermCourse | null>(null);
  const [form] = Form.useForm<{ capacity: number; teacherIds: number[] }>();
  const sorted = (key: string) => (courses.query.sortField === key ? courses.query.sortOrder : null);
  const columns: TableProps<TermCourse>["columns"] = [
    { key: "name", title: t("course.name"), dataIndex: "name", sorter: true, sortOrder: sorted("name") },
    { key: "subject", title: t("course.mains.subject"), dataIndex: "subjectName" },
    { key: "type", title: t("course.mains.type"), dataIndex: "typeName" },
    { key: "term", title: t("course.term.term"), dataIndex: "termName" },
    {
      key: "capacity",
      title: t("course.mains.capacity"),
      dataIndex: "capacity",
      sorter: true,
      sortOrder: sorted("capacity"),
    },
    { key: "teachers", title: t("course.mains.teachers"), render: (_, r) => r.teacherNames.join("、") },
    {
      key: "leaders",
      title: t("course.term.leaders"),
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setLeading(r)} data-testid={`term-leaders-${r.id}`}>
          {r.leaderNames.length ? r.leaderNames.join("、") : t("course.leaders.add")}
        </Button>
      ),
    },
    {
      key: "actions",
      title: t("course.actions"),
      render: (_, r) => (
        <Space>
          <Button
            type="link"
            size="small"
            onClick={() => {
              form.setFieldsValue({ capacity: r.capacity, teacherIds: r.teacherIds });
              setEditing(r);
            }}
          >
            {t("course.edit")}
          </Button>
          <Popconfirm
            okButtonProps={{ "data-testid": "confirm-ok" } as never}
            title={t("course.term.removeConfirm", { name: r.name })}
            onConfirm={async () => {
              if (await act(() => removeTermCourse(r.id), t("course.removed"))) courses.afterDelete();
            }}
          >
            <Button type="link" size="small" danger data-testid={`term-remove-${r.id}`}>
              {t("course.remove")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ListPage<TermCourse>
      testId="term-courses-page"
      header={
        <ConsolePageHeader
          title={t("course.term.title")}
          area="console.menu.schoolLife"
          testId="term-courses-title"
          extra={
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setGiving(true)}
              data-testid="term-give"
            >
              {t("course.term.addFromMains")}
            </Button>
          }
        />
      }
      filters={<KeywordSearch label={t("course.term.search")} onKeyword={courses.search} />}
      table={{
        list: courses.list,
        rows: courses.rows,
        rowKey: "id",
        columns,
        failedTitle: t("course.loadFailed"),
        empty: courses.query.keyword ? t("course.noMatch") : t("course.term.empty"),
        testId: "term-table",
        paging: { page: courses.query.page, size: courses.query.size, total: courses.total },
        totalText: (total) => t("course.total", { total }),
        onPage: courses.turn,
        onChange: (_p, _f, sorter) => courses.setQuery((q) => ({ ...q, ...sortOf(sorter), page: 1 })),
      }}
    >
      {giving ? (
        <GiveCoursesModal
          open
          onClose={() => setGiving(false)}
          onGive={(ids) => act(() => giveCourses(ids))}
        />
      ) : null}
      <LeadersModal
        target={leading ? { kind: "course", id: leading.id, name: leading.name } : null}
        onClose={() => setLeading(null)}
      />
      <Modal
        open={editing !== null}
        title={t("course.term.editTitle")}
        okText={t("course.save")}
        cancelText={t("course.cancel")}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={async (v) => {
            if (!editing) return;
            if (
              await act(() =>
                saveTermCourse({ id: editing.id, capacity: v.capacity, teacherIds: v.teacherIds ?? [] }),
              )
            )
              setEditing(null);
          }}
        >
          <Form.Item name="capacity" label={t("course.mains.capacity")} rules={[{ required: true }]}>
            <InputNumber min={1} max={5000} precision={0} />
          </Form.Item>
          <Form.Item name="teacherIds" label={t("course.mains.teachers")}>
            <TeacherSelect
              key={editing?.id}
              known={
                editing
                  ? editing.teacherIds.map((id, i) => ({ value: id, label: editing.teacherNames[i] }))
                  : []
              }
            />
          </Form.Item>
        </Form>
      </Modal>
    </ListPage>
  );
}
