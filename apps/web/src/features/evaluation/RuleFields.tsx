import { type Indicator, ruleAggregates, ruleKinds } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Form, Input, InputNumber, Radio, Select, TreeSelect } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchRuleSources } from "./evaluationApi.ts";
import { aggregateLabel, kindLabel } from "./labels.ts";
import { RuleConditionField } from "./RuleConditionField.tsx";
import { RuleKindFields } from "./RuleKindFields.tsx";
import type { RuleFormValues } from "./ruleConfig.ts";
import { useRuleSources, useSceneChoices } from "./useRuleSources.ts";

type Props = {
  indicators: ReadonlyArray<Indicator>;
  /** The edited rule's scene, so that it shows by name even when the search does not list it. */
  scene?: { id: number; name: string };
  /** Whom the rule's model scores: its rules read tasks about them only. */
  subjectType?: number;
};

type TreeNode = { value: number; title: string; children?: TreeNode[] };

const indicatorTree = (list: ReadonlyArray<Indicator>, pid: number | null = null): TreeNode[] =>
  list
    .filter((i) => i.pid === pid)
    .sort((a, b) => a.sort - b.sort)
    .map((i) => {
      const children = indicatorTree(list, i.id);
      return children.length > 0 ? { value: i.id, title: i.name, children } : { value: i.id, title: i.name };
    });

const wide = { width: "100%" };

/** The rule drawer's fields; the kind decides which scoring fields show. */
export function RuleFields({ indicators, scene, subjectType = 1 }: Props) {
  const { t } = useTranslation();
  const form = Form.useFormInstance<RuleFormValues>();
  const [keyword, setKeyword] = useState("");
  const sceneId = Form.useWatch("sceneId", form);
  const taskIds = Form.useWatch("taskIds", form);
  const kind = Form.useWatch("kind", form) ?? "fixed";
  const itemId = Form.useWatch("itemId", form);
  const source = Form.useWatch("source", form);
  const scenes = useSceneChoices(keyword);
  const dataSources = useQuery({ queryKey: ["evaluation", "ruleSources"], queryFn: fetchRuleSources });
  const sourceOptions = [
    { value: "", label: t("evaluation.drawer.sourceScene") },
    ...(dataSources.data ?? []).map((s) => ({ value: s.key, label: s.name })),
  ];
  const sources = useRuleSources(sceneId, taskIds, kind, subjectType);
  const sceneOptions = (scenes.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }));
  if (scene && !sceneOptions.some((o) => o.value === scene.id)) {
    sceneOptions.unshift({ value: scene.id, label: scene.name });
  }

  const sceneFields = (
    <>
      <Form.Item name="taskIds" label={t("evaluation.drawer.tasks")} extra={t("evaluation.drawer.tasksHint")}>
        <Select
          mode="multiple"
          options={sources.tasks.map((task) => ({ value: task.id, label: task.name }))}
          loading={sources.tasksLoading}
          disabled={sceneId === undefined}
          data-testid="rule-tasks"
        />
      </Form.Item>
      <Form.Item name="kind" label={t("evaluation.drawer.kind")}>
        <Radio.Group
          options={ruleKinds.map((k) => ({ value: k, label: kindLabel(t, k) }))}
          optionType="button"
          onChange={() => form.setFieldsValue({ itemId: null, optionPoints: {} })}
          data-testid="rule-kind"
        />
      </Form.Item>
      <RuleKindFields
        kind={kind}
        items={sources.items}
        itemsLoading={sources.itemsLoading}
        itemId={itemId ?? undefined}
      />
      <RuleConditionField items={sources.conditionItems} loading={sources.itemsLoading} />
    </>
  );

  return (
    <>
      <Form.Item
        name="name"
        label={t("evaluation.drawer.name")}
        rules={[{ required: true, whitespace: true, message: t("evaluation.drawer.nameRequired") }]}
      >
        <Input maxLength={60} data-testid="rule-name" />
      </Form.Item>
      <Form.Item
        name="indicatorId"
        label={t("evaluation.drawer.indicator")}
        rules={[{ required: true, message: t("evaluation.drawer.indicatorRequired") }]}
      >
        <TreeSelect treeData={indicatorTree(indicators)} treeDefaultExpandAll data-testid="rule-indicator" />
      </Form.Item>
      <Form.Item
        name="sceneId"
        label={t("evaluation.drawer.scene")}
        rules={[{ required: true, message: t("evaluation.drawer.sceneRequired") }]}
      >
        <Select
          options={sceneOptions}
          showSearch={{ filterOption: false, onSearch: setKeyword }}
          loading={scenes.isFetching}
          onChange={() => form.setFieldsValue({ taskIds: [], itemId: null, optionPoints: {} })}
          data-testid="rule-scene"
        />
      </Form.Item>
      <Form.Item name="source" label={t("evaluation.drawer.source")}>
        <Select options={sourceOptions} loading={dataSources.isFetching} data-testid="rule-source" />
      </Form.Item>
      {source ? (
        <Form.Item
          name="scale"
          label={t("evaluation.drawer.scale")}
          extra={t("evaluation.drawer.sourceScaleHint")}
        >
          <InputNumber min={-1000} max={1000} style={wide} data-testid="rule-source-scale" />
        </Form.Item>
      ) : (
        sceneFields
      )}
      <Form.Item name="aggregate" label={t("evaluation.drawer.aggregate")}>
        <Radio.Group
          options={ruleAggregates.map((a) => ({ value: a, label: aggregateLabel(t, a) }))}
          data-testid="rule-aggregate"
        />
      </Form.Item>
      <Form.Item
        name="maxCount"
        label={t("evaluation.drawer.maxCount")}
        extra={t("evaluation.drawer.maxCountHint")}
      >
        <InputNumber min={1} max={10000} precision={0} style={wide} data-testid="rule-max-count" />
      </Form.Item>
      <Form.Item name="cap" label={t("evaluation.drawer.cap")} extra={t("evaluation.drawer.capHint")}>
        <InputNumber min={0} max={100000} style={wide} data-testid="rule-cap" />
      </Form.Item>
    </>
  );
}
