import { App, Button, Drawer, Form, Grid } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "./useRunWrite.ts";

type Props<V, R> = {
  open: boolean;
  title: string;
  /** Values the form starts from; a new object per opening. */
  initialValues: Partial<V>;
  save: (values: V) => Promise<R>;
  onSaved: (result: R) => void;
  onClose: () => void;
  /** Prefix of the test ids: `${prefix}-drawer`, `${prefix}-save`, `${prefix}-cancel`. */
  testIdPrefix: string;
  children: ReactNode;
};

/**
 * Create and edit in a drawer: a validated form, the server's refusal as a message, full width on phones.
 * Every opening gets a form of its own: a form instance kept across openings let the values it held win over
 * the next opening's initialValues (an edit opened after an add showed an empty form).
 */
export function EditDrawer<V extends object, R = unknown>(props: Props<V, R>) {
  const [openings, setOpenings] = useState(0);
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setOpenings((n) => n + 1);
  }
  return <EditDrawerOpening key={openings} {...props} />;
}

function EditDrawerOpening<V extends object, R = unknown>(props: Props<V, R>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const isPhone = Grid.useBreakpoint().md === false;
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      props.onSaved(await props.save(values));
    } catch (error) {
      void message.error(errorText(error, t("scenes.common.failed")));
    } finally {
      setSaving(false);
    }
  };

  const prefix = props.testIdPrefix;
  return (
    <Drawer
      open={props.open}
      title={props.title}
      onClose={props.onClose}
      size={isPhone ? "100%" : 560}
      destroyOnHidden
      closable={{ "aria-label": t("scenes.common.close") }}
      footer={
        <div className="eos-scenes-drawer__footer">
          <Button onClick={props.onClose} data-testid={`${prefix}-cancel`}>
            {t("scenes.common.cancel")}
          </Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => void submit()}
            data-testid={`${prefix}-save`}
          >
            {t("scenes.common.save")}
          </Button>
        </div>
      }
    >
      <div data-testid={`${prefix}-drawer`}>
        <Form<V>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={props.initialValues}
          onFinish={() => void submit()}
          requiredMark
        >
          {props.children}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      </div>
    </Drawer>
  );
}
