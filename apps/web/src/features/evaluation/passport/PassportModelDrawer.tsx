import { PlusOutlined } from "@ant-design/icons";
import type { PassportModelItem } from "@eos/contracts";
import { Button, Drawer, Form, Grid, Input, Tooltip, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useEvalWrite } from "../useEvalWrite.ts";
import { PassportUnitRow } from "./PassportUnitRow.tsx";
import { savePassportModel } from "./passportApi.ts";
import { freeKey, nextKind, toRevealUnit, type UnitDraft } from "./passportUnits.ts";
import { YearSelect } from "./YearSelect.tsx";
import "./passport.css";

type Props = {
  /** The model edited, or null for a new one. */
  model: PassportModelItem | null;
  onClose: () => void;
  onPreview: (model: { id: number; name: string }) => void;
};

type Values = { name: string; schoolYearId?: number; units: UnitDraft[] };

/** Adds or changes a passport model: its name, school year, and units in order. Stays open after saving. */
export function PassportModelDrawer({ model, onClose, onPreview }: Props) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  const run = useEvalWrite();
  const [form] = Form.useForm<Values>();
  const [savedId, setSavedId] = useState(model?.id);
  const [busy, setBusy] = useState(false);
  const initial: Values = model
    ? { name: model.name, schoolYearId: model.schoolYearId, units: model.units }
    : { name: "", units: [{ key: "u1", kind: "basic", title: t("passport.kind_basic") }] };

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || values.schoolYearId === undefined) return;
    setBusy(true);
    const out = await run(
      () =>
        savePassportModel({
          id: savedId,
          name: values.name.trim(),
          schoolYearId: values.schoolYearId as number,
          units: values.units.map(toRevealUnit),
        }),
      t("passport.saved"),
    );
    setBusy(false);
    if (out) setSavedId(out.id);
  };

  const footer = (
    <div className="eos-eval-drawer__footer">
      {/*
        A model is previewed from the server with a student's data: it must be saved first, and says so. A
        disabled button gets no pointer events, so the tooltip hangs on a wrapper that does.
      */}
      {savedId === undefined ? (
        <Tooltip title={t("passport.previewNeedsSave")}>
          <span className="eos-passport-preview-wait" data-testid="passport-model-preview-wait">
            <Button disabled data-testid="passport-model-preview">
              {t("passport.preview")}
            </Button>
          </span>
        </Tooltip>
      ) : (
        <Button
          onClick={() => onPreview({ id: savedId, name: form.getFieldValue("name") })}
          data-testid="passport-model-preview"
        >
          {t("passport.preview")}
        </Button>
      )}
      <Button onClick={onClose}>{t("passport.cancel")}</Button>
      <Button type="primary" loading={busy} onClick={() => void save()} data-testid="passport-model-save">
        {t("passport.save")}
      </Button>
    </div>
  );

  return (
    <Drawer
      open
      title={savedId === undefined ? t("passport.addTitle") : t("passport.editTitle")}
      onClose={onClose}
      size={isPhone ? "100%" : 760}
      destroyOnHidden
      closable={{ "aria-label": t("passport.cancel") }}
      footer={footer}
    >
      <Form<Values>
        form={form}
        name="passport-model"
        layout="vertical"
        initialValues={initial}
        data-testid="passport-model-drawer"
      >
        <Form.Item
          name="name"
          label={t("passport.name")}
          rules={[{ required: true, whitespace: true, message: t("passport.nameRequired") }]}
        >
          <Input
            maxLength={50}
            placeholder={t("passport.namePlaceholder")}
            data-testid="passport-model-name"
          />
        </Form.Item>
        <Form.Item
          name="schoolYearId"
          label={t("passport.schoolYear")}
          rules={[{ required: true, message: t("passport.yearRequired") }]}
        >
          <YearOfModel />
        </Form.Item>
        <UnitsField form={form} />
      </Form>
    </Drawer>
  );
}

/** The form's year field: the school-year select, starting on the current year for a new model. */
function YearOfModel({ value, onChange }: { value?: number; onChange?: (id: number) => void }) {
  return (
    <YearSelect
      value={value}
      onChange={(id) => onChange?.(id)}
      className="eos-passport-year"
      testId="passport-model-year"
    />
  );
}

function UnitsField({ form }: { form: ReturnType<typeof Form.useForm<Values>>[0] }) {
  const { t } = useTranslation();
  return (
    <Form.List
      name="units"
      rules={[
        {
          validator: async (_, units: UnitDraft[] | undefined) => {
            if (!units?.length) throw new Error(t("passport.unitsRequired"));
          },
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => (
        <div className="eos-passport-units">
          <Typography.Text strong>{t("passport.units")}</Typography.Text>
          {fields.map((field, index) => (
            <PassportUnitRow
              key={field.key}
              form={form}
              name={field.name}
              index={index}
              count={fields.length}
              onMove={move}
              onRemove={() => remove(field.name)}
            />
          ))}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            disabled={fields.length >= 20}
            onClick={() => {
              const units = (form.getFieldValue("units") as UnitDraft[] | undefined) ?? [];
              const kind = nextKind(units);
              add({ key: freeKey(units), kind, title: t(`passport.kind_${kind}`) });
            }}
            data-testid="passport-unit-add"
          >
            {t("passport.addUnit")}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
