import { Alert, Button, Drawer, Form, Grid } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWriteAccess } from "./useWriteAccess.ts";

type Props<V> = {
  open: boolean;
  title: string;
  /** Values the form starts from; a new object per opening. */
  initialValues: Partial<V>;
  save: (values: V) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
  testId: string;
  children: ReactNode;
};

/** Create and edit in a drawer: a validated form, the server's refusal shown inside, full width on phones. */
export function PersonDrawer<V extends object>(props: Props<V>) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { noteRefusal } = useWriteAccess();

  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await props.save(values);
      props.onSaved();
    } catch (cause) {
      noteRefusal(cause);
      setError(cause instanceof Error && cause.message ? cause.message : t("people.common.saveFailed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={props.open}
      title={props.title}
      onClose={props.onClose}
      size={isPhone ? "100%" : 520}
      destroyOnHidden
      afterOpenChange={(open) => {
        if (!open) setError(null);
      }}
      closable={{ "aria-label": t("people.common.close") }}
      footer={
        <div className="eos-people-drawer__footer">
          <Button onClick={props.onClose} data-testid={`${props.testId}-cancel`}>
            {t("people.common.cancel")}
          </Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => void submit()}
            data-testid={`${props.testId}-save`}
          >
            {t("people.common.save")}
          </Button>
        </div>
      }
    >
      <div data-testid={props.testId}>
        {error ? (
          <Alert
            type="error"
            showIcon
            title={error}
            className="eos-people-form-error"
            data-testid={`${props.testId}-error`}
          />
        ) : null}
        <Form<V>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={props.initialValues}
          onFinish={() => void submit()}
          requiredMark
        >
          {props.children}
          {/* Enter in any field submits. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      </div>
    </Drawer>
  );
}
