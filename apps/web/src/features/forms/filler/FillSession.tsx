import { type FillableForm, Limits, type ValueRecord } from "@eos/contracts";
import { type FormItem, parseForm, renderValidationMessage } from "@eos/forms-core";
import { Alert, Button, Result, Typography } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { ui } from "../../../api/ui.ts";
import { useClickLock } from "../../../api/useClickLock.ts";
import { FormRenderer } from "./FormRenderer.tsx";
import { type MatchedValue, saveDraft, submitValue } from "./fillerApi.ts";
import { createFillStore } from "./fillStore.ts";
import { withMatched } from "./matchPreset.ts";
import { useDraftAutosave } from "./useDraftAutosave.ts";

export type SubmitFn = (items: ValueRecord[]) => Promise<unknown>;

export type FillSessionProps = {
  data: FillableForm;
  device: "pc" | "phone";
  mode: "fill" | "query";
  customForm?: string | null;
  /** Profile values of matched items (getMatchInfo), pre-filled under the page's own customForm. */
  matched?: readonly MatchedValue[];
  /** Replaces wx/add (visitors, fill for students). */
  submit?: SubmitFn;
  /** Drafts are saved for signed-in fillers of new values only. */
  drafts?: boolean;
  /** After a submit: fill again (reloads the form) or go back. */
  onAgain: () => void;
  onBack: () => void;
  /** Shown above the submit button (fill for students puts its picker here). */
  extra?: React.ReactNode;
  submitLabel?: string;
  /** A heading other than the form's name. */
  title?: string;
  /** Refuses to submit with a message (e.g. no students picked). */
  blockSubmit?: () => string | null;
  /** The collection task this fill belongs to: sent with drafts and wx/add. */
  taskId?: number | null;
  /** A parent's fill of a task: the child it is about, whose draft this is (default: the current child). */
  childId?: number | null;
  /** Called instead of showing the success result (a task's fill goes back home). */
  onSubmitted?: () => void;
};

/**
 * Brings the first error line into view. An error shows once, on its field; only when no field shows it (the
 * item is not on the page) does `fallback` say it in a toast.
 */
const showFirstError = (fallback: () => void) => {
  requestAnimationFrame(() => {
    const field = document.querySelector(".eos-fill-error")?.closest("[data-item-id]");
    if (!field) fallback();
    else if ("scrollIntoView" in field) field.scrollIntoView({ block: "center" });
  });
};

/** One filling of a form: the renderer, drafts, submit with the click lock, and the success result. */
export function FillSession(props: FillSessionProps) {
  const { data, device, mode, matched } = props;
  const customForm = useMemo(() => withMatched(props.customForm, matched), [props.customForm, matched]);
  const { t, i18n } = useTranslation();
  const [store] = useState(createFillStore);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const formValId = data.value?.formValId ?? null;
  const draftValues = formValId === null ? (data.draft?.values ?? undefined) : undefined;
  const withDrafts = props.drafts !== false && mode === "fill" && formValId === null && !done;
  const drafts = useDraftAutosave(store, withDrafts, (leaving) =>
    saveDraft(data.id, store.submission(), leaving, props.taskId ?? null, props.childId ?? null),
  );
  const items = useMemo(() => parseForm(data.items).items, [data.items]);

  // The click lock (SPEC 4) shows: the button stays disabled while a click is locked out.
  const [cooling, setCooling] = useState(false);
  useEffect(() => {
    if (!cooling) return;
    const timer = setTimeout(() => setCooling(false), Limits.clickLockMs);
    return () => clearTimeout(timer);
  }, [cooling]);
  const submit = useClickLock(async () => {
    setCooling(true);
    const errors = store.validateAll();
    if (errors.length > 0) {
      const first = errors[0];
      const item = store.form()?.places.get(String(first.itemId))?.item as FormItem | undefined;
      const lang = i18n.language === "en-US" ? "en-US" : "zh-CN";
      showFirstError(() =>
        ui().toast(
          item
            ? renderValidationMessage(first, item, lang)
            : t("formsFiller.fixErrors", { count: errors.length }),
        ),
      );
      return;
    }
    const blocked = props.blockSubmit?.();
    if (blocked) {
      ui().toast(blocked);
      return;
    }
    setBusy(true);
    drafts.markSaved();
    try {
      const records = store.submission();
      await (props.submit
        ? props.submit(records)
        : submitValue({ formId: data.id, items: records, formValId, taskId: props.taskId }));
      if (props.onSubmitted) props.onSubmitted();
      else setDone(true);
    } catch {
      // The API client has shown the problem (the -100910 list among them).
    } finally {
      setBusy(false);
    }
  });

  if (done)
    return (
      <Result
        status="success"
        title={t("formsFiller.result.success")}
        extra={[
          <Button key="again" type="primary" onClick={props.onAgain}>
            {t("formsFiller.result.again")}
          </Button>,
          <Button key="back" onClick={props.onBack}>
            {t("formsFiller.result.back")}
          </Button>,
        ]}
      />
    );

  return (
    <div className="eos-fill-session" data-testid="form-fill">
      <Typography.Title level={device === "phone" ? 4 : 2}>{props.title ?? data.name}</Typography.Title>
      {data.settings.description ? (
        <Typography.Paragraph type="secondary">{data.settings.description}</Typography.Paragraph>
      ) : null}
      {draftValues ? (
        <Alert type="info" showIcon title={t("formsFiller.draft.restored")} style={{ marginBottom: 16 }} />
      ) : null}
      <FormRenderer
        items={data.items}
        mode={mode}
        device={device}
        store={store}
        optionCounts={data.optionCounts}
        initialValues={data.value?.values}
        formValId={formValId}
        draft={draftValues}
        customForm={customForm}
        formId={data.id}
      />
      {props.extra}
      {mode === "fill" && items.length > 0 ? (
        <div className={device === "phone" ? "eos-fill-actions eos-fill-phone-actions" : "eos-fill-actions"}>
          <Button
            type="primary"
            size="large"
            block={device === "phone"}
            loading={busy}
            disabled={cooling && !busy}
            onClick={() => void submit()}
            data-testid="form-submit"
          >
            {props.submitLabel ?? data.settings.submitText ?? t("formsFiller.submit")}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
