import type { CultivateModelDetail } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Form, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { evaluationKeys, fetchModel, fetchModels } from "../evaluationApi.ts";
import { bandsValid } from "../LevelBandsEditor.tsx";
import { type ModelBasics, TreeModelEditor } from "../TreeModelEditor.tsx";
import { saveCultivateModel } from "./cultivateApi.ts";
import { GoalTreeEditor } from "./GoalTreeEditor.tsx";
import { type DraftGoal, fromGoals, keepLinks, toGoalInputs } from "./goalTree.ts";

type Props = { model: CultivateModelDetail | null };
type Basics = ModelBasics & { targetModelId?: number };

const targetsQuery = { page: 1, size: 200 };

/** The model being edited: name, periods, indicator model, goal tree and bands; Save makes a new version. */
export function CultivateEditor({ model }: Props) {
  const { t } = useTranslation();
  const [goals, setGoals] = useState<DraftGoal[]>(() => fromGoals(model?.goals ?? []));
  const [targetId, setTargetId] = useState<number | undefined>(model?.targetModelId);
  const targets = useQuery({
    queryKey: evaluationKeys.models(targetsQuery),
    queryFn: () => fetchModels(targetsQuery),
  });
  const target = useQuery({
    queryKey: evaluationKeys.model(targetId ?? 0),
    queryFn: () => fetchModel(targetId ?? 0),
    enabled: targetId !== undefined && targetId !== model?.targetModelId,
  });
  const indicators =
    targetId === undefined
      ? []
      : targetId === model?.targetModelId
        ? model.indicators
        : (target.data?.indicators ?? []);

  const pickTarget = (id: number) => {
    setTargetId(id);
    // Indicators of another model: the links made so far no longer apply.
    setGoals((list) =>
      keepLinks(list, new Set(id === model?.targetModelId ? model.indicators.map((i) => i.id) : [])),
    );
  };

  const options = (targets.data?.list ?? []).map((m) => ({ value: m.id, label: m.name }));
  if (model && !options.some((o) => o.value === model.targetModelId) && model.targetModelName) {
    options.push({ value: model.targetModelId, label: model.targetModelName });
  }

  return (
    <TreeModelEditor<Basics>
      kind="cultivate"
      model={model}
      initial={{ targetModelId: model?.targetModelId }}
      fields={
        <Form.Item
          name="targetModelId"
          label={t("cultivate.editor.targetModel")}
          extra={model?.pushed ? t("cultivate.editor.targetLocked") : t("cultivate.editor.targetModelHint")}
          rules={[{ required: true, message: t("cultivate.editor.targetModelRequired") }]}
        >
          <Select<number>
            options={options}
            loading={targets.isLoading}
            disabled={model?.pushed}
            onChange={pickTarget}
            showSearch={{ optionFilterProp: "label" }}
            aria-label={t("cultivate.editor.targetModel")}
            data-testid="cultivate-target"
          />
        </Form.Item>
      }
      treeTitle={t("cultivate.editor.goals")}
      tree={<GoalTreeEditor value={goals} onChange={setGoals} indicators={indicators} />}
      // Goals' bands also need different minimums: a goal's score falls in exactly one.
      levelsValid={(levels) => bandsValid(levels) && new Set(levels.map((b) => b.min)).size === levels.length}
      save={(base, basics) =>
        saveCultivateModel({
          ...base,
          targetModelId: basics.targetModelId as number,
          goals: toGoalInputs(goals),
        })
      }
      pathOf={(id) => `/admin/cultivate/${id}`}
    />
  );
}
