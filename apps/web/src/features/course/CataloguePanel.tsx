import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from "@ant-design/icons";
import type { CatalogueItem } from "@eos/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Form, Input, Modal, Popconfirm, Space, type TableProps } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ListCard } from "../../components/ListPage.tsx";
import {
  type CatalogueKind,
  courseKeys,
  fetchCatalogue,
  moved,
  removeCatalogue,
  saveCatalogue,
  sortCatalogue,
} from "./courseApi.ts";
import { useAct } from "./useAct.ts";

/** One catalogue (subjects or course types): in order, moved up and down, added, renamed, removed with confirm. */
export function CataloguePanel({ kind }: { kind: CatalogueKind }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const list = useQuery({ queryKey: courseKeys.catalogue(kind), queryFn: () => fetchCatalogue(kind) });
  const act = useAct(() => queryClient.invalidateQueries({ queryKey: courseKeys.catalogue(kind) }));
  const [editing, setEditing] = useState<CatalogueItem | "new" | null>(null);
  const [form] = Form.useForm<{ name: string }>();
  const rows = list.data ?? [];
  const subject = kind === "subject";
  const open = (item: CatalogueItem | "new") => {
    form.setFieldsValue({ name: item === "new" ? "" : item.name });
    setEditing(item);
  };
  const move = (id: number, by: -1 | 1) =>
    void act(() =>
      sortCatalogue(
        kind,
        moved(
          rows.map((r) => r.id),
          id,
          by,
        ),
      ),
    );
  const columns: TableProps<CatalogueItem>["columns"] = [
    {
      key: "order",
      title: t("course.catalogue.order"),
      width: 90,
      render: (_, r, i) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t("course.catalogue.up")}
            disabled={i === 0}
            onClick={() => move(r.id, -1)}
            data-testid={`${kind}-up-${r.id}`}
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t("course.catalogue.down")}
            disabled={i === rows.length - 1}
            onClick={() => move(r.id, 1)}
            data-testid={`${kind}-down-${r.id}`}
          />
        </Space>
      ),
    },
    { key: "name", title: t("course.name"), dataIndex: "name" },
    { key: "used", title: t("course.catalogue.used"), dataIndex: "courseCount", width: 120 },
    {
      key: "actions",
      title: t("course.actions"),
      render: (_, r) => (
        <Space>
          <Button type="link" size="small" onClick={() => open(r)}>
            {t("course.catalogue.rename")}
          </Button>
          <Popconfirm
            okButtonProps={{ "data-testid": "confirm-ok" } as never}
            title={t("course.catalogue.removeConfirm", { name: r.name })}
            onConfirm={() => act(() => removeCatalogue(kind, r.id), t("course.removed"))}
          >
            <Button type="link" size="small" danger data-testid={`${kind}-remove-${r.id}`}>
              {t("course.remove")}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <>
      <ListCard<CatalogueItem>
        title={subject ? t("course.catalogue.subjects") : t("course.catalogue.types")}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            style={{ marginBottom: 12 }}
            onClick={() => open("new")}
            data-testid={`${kind}-add`}
          >
            {subject ? t("course.catalogue.addSubject") : t("course.catalogue.addType")}
          </Button>
        }
        table={{
          list,
          rows,
          rowKey: "id",
          columns,
          failedTitle: t("course.loadFailed"),
          empty: t("course.catalogue.empty"),
          testId: `${kind}-table`,
        }}
      />
      <Modal
        open={editing !== null}
        title={
          editing === "new"
            ? subject
              ? t("course.catalogue.addSubject")
              : t("course.catalogue.addType")
            : t("course.catalogue.rename")
        }
        okText={t("course.save")}
        cancelText={t("course.cancel")}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          onFinish={async (v) => {
            const id = editing !== "new" && editing ? editing.id : undefined;
            if (await act(() => saveCatalogue(kind, { id, name: v.name }))) setEditing(null);
          }}
        >
          <Form.Item
            name="name"
            label={t("course.name")}
            rules={[{ required: true, whitespace: true, max: 60 }]}
          >
            <Input data-testid={`${kind}-name`} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
