import type { CultivateModelDetail } from "@eos/contracts";
import { Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { EditableTree } from "../EditableTree.tsx";
import { GoalModal } from "./GoalModal.tsx";
import {
  addGoal,
  type DraftGoal,
  type GoalFields,
  type GoalRow,
  maxGoalDepth,
  removeGoal,
  toGoalRows,
  updateGoal,
} from "./goalTree.ts";

type Props = {
  value: DraftGoal[];
  onChange: (next: DraftGoal[]) => void;
  indicators: CultivateModelDetail["indicators"];
};

const blank: GoalFields = { name: "", description: "", indicatorIds: [] };

/** The goal tree being edited: add top-level or sub-goals (three levels), edit, delete; area goals locked. */
export function GoalTreeEditor({ value, onChange, indicators }: Props) {
  const { t } = useTranslation();
  const names = new Map(indicators.map((i) => [i.id, i.name]));
  return (
    <EditableTree<GoalRow, GoalFields>
      rows={toGoalRows(value)}
      shape={value.length}
      maxDepth={maxGoalDepth}
      testId="goal"
      labels={{
        name: t("cultivate.goal.name"),
        locked: t("cultivate.goal.locked"),
        lockedHint: t("cultivate.goal.lockedHint"),
        actions: t("cultivate.actions"),
        addTop: t("cultivate.goal.addTop"),
        addChild: t("cultivate.goal.addChild"),
        edit: t("cultivate.edit"),
        delete: t("cultivate.delete"),
        cancel: t("cultivate.cancel"),
        empty: t("cultivate.goal.empty"),
        deleteTitle: (name) => t("cultivate.goal.deleteTitle", { name }),
        editTitle: (name) => t("cultivate.goal.editTitle", { name }),
        addChildTitle: (name) => t("cultivate.goal.addChildTitle", { name }),
        addTopTitle: t("cultivate.goal.addTopTitle"),
      }}
      below={(row) =>
        row.description ? (
          <Typography.Text type="secondary" style={{ display: "block" }}>
            {row.description}
          </Typography.Text>
        ) : null
      }
      columns={[
        {
          key: "indicators",
          title: t("cultivate.goal.indicators"),
          render: (_, row) =>
            row.indicatorIds.length === 0 ? (
              <Typography.Text type="secondary">{t("cultivate.goal.noIndicators")}</Typography.Text>
            ) : (
              <span data-testid="goal-links">
                {row.indicatorIds.map((id) => (
                  <Tag key={id}>{names.get(id) ?? id}</Tag>
                ))}
              </span>
            ),
        },
      ]}
      blank={blank}
      onAdd={(parent, fields) => onChange(addGoal(value, parent, fields))}
      onUpdate={(key, fields) => onChange(updateGoal(value, key, fields))}
      onRemove={(key) => onChange(removeGoal(value, key))}
      modal={(m) => <GoalModal {...m} indicators={indicators} />}
    />
  );
}
