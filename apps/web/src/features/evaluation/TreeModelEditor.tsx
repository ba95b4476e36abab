import { defaultLevelBands, type LevelBand } from "@eos/contracts";
import { App, Button, Card, Checkbox, Form, Input, Tag } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { bandsValid, LevelBandsEditor } from "./LevelBandsEditor.tsx";
import { type Period, periodLabel, periodOptions } from "./labels.ts";
import { useEvalWrite } from "./useEvalWrite.ts";

/**
 * The model engine's editor, shared by indicator (target) models and cultivate models: both are a model with
 * basics (name, description, periods), a tree and level bands, saved as a new version. What differs stays
 * with each: the tree (indicators or goals), basics of its own (a cultivate model's indicator model), what
 * the save sends, and the kind, which names the texts' namespace and the test ids (`model-save`,
 * `cultivate-save`, …).
 */
export type ModelKind = "model" | "cultivate";

export type ModelBasics = { name: string; description: string; periods: Period[] };

/** What every kind of model saves besides its tree. */
export type ModelSaveBase = {
  id?: number;
  name: string;
  description: string;
  periods: Period[];
  levels: LevelBand[];
};

type EditedModel = {
  id: number;
  version: number;
  name: string;
  description: string;
  periods: string[];
  levels: LevelBand[];
};

/** Each kind's texts: their editor's namespace, and the two that differ by more than it. */
const texts = {
  model: { ns: "evaluation", save: "evaluation.editor.save", saved: "evaluation.editor.savedVersion" },
  cultivate: { ns: "cultivate", save: "cultivate.save", saved: "cultivate.editor.saved" },
} as const;

type Props<B extends ModelBasics> = {
  kind: ModelKind;
  model: EditedModel | null;
  /** Basics of the kind's own: their first values, and their form items (`fields`). */
  initial?: Omit<B, keyof ModelBasics>;
  fields?: ReactNode;
  treeTitle: string;
  tree: ReactNode;
  footer?: ReactNode;
  /** Whether the bands may be saved; by default every band is named and the minimums descend. */
  levelsValid?: (levels: LevelBand[]) => boolean;
  save(base: ModelSaveBase, basics: B): Promise<{ id: number; version: number }>;
  /** Where a new model opens once saved. */
  pathOf(id: number): string;
};

/** The model being edited: basics, tree and level bands; Save makes a new version. */
export function TreeModelEditor<B extends ModelBasics>(props: Props<B>) {
  const { kind, model } = props;
  const { ns } = texts[kind];
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const run = useEvalWrite();
  const [form] = Form.useForm<B>();
  const [levels, setLevels] = useState<LevelBand[]>(() => model?.levels ?? defaultLevelBands);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    let basics: B;
    try {
      basics = await form.validateFields();
    } catch {
      return;
    }
    if (!(props.levelsValid ?? bandsValid)(levels)) {
      void message.error(t(`${ns}.editor.levelsInvalid`));
      return;
    }
    setSaving(true);
    const base: ModelSaveBase = {
      ...(model ? { id: model.id } : {}),
      name: basics.name.trim(),
      description: basics.description ?? "",
      periods: basics.periods ?? [],
      levels: levels.map((b) => ({ name: b.name.trim(), min: b.min })),
    };
    const out = await run(
      () => props.save(base, basics),
      (r) => t(texts[kind].saved, { version: r.version }),
    );
    setSaving(false);
    if (out && !model) void navigate(props.pathOf(out.id), { replace: true });
  };

  const initial = {
    name: model?.name ?? "",
    description: model?.description ?? "",
    periods: (model?.periods ?? []) as Period[],
    ...props.initial,
  } as B;

  return (
    <>
      <Card
        className="eos-page__card"
        title={t(`${ns}.editor.basics`)}
        extra={
          <>
            {model ? (
              <Tag color="blue" data-testid={`${kind}-version`}>
                {t("evaluation.common.version", { version: model.version })}
              </Tag>
            ) : null}
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid={`${kind}-save`}>
              {t(texts[kind].save)}
            </Button>
          </>
        }
      >
        <Form<B> form={form} name={`${kind}-basics`} layout="vertical" initialValues={initial}>
          <Form.Item
            name="name"
            label={t(`${ns}.editor.name`)}
            rules={[{ required: true, whitespace: true, message: t(`${ns}.editor.nameRequired`) }]}
          >
            <Input maxLength={60} data-testid={`${kind}-name`} />
          </Form.Item>
          <Form.Item name="description" label={t(`${ns}.editor.description`)}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
          <Form.Item name="periods" label={t(`${ns}.editor.periods`)} extra={t(`${ns}.editor.periodsHint`)}>
            <Checkbox.Group options={periodOptions.map((p) => ({ value: p, label: periodLabel(t, p) }))} />
          </Form.Item>
          {props.fields}
        </Form>
      </Card>
      <Card className="eos-page__card" title={props.treeTitle}>
        {props.tree}
      </Card>
      <Card className="eos-page__card" title={t(`${ns}.editor.levels`)}>
        <LevelBandsEditor value={levels} onChange={setLevels} />
      </Card>
      {props.footer}
    </>
  );
}
