import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, App, Button, Empty, Select, Skeleton, Space, Tag, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { MemberPicker } from "../../components/MemberPicker.tsx";
import { peopleQueryKey } from "../../components/memberApi.ts";
import {
  fetchParentDetail,
  linkChild,
  type ParentChild,
  parentDetailKey,
  type Relation,
  relations,
  unlinkChild,
} from "./parentApi.ts";
import { useWriteAccess } from "./useWriteAccess.ts";
import "./parents.css";

const studentsOnly = ["student"] as const;

/** A relation's label; relations the catalogue does not know are shown as stored. */
export const useRelationLabel = () => {
  const { t } = useTranslation();
  return (relation: string) =>
    (relations as ReadonlyArray<string>).includes(relation)
      ? t(`people.parents.relations.${relation as Relation}`)
      : relation;
};

/** A parent's children in the parent drawer: listed, linked with the member picker, unlinked after a confirm. */
export function ParentChildren({ parentId }: { parentId: number | undefined }) {
  const { t } = useTranslation();
  if (!parentId) {
    return (
      <section className="eos-parent-children" aria-label={t("people.parents.children")}>
        <Typography.Title level={5}>{t("people.parents.children")}</Typography.Title>
        <Typography.Text type="secondary" data-testid="parent-children-after-save">
          {t("people.parents.childrenAfterSave")}
        </Typography.Text>
      </section>
    );
  }
  return <LinkedChildren parentId={parentId} />;
}

function LinkedChildren({ parentId }: { parentId: number }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const { canWrite, noteRefusal } = useWriteAccess();
  const relationLabel = useRelationLabel();
  const [relation, setRelation] = useState<Relation>("guardian");
  const [picking, setPicking] = useState(false);
  const detail = useQuery({
    queryKey: parentDetailKey(parentId),
    queryFn: () => fetchParentDetail(parentId),
  });
  const children = detail.data?.children ?? [];

  const changed = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: parentDetailKey(parentId) }),
      queryClient.invalidateQueries({ queryKey: peopleQueryKey("parent") }),
    ]);
  };

  const link = async (studentId: number, name: string) => {
    setPicking(false);
    try {
      await linkChild(parentId, studentId, relation);
    } catch (error) {
      noteRefusal(error);
      return;
    }
    void message.success(t("people.parents.linked", { name }));
    await changed();
  };

  const confirmUnlink = (child: ParentChild) =>
    modal.confirm({
      title: t("people.parents.unlinkTitle", { name: child.name }),
      content: t("people.parents.unlinkHint"),
      okText: t("people.parents.unlink"),
      cancelText: t("people.common.cancel"),
      okButtonProps: { danger: true, "data-testid": "confirm-ok" } as never,
      cancelButtonProps: { "data-testid": "confirm-cancel" } as never,
      onOk: async () => {
        try {
          await unlinkChild(parentId, child.id);
        } catch (error) {
          noteRefusal(error);
          return;
        }
        void message.success(t("people.parents.unlinked"));
        await changed();
      },
    });

  return (
    <section className="eos-parent-children" aria-label={t("people.parents.children")}>
      <Typography.Title level={5}>{t("people.parents.children")}</Typography.Title>
      {detail.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {detail.error ? (
        <Alert
          type="warning"
          showIcon
          title={t("people.parents.childrenLoadFailed")}
          action={
            <Button size="small" onClick={() => void detail.refetch()}>
              {t("people.common.retry")}
            </Button>
          }
        />
      ) : null}
      {detail.data && children.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("people.parents.noChildren")} />
      ) : null}
      {children.length > 0 ? (
        <ul className="eos-person-list" data-testid="parent-children">
          {children.map((child) => (
            <li key={child.id} className="eos-person-list__item" data-testid={`parent-child-${child.id}`}>
              <div className="eos-person-list__main">
                <Space size={4} wrap>
                  <Typography.Text strong>{child.name}</Typography.Text>
                  <Tag>{relationLabel(child.relation)}</Tag>
                </Space>
                <Typography.Text type="secondary">{`${child.className} · ${child.studentNo}`}</Typography.Text>
              </div>
              {canWrite ? (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => confirmUnlink(child)}
                  aria-label={t("people.parents.unlinkNamed", { name: child.name })}
                  data-testid={`parent-unlink-${child.id}`}
                >
                  {t("people.parents.unlink")}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {canWrite && detail.data ? (
        <Space.Compact className="eos-parent-children__add" block>
          <Select<Relation>
            value={relation}
            onChange={setRelation}
            aria-label={t("people.parents.relation")}
            options={relations.map((r) => ({ value: r, label: relationLabel(r) }))}
            className="eos-parent-children__relation"
            data-testid="parent-relation"
          />
          <Button onClick={() => setPicking(true)} data-testid="parent-add-child">
            {t("people.parents.addChild")}
          </Button>
        </Space.Compact>
      ) : null}
      <MemberPicker
        open={picking}
        types={studentsOnly}
        multiple={false}
        title={t("people.parents.pickChild")}
        onCancel={() => setPicking(false)}
        onOk={(members) => {
          const [picked] = members;
          if (picked) void link(picked.id, picked.name);
          else setPicking(false);
        }}
      />
    </section>
  );
}
