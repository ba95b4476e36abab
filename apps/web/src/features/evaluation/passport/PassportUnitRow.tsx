import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from "@ant-design/icons";
import { type RevealUnitKind, revealUnitKinds } from "@eos/contracts";
import { Button, Form, type FormInstance, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { usesModel, usesScene } from "./passportUnits.ts";
import { UnitModelSelect, UnitSceneSelect } from "./UnitSourceSelects.tsx";

type Props = {
  form: FormInstance;
  name: number;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

/** One unit of a passport model: its kind, title, and the scene or model it reads; moved and removed here. */
export function PassportUnitRow({ form, name, index, count, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const kind = Form.useWatch<RevealUnitKind | undefined>(["units", name, "kind"], form);
  const kindLabel = (k: RevealUnitKind) => t(`passport.kind_${k}`);
  const changeKind = (next: RevealUnitKind) => {
    // The title follows the kind until someone writes one of their own.
    const title = form.getFieldValue(["units", name, "title"]) as string | undefined;
    const isDefault = !title?.trim() || revealUnitKinds.some((k) => kindLabel(k) === title);
    if (isDefault) form.setFieldValue(["units", name, "title"], kindLabel(next));
  };
  return (
    <div className="eos-passport-unit-row" data-testid={`passport-unit-row-${index}`}>
      <Form.Item name={[name, "key"]} hidden>
        <Input />
      </Form.Item>
      <Form.Item name={[name, "kind"]} className="eos-passport-unit-row__field">
        <Select<RevealUnitKind>
          aria-label={t("passport.unitKind")}
          options={revealUnitKinds.map((k) => ({ value: k, label: kindLabel(k) }))}
          onChange={changeKind}
          data-testid={`passport-unit-kind-${index}`}
        />
      </Form.Item>
      <Form.Item
        name={[name, "title"]}
        className="eos-passport-unit-row__field"
        rules={[{ required: true, whitespace: true, message: t("passport.unitTitleRequired") }]}
      >
        <Input
          maxLength={40}
          aria-label={t("passport.unitTitle")}
          data-testid={`passport-unit-title-${index}`}
        />
      </Form.Item>
      {kind && usesScene(kind) ? (
        <Form.Item
          name={[name, "sceneId"]}
          className="eos-passport-unit-row__field"
          rules={[{ required: true, message: t("passport.unitSceneRequired") }]}
        >
          <UnitSceneSelect testId={`passport-unit-scene-${index}`} />
        </Form.Item>
      ) : null}
      {kind && usesModel(kind) ? (
        <Form.Item name={[name, "modelId"]} className="eos-passport-unit-row__field">
          <UnitModelSelect testId={`passport-unit-model-${index}`} />
        </Form.Item>
      ) : null}
      <span className="eos-eval-actions">
        <Button
          type="text"
          icon={<ArrowUpOutlined />}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={t("passport.moveUp")}
          title={t("passport.moveUp")}
          data-testid={`passport-unit-up-${index}`}
        />
        <Button
          type="text"
          icon={<ArrowDownOutlined />}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={t("passport.moveDown")}
          title={t("passport.moveDown")}
          data-testid={`passport-unit-down-${index}`}
        />
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          disabled={count === 1}
          onClick={onRemove}
          aria-label={t("passport.remove")}
          title={t("passport.remove")}
          data-testid={`passport-unit-remove-${index}`}
        />
      </span>
    </div>
  );
}
