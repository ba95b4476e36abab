import { useTranslation } from "react-i18next";
import { EditableTree } from "./EditableTree.tsx";
import { IndicatorModal } from "./IndicatorModal.tsx";
import {
  addIndicator,
  type DraftIndicator,
  type IndicatorFields,
  type IndicatorRow,
  maxDepth,
  removeIndicator,
  toRows,
  updateIndicator,
} from "./indicatorTree.ts";
import { formatScore } from "./labels.ts";

type Props = { value: DraftIndicator[]; onChange: (next: DraftIndicator[]) => void };

const blank: IndicatorFields = { name: "", weight: 100, maxScore: 100 };

/** The indicator tree being edited: add top-level or child (three levels at most), edit, delete; area ones locked. */
export function IndicatorTreeEditor({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <EditableTree<IndicatorRow, IndicatorFields>
      rows={toRows(value)}
      shape={value.length}
      maxDepth={maxDepth}
      testId="indicator"
      labels={{
        name: t("evaluation.editor.indicatorName"),
        locked: t("evaluation.editor.locked"),
        lockedHint: t("evaluation.editor.lockedHint"),
        actions: t("evaluation.common.actions"),
        addTop: t("evaluation.editor.addTop"),
        addChild: t("evaluation.editor.addChild"),
        edit: t("evaluation.common.edit"),
        delete: t("evaluation.common.delete"),
        cancel: t("evaluation.common.cancel"),
        empty: t("evaluation.editor.noIndicators"),
        deleteTitle: (name) => t("evaluation.editor.deleteIndicatorTitle", { name }),
        editTitle: (name) => t("evaluation.editor.editTitle", { name }),
        addChildTitle: (name) => t("evaluation.editor.addChildTitle", { name }),
        addTopTitle: t("evaluation.editor.addTopTitle"),
      }}
      columns={[
        { key: "weight", title: t("evaluation.editor.weight"), render: (_, row) => formatScore(row.weight) },
        { key: "max", title: t("evaluation.editor.maxScore"), render: (_, row) => formatScore(row.maxScore) },
      ]}
      blank={blank}
      onAdd={(parent, fields) => onChange(addIndicator(value, parent, fields))}
      onUpdate={(key, fields) => onChange(updateIndicator(value, key, fields))}
      onRemove={(key) => onChange(removeIndicator(value, key))}
      modal={(m) => <IndicatorModal {...m} />}
    />
  );
}
