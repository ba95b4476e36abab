import type { ScoreColumn, ScoreColumnKey } from "@eos/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { App, Button, Checkbox, Flex, Modal, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../useEvalWrite.ts";
import { saveScoreColumns, scoreColumnsKey } from "./scoreColumnsApi.ts";

/** The column header each key stands for, in the summary's catalogue. */
export const scoreColumnLabel = {
  rank: "summary.rank",
  total: "summary.totalScore",
  level: "summary.band",
} as const satisfies Record<ScoreColumnKey, string>;

type Props = { open: boolean; columns: ScoreColumn[]; onClose: () => void };

/** Which score columns the scores lists show and in which order: a tick and up/down per column, then Save. */
export function ScoreColumnsDialog({ open, columns, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(columns);
  const [saving, setSaving] = useState(false);
  const move = (from: number, to: number) =>
    setDraft((list) => {
      const next = [...list];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item);
      return next;
    });
  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveScoreColumns(draft);
      queryClient.setQueryData(scoreColumnsKey, saved);
      void message.success(t("summary.columnsSaved"));
      onClose();
    } catch (error) {
      void message.error(errorText(error, t("summary.columnsFailed")));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t("summary.columnsTitle")}
      okText={t("summary.columnsSave")}
      cancelText={t("summary.columnsCancel")}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      afterOpenChange={(visible) => {
        if (visible) setDraft(columns);
      }}
      destroyOnHidden
      data-testid="score-columns-dialog"
    >
      <Typography.Paragraph type="secondary">{t("summary.columnsHint")}</Typography.Paragraph>
      <ol className="eos-score-columns" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {draft.map((column, index) => {
          const label = t(scoreColumnLabel[column.key]);
          return (
            <li key={column.key} data-testid={`score-column-${column.key}`} style={{ padding: "6px 0" }}>
              <Flex justify="space-between" align="center" gap={8}>
                <Checkbox
                  checked={column.shown}
                  onChange={(e) =>
                    setDraft((list) =>
                      list.map((c) => (c.key === column.key ? { ...c, shown: e.target.checked } : c)),
                    )
                  }
                >
                  {label}
                </Checkbox>
                <Space size={4}>
                  <Button
                    size="small"
                    disabled={index === 0}
                    aria-label={t("summary.columnUp", { name: label })}
                    onClick={() => move(index, index - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    disabled={index === draft.length - 1}
                    aria-label={t("summary.columnDown", { name: label })}
                    onClick={() => move(index, index + 1)}
                  >
                    ↓
                  </Button>
                </Space>
              </Flex>
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}
