import { type CultivateModelDetail, defaultLevelBands, type LevelBand } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { App, Button, Card, Checkbox, Form, Input, Select, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { evaluationKeys, fetchModel, fetchModels } from "../evaluationApi.ts";
import { bandsValid, LevelBandsEditor } from "../LevelBandsEditor.tsx";
import { type Period, periodLabel, periodOptions } from "../labels.ts";
import { useEvalWrite } from "../useEvalWrite.ts";
import { saveCultivateModel } from "./cultivateApi.ts";
import { GoalTreeEditor } from "./GoalTreeEditor.tsx";
import { type DraftGoal, fromGoals, keepLinks, toGoalInputs } from "./goalTree.ts";

type Props = { model: CultivateModelDetail | null };
type Basics = { name: string; description: string; periods: Period[]; targetModelId?: number };

const targetsQuery = { page: 1, size: 200 };

/** The model being edited: name, periods, indicator model, goal tree and bands; Save makes a new version. */
export function CultivateEditor({ model }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const run = useEvalWrite();
  const [form] = Form.useForm<Basics>();
  const [goals, setGoals] = useState<DraftGoal[]>(() => fromGoals(model?.goals ?? []));
  const [levels, setLevels] = useState<LevelBand[]>(() => model?.levels ?? defaultLevelBands);
  const [targetId, setTargetId] = useState<number | undefined>(model?.targetModelId);
  const [saving, setSaving] = useState(false);
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

  const save = async () => {
    let basics: Basics;
    try {
      basics = await form.validateFields();
    } catch {
      return;
    }
    if (!bandsValid(levels) || new Set(levels.map((b) => b.min)).size !== levels.length) {
      void message.error(t("cultivate.editor.levelsInvalid"));
      return;
    }
    setSaving(true);
    const out = await run(
      () =>
        saveCultivateModel({
          ...(model ? { id: model.id } : {}),
          name: basics.name.trim(),
          description: basics.description ?? "",
          periods: basics.periods ?? [],
          targetModelId: basics.targetModelId as number,
          levels: levels.map((b) => ({ name: b.name.trim(), min: b.min })),
          goals: toGoalInputs(goals),
        }),
      (r) => t("cultivate.editor.saved", { version: r.version }),
    );
    setSaving(false);
    if (out && !model) void navigate(`/admin/cultivate/${out.id}`, { replace: true });
  };

  const initial: Basics = {
    name: model?.name ?? "",
    description: model?.description ?? "",
    periods: (model?.periods ?? []) as Period[],
    targetModelId: model?.targetModelId,
  };
  const options = (targets.data?.list ?? []).map((m) => ({ value: m.id, label: m.name }));
  if (model && !options.some((o) => o.value === model.targetModelId) && model.targetModelName) {
    options.push({ value: model.targetModelId, label: model.targetModelName });
  }

  return (
    <>
      <Card
        className="eos-page__card"
        title={t("cultivate.editor.basics")}
        extra={
          <>
            {model ? (
              <Tag color="blue" data-testid="cultivate-version">
                {t("evaluation.common.version", { version: model.version })}
              </Tag>
            ) : null}
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="cultivate-save">
              {t("cultivate.save")}
            </Button>
          </>
        }
      >
        <Form<Basics> form={form} name="cultivate-basics" layout="vertical" initialValues={initial}>
          <Form.Item
            name="name"
            label={t("cultivate.editor.name")}
            rules={[{ required: true, whitespace: true, message: t("cultivate.editor.nameRequired") }]}
          >
            <Input maxLength={60} data-testid="cultivate-name" />
          </Form.Item>
          <Form.Item name="description" label={t("cultivate.editor.description")}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
          <Form.Item
            name="periods"
            label={t("cultivate.editor.periods")}
            extra={t("cultivate.editor.periodsHint")}
          >
            <Checkbox.Group options={periodOptions.map((p) => ({ value: p, label: periodLabel(t, p) }))} />
          </Form.Item>
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
        </Form>
      </Card>
      <Card className="eos-page__card" title={t("cultivate.editor.goals")}>
        <GoalTreeEditor value={goals} onChange={setGoals} indicators={indicators} />
      </Card>
      <Card className="eos-page__card" title={t("cultivate.editor.levels")}>
        <LevelBandsEditor value={levels} onChange={setLevels} />
      </Card>
    </>
  );
}
