import type { ScoreColumnKey, ScoreColumnSetting } from "@eos/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { App, Checkbox, Flex, Modal, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../evaluation/index.ts";
import { IndicatorColumnsPicker } from "./IndicatorColumnsPicker.tsx";
import { MoveButtons, moved } from "./MoveButtons.tsx";
import { saveScoreColumns, scoreColumnsKey } from "./scoreColumnsApi.ts";
import { summaryKeys } from "./summaryApi.ts";

/** The column header each key stands for, in the summary's catalogue. */
export const scoreColumnLabel = {
  rank: "summary.rank",
  total: "summary.totalScore",
  level: "summary.band",
} as const satisfies Record<ScoreColumnKey, string>;

type Props = { open: boolean; setting: ScoreColumnSetting; modelId?: number; onClose: () => void };

/**
 * Which score columns the scores lists show and in which order (a tick and up/down per column), and which of
 * the listed model's indicators follow them; then Save.
 */
export function ScoreColumnsDialog({ open, setting, modelId, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(setting.columns);
  const [indicatorIds, setIndicatorIds] = useState(setting.indicatorIds);
  const [saving, setSaving] = useState(false);
  const move = (from: number, to: number) => setDraft((list) => moved(list, from, to));
  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveScoreColumns(draft, indicatorIds);
      queryClient.setQueryData(scoreColumnsKey, saved);
      // The list's indicator columns come with its rows.
      void queryClient.invalidateQueries({ queryKey: [...summaryKeys.all, "list"] });
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
        if (visible) {
          setDraft(setting.columns);
          setIndicatorIds(setting.indicatorIds);
        }
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
                <MoveButtons index={index} count={draft.length} label={label} onMove={move} />
              </Flex>
            </li>
          );
        })}
      </ol>
      {modelId === undefined ? null : (
        <IndicatorColumnsPicker modelId={modelId} value={indicatorIds} onChange={setIndicatorIds} />
      )}
    </Modal>
  );
}
