import { defaultLevelBands, type LevelBand, type SubjectType, type TargetModelDetail } from "@eos/contracts";
import { App, Button, Card, Checkbox, Form, Input, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { saveModel } from "./evaluationApi.ts";
import { IndicatorTreeEditor } from "./IndicatorTreeEditor.tsx";
import { type DraftIndicator, fromIndicators, toInputs } from "./indicatorTree.ts";
import { bandsValid, LevelBandsEditor } from "./LevelBandsEditor.tsx";
import { type Period, periodLabel, periodOptions } from "./labels.ts";
import { useEvalWrite } from "./useEvalWrite.ts";

type Props = {
  model: TargetModelDetail | null;
  /** Whom a new model scores: 1 students (default), 0 teachers (a teacher growth model). */
  subjectType?: SubjectType;
  /** Where the model's page lives (a new model opens there once saved). */
  basePath?: string;
};
type Basics = { name: string; description: string; periods: Period[] };

/** The model being edited: name, periods, indicator tree and level bands; Save makes a new version. */
export function ModelEditor({ model, subjectType = 1, basePath = "/admin/models" }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const run = useEvalWrite();
  const [form] = Form.useForm<Basics>();
  const [indicators, setIndicators] = useState<DraftIndicator[]>(() =>
    fromIndicators(model?.indicators ?? []),
  );
  const [levels, setLevels] = useState<LevelBand[]>(() => model?.levels ?? defaultLevelBands);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    let basics: Basics;
    try {
      basics = await form.validateFields();
    } catch {
      return;
    }
    if (!bandsValid(levels)) {
      void message.error(t("evaluation.editor.levelsInvalid"));
      return;
    }
    setSaving(true);
    const input = {
      ...(model ? { id: model.id } : {}),
      name: basics.name.trim(),
      subjectType: (model?.subjectType ?? subjectType) as SubjectType,
      description: basics.description ?? "",
      periods: basics.periods ?? [],
      levels: levels.map((b) => ({ name: b.name.trim(), min: b.min })),
      indicators: toInputs(indicators),
    };
    const out = await run(
      () => saveModel(input),
      (r) => t("evaluation.editor.savedVersion", { version: r.version }),
    );
    setSaving(false);
    if (out && !model) void navigate(`${basePath}/${out.id}`, { replace: true });
  };

  const initial: Basics = {
    name: model?.name ?? "",
    description: model?.description ?? "",
    periods: (model?.periods ?? []) as Period[],
  };

  return (
    <>
      <Card
        className="eos-page__card"
        title={t("evaluation.editor.basics")}
        extra={
          <>
            {model ? (
              <Tag color="blue" data-testid="model-version">
                {t("evaluation.common.version", { version: model.version })}
              </Tag>
            ) : null}
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="model-save">
              {t("evaluation.editor.save")}
            </Button>
          </>
        }
      >
        <Form<Basics> form={form} name="model-basics" layout="vertical" initialValues={initial}>
          <Form.Item
            name="name"
            label={t("evaluation.editor.name")}
            rules={[{ required: true, whitespace: true, message: t("evaluation.editor.nameRequired") }]}
          >
            <Input maxLength={60} data-testid="model-name" />
          </Form.Item>
          <Form.Item name="description" label={t("evaluation.editor.description")}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
          <Form.Item
            name="periods"
            label={t("evaluation.editor.periods")}
            extra={t("evaluation.editor.periodsHint")}
          >
            <Checkbox.Group options={periodOptions.map((p) => ({ value: p, label: periodLabel(t, p) }))} />
          </Form.Item>
        </Form>
      </Card>
      <Card className="eos-page__card" title={t("evaluation.editor.indicators")}>
        <IndicatorTreeEditor value={indicators} onChange={setIndicators} />
      </Card>
      <Card className="eos-page__card" title={t("evaluation.editor.levels")}>
        <LevelBandsEditor value={levels} onChange={setLevels} />
      </Card>
      {model ? null : <Card className="eos-page__card">{t("evaluation.editor.unsavedRules")}</Card>}
    </>
  );
}
