import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { type FormItem, specOf } from "@eos/forms-core";
import { App, Button, Form, Input, Modal, Select, Space, Spin, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  fetchMatches,
  fetchQrVariables,
  MATCH_FIELDS,
  type Match,
  type MatchField,
  type QrVariable,
  saveMatches,
  saveQrVariables,
} from "./designerApi.ts";

type Props = { open: boolean; formId: number; items: readonly FormItem[]; onClose: () => void };
type Loaded = { matches: Record<string, MatchField | undefined>; builtin: string[]; qr: QrVariable[] };

/** Items a profile value can go into: text and number fields, at any depth (the server checks the same). */
const matchable = (items: readonly FormItem[]): FormItem[] =>
  items.flatMap((item) => {
    const spec = specOf(item);
    const own = spec?.holdsValue && ["text", "integer", "number"].includes(spec.value) ? [item] : [];
    return [...own, ...matchable(item.childItem)];
  });

/** getMatchInfo/saveMatch and QR variables get/add for one form, in one dialog. */
export function FillAidsModal({ open, formId, items, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ qr: QrVariable[] }>();
  const candidates = useMemo(() => matchable(items), [items]);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoaded(null);
    void Promise.all([fetchMatches(formId), fetchQrVariables(formId)]).then(
      ([matches, qr]) =>
        live &&
        setLoaded({
          matches: Object.fromEntries(matches.map((m) => [String(m.itemId), m.dbItemName])),
          builtin: qr.builtin,
          qr: qr.custom,
        }),
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [open, formId, onClose]);
  const submit = async () => {
    if (!loaded) return;
    const { qr = [] } = await form.validateFields();
    const matches: Match[] = candidates.flatMap((i) => {
      const field = loaded.matches[String(i.id)];
      return field ? [{ itemId: Number(i.id), dbItemName: field }] : [];
    });
    setBusy(true);
    try {
      await saveMatches(formId, matches);
      await saveQrVariables(
        formId,
        qr.map((v) => ({ name: v.name.trim(), value: v.value ?? "" })),
      );
      void message.success(t("formsDesigner.fillAids.saved"));
      onClose();
    } catch {
      // The client has told the user why.
    } finally {
      setBusy(false);
    }
  };
  const fieldOptions = MATCH_FIELDS.map((f) => ({
    value: f,
    label: t(`formsDesigner.fillAids.fields.${f}`),
  }));
  return (
    <Modal
      open={open}
      title={t("formsDesigner.fillAids.title")}
      okText={t("formsDesigner.fillAids.ok")}
      cancelText={t("formsDesigner.fillAids.cancel")}
      confirmLoading={busy}
      okButtonProps={{ disabled: !loaded, "data-testid": "fill-aids-ok" } as never}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      {!loaded ? (
        <Spin />
      ) : (
        <>
          <Typography.Title level={5}>{t("formsDesigner.fillAids.matchTitle")}</Typography.Title>
          <Typography.Paragraph type="secondary">
            {t("formsDesigner.fillAids.matchHint")}
          </Typography.Paragraph>
          {candidates.length === 0 ? (
            <Typography.Paragraph>{t("formsDesigner.fillAids.noItems")}</Typography.Paragraph>
          ) : (
            candidates.map((item) => (
              <Space key={String(item.id)} style={{ display: "flex", marginBottom: 8 }}>
                <span style={{ display: "inline-block", minWidth: 160 }}>{item.name}</span>
                <Select
                  aria-label={item.name}
                  allowClear
                  style={{ width: 200 }}
                  placeholder={t("formsDesigner.fillAids.fieldPlaceholder")}
                  options={fieldOptions}
                  value={loaded.matches[String(item.id)]}
                  onChange={(v: MatchField | undefined) =>
                    setLoaded((l) => (l ? { ...l, matches: { ...l.matches, [String(item.id)]: v } } : l))
                  }
                />
              </Space>
            ))
          )}
          <Typography.Title level={5}>{t("formsDesigner.fillAids.qrTitle")}</Typography.Title>
          <Typography.Paragraph type="secondary">
            {t("formsDesigner.fillAids.qrHint", { builtin: loaded.builtin.map((b) => `{${b}}`).join(" ") })}
          </Typography.Paragraph>
          <Form form={form} initialValues={{ qr: loaded.qr }} preserve={false}>
            <Form.List name="qr">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((field) => (
                    <Space key={field.key} align="baseline" style={{ display: "flex" }}>
                      <Form.Item
                        name={[field.name, "name"]}
                        rules={[{ required: true, pattern: /^[A-Za-z][A-Za-z0-9_]{0,39}$/ }]}
                      >
                        <Input
                          placeholder={t("formsDesigner.fillAids.name")}
                          aria-label={t("formsDesigner.fillAids.name")}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, "value"]} rules={[{ max: 500 }]}>
                        <Input
                          placeholder={t("formsDesigner.fillAids.value")}
                          aria-label={t("formsDesigner.fillAids.value")}
                        />
                      </Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        aria-label={t("formsDesigner.fillAids.remove")}
                        onClick={() => remove(field.name)}
                      />
                    </Space>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add({ name: "", value: "" })}>
                    {t("formsDesigner.fillAids.add")}
                  </Button>
                </>
              )}
            </Form.List>
          </Form>
        </>
      )}
    </Modal>
  );
}
