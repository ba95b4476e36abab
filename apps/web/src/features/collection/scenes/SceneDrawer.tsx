import type { SceneColumn, SceneItem, SceneSaveInput } from "@eos/contracts";
import { Form, Input, TreeSelect } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { toClassifyOptions } from "./classifyTree.ts";
import { EditDrawer } from "./EditDrawer.tsx";
import { SceneColumnRows } from "./SceneColumnRows.tsx";
import { saveScene } from "./scenesApi.ts";
import { useClassifyTree } from "./useClassifyTree.ts";

type Values = { name: string; classifyId?: number | null; description?: string; columns?: SceneColumn[] };

type Props = {
  open: boolean;
  /** The scene being edited; null to create one. */
  scene: SceneItem | null;
  /** The classification a new scene starts in (the one selected in the tree). */
  classifyId?: number;
  onClose: () => void;
  onSaved: (id: number) => void;
};

export const toSceneInput = (values: Values, id?: number): SceneSaveInput => ({
  id,
  name: values.name.trim(),
  classifyId: values.classifyId ?? null,
  description: values.description?.trim() ?? "",
  columns: (values.columns ?? []).map((c) => ({ key: c.key.trim(), title: c.title.trim() })),
});

/** Creates or edits a scene: its name, classification, description and the columns its lists show. */
export function SceneDrawer({ open, scene, classifyId, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const { roots } = useClassifyTree();
  const options = useMemo(() => toClassifyOptions(roots), [roots]);
  const initialValues: Partial<Values> = scene
    ? {
        name: scene.name,
        classifyId: scene.classifyId ?? undefined,
        description: scene.description,
        columns: scene.columns,
      }
    : { classifyId, description: "", columns: [] };
  return (
    <EditDrawer<Values, { id: number }>
      open={open}
      title={scene ? t("scenes.drawer.editTitle", { name: scene.name }) : t("scenes.drawer.addTitle")}
      initialValues={initialValues}
      save={(values) => saveScene(toSceneInput(values, scene?.id))}
      onSaved={(out) => onSaved(out.id)}
      onClose={onClose}
      testIdPrefix="scene"
    >
      <Form.Item
        name="name"
        label={t("scenes.drawer.name")}
        rules={[{ required: true, whitespace: true, message: t("scenes.drawer.nameRequired") }]}
      >
        <Input maxLength={60} autoComplete="off" data-testid="scene-name" />
      </Form.Item>
      <Form.Item name="classifyId" label={t("scenes.drawer.classify")}>
        <TreeSelect
          treeData={options}
          allowClear
          treeDefaultExpandAll
          placeholder={t("scenes.drawer.classifyPlaceholder")}
          data-testid="scene-classify"
        />
      </Form.Item>
      <Form.Item name="description" label={t("scenes.drawer.description")}>
        <Input.TextArea
          maxLength={500}
          showCount
          autoSize={{ minRows: 2, maxRows: 6 }}
          data-testid="scene-description"
        />
      </Form.Item>
      <SceneColumnRows />
    </EditDrawer>
  );
}
