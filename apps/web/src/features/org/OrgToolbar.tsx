import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
} from "@ant-design/icons";
import { Button, Tag, Tooltip, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { OrgNode } from "../../components/orgTree.ts";
import { addableKinds, allChildKinds, type ChildKind, deleteBlocker } from "./orgEdit.ts";

type Props = {
  node: OrgNode | undefined;
  index: ReadonlyMap<number, OrgNode>;
  canWrite: boolean;
  onAdd: (kind: ChildKind) => void;
  onRename: () => void;
  onDelete: () => void;
  onMove: (step: -1 | 1) => void;
};

/** The selected unit and what can be done to it; write actions only for those allowed to write. */
export function OrgToolbar({ node, index, canWrite, ...on }: Props) {
  const { t } = useTranslation();
  const kinds = addableKinds(index, node);
  const blocker = deleteBlocker(node);
  const siblings = node ? (index.get(node.pid)?.children ?? []) : [];
  const at = node ? siblings.findIndex((s) => s.id === node.id) : -1;
  const movable = node !== undefined && node.kind !== "school";

  return (
    <div className="eos-org-toolbar" data-testid="org-toolbar">
      <div className="eos-org-toolbar__selected">
        {node ? (
          <>
            <Typography.Text strong data-testid="org-selected-name">
              {node.label}
            </Typography.Text>
            <Tag>{t(`people.kinds.${node.kind}`)}</Tag>
          </>
        ) : (
          <Typography.Text type="secondary">{t("people.org.selectHint")}</Typography.Text>
        )}
      </div>
      {canWrite && node ? (
        <div className="eos-org-toolbar__actions">
          {allChildKinds
            .filter((kind) => kinds.includes(kind))
            .map((kind) => (
              <Button
                key={kind}
                icon={<PlusOutlined />}
                onClick={() => on.onAdd(kind)}
                data-testid={`org-add-${kind}`}
              >
                {t(`people.org.add.${kind}`)}
              </Button>
            ))}
          {node.kind !== "school" ? (
            <Button icon={<EditOutlined />} onClick={on.onRename} data-testid="org-rename">
              {t("people.org.rename")}
            </Button>
          ) : null}
          {movable ? (
            <>
              <Button
                icon={<ArrowUpOutlined />}
                aria-label={t("people.org.moveUp")}
                title={t("people.org.moveUp")}
                disabled={at <= 0}
                onClick={() => on.onMove(-1)}
                data-testid="org-move-up"
              />
              <Button
                icon={<ArrowDownOutlined />}
                aria-label={t("people.org.moveDown")}
                title={t("people.org.moveDown")}
                disabled={at < 0 || at >= siblings.length - 1}
                onClick={() => on.onMove(1)}
                data-testid="org-move-down"
              />
            </>
          ) : null}
          {node.kind !== "school" ? (
            <Tooltip title={blocker === "children" ? t("people.org.deleteHasChildren") : undefined}>
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={blocker !== null}
                onClick={on.onDelete}
                data-testid="org-delete"
              >
                {t("people.common.delete")}
              </Button>
            </Tooltip>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
