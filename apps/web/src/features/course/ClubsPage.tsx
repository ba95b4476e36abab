import { PlusOutlined } from "@ant-design/icons";
import type { Club } from "@eos/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Drawer, Form, Input, InputNumber, Popconfirm, Space, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConsolePageHeader } from "../../components/ConsolePageHeader.tsx";
import { KeywordSearch } from "../../components/KeywordSearch.tsx";
import { ListPage } from "../../components/ListPage.tsx";
import { useListQuery } from "../../components/useListQuery.ts";
import { courseKeys, fetchClubs, removeClub, saveClub } from "./courseApi.ts";
import { LeadersModal } from "./LeadersModal.tsx";
import { type SortedQuery, sortOf } from "./sorting.ts";
import { useAct } from "./useAct.ts";
import "../../components/consolePage.css";

type ClubForm = { name: string; description?: string; capacity: number };

/** /admin/course/clubs: the school's clubs, their leaders and member counts; each opens its club page. */
export function ClubsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const clubs = useListQuery<SortedQuery, Club>({ page: 1, size: 20 }, courseKeys.clubs, fetchClubs);
  const act = useAct(() => queryClient.invalidateQueries({ queryKey: courseKeys.all }));
  const [editing, setEditing] = useState<Club | "new" | null>(null);
  const [leading, setLeading] = useState<Club | null>(null);
  const [form] = Form.useForm<ClubForm>();
  const sorted = (key: string) => (clubs.query.sortField === key ? clubs.query.sortOrder : null);
  const open = (c: Club | "new") => {
    form.resetFields();
    if (c !== "new") form.setFieldsValue(c);
    setEditing(c);
  };
  const columns: TableProps<Club>["columns"] = [
    {
      key: "name",
      title: t("course.name"),
      sorter: true,
      sortOrder: sorted("name"),
      render: (_, r) => (
        <Link to={`/TMS/course-router?clubId=${r.id}`} data-testid={`club-open-${r.id}`}>
          {r.name}
        </Link>
      ),
    },
    { key: "description", title: t("course.clubs.description"), dataIndex: "description", ellipsis: true },
    {
      key: "memberCount",
      title: t("course.clubs.members"),
      sorter: true,
      sortOrder: sorted("memberCount"),
      render: (_, r) => t("course.clubs.memberCount", { count: r.memberCount, capacity: r.capacity }),
    },
    {
      key: "leaders",
      title: t("course.term.leaders"),
      render: (_, r) => (
        <Button type="link" size="small" onClick={() => setLeading(r)} data-testid={`club-leaders-${r.id}`}>
          {r.leaders.length ? r.leaders.map((l) => l.teacherName).join("、") : t("course.leaders.add")}
        </Button>
      ),
    },
    {
      key: "actions",
      title: t("course.actions"),
      render: (_, r) => (
        <Space>
          <Button type="link" size="small" onClick={() => open(r)}>
            {t("course.edit")}
          </Button>
          <Popconfirm
            okButtonProps={{ "data-testid": "confirm-ok" } as never}
            title={t("course.clubs.removeConfirm", { name: r.name })}
            onConfirm={async () => {
              if (await act(() => removeClub(r.id), t("course.removed"))) clubs.afterDelete();
            }}
          >
            <Button type="link" size="small" danger data-testid={`club-remove-${r.id}`}>
              {t("course.remove")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <ListPage<Club>
      testId="clubs-page"
      header={
        <ConsolePageHeader
          title={t("course.clubs.title")}
          testId="clubs-title"
          extra={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open("new")} data-testid="club-add">
              {t("course.clubs.add")}
            </Button>
          }
        />
      }
      filters={<KeywordSearch label={t("course.clubs.search")} onKeyword={clubs.search} />}
      table={{
        list: clubs.list,
        rows: clubs.rows,
        rowKey: "id",
        columns,
        failedTitle: t("course.loadFailed"),
        empty: clubs.query.keyword ? t("course.noMatch") : t("course.clubs.empty"),
        testId: "club-table",
        paging: { page: clubs.query.page, size: clubs.query.size, total: clubs.total },
        totalText: (total) => t("course.total", { total }),
        onPage: clubs.turn,
        onChange: (_p, _f, sorter) => clubs.setQuery((q) => ({ ...q, ...sortOf(sorter), page: 1 })),
      }}
    >
      <LeadersModal
        target={leading ? { kind: "club", id: leading.id, name: leading.name } : null}
        onClose={() => setLeading(null)}
      />
      <Drawer
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("course.clubs.addTitle") : t("course.clubs.editTitle")}
        extra={
          <Space>
            <Button onClick={() => setEditing(null)}>{t("course.cancel")}</Button>
            <Button type="primary" onClick={() => form.submit()} data-testid="club-save">
              {t("course.save")}
            </Button>
          </Space>
        }
      >
        <Form
          form={form}
          layout="vertical"
          initialValues={{ capacity: 30 }}
          onFinish={async (v) => {
            const id = editing && editing !== "new" ? editing.id : undefined;
            if (await act(() => saveClub({ ...v, id }))) setEditing(null);
          }}
        >
          <Form.Item
            name="name"
            label={t("course.name")}
            rules={[{ required: true, whitespace: true, max: 60 }]}
          >
            <Input data-testid="club-name" />
          </Form.Item>
          <Form.Item name="description" label={t("course.clubs.description")} rules={[{ max: 2000 }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="capacity" label={t("course.clubs.capacity")} rules={[{ required: true }]}>
            <InputNumber min={1} max={5000} precision={0} data-testid="club-capacity" />
          </Form.Item>
        </Form>
      </Drawer>
    </ListPage>
  );
}
