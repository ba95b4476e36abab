import type { ComputeRuleItem, RulePreviewResult, TargetModelDetail } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Alert, Button, Drawer, Form, Grid, Popconfirm, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import {
  discardStash,
  evaluationKeys,
  fetchRule,
  previewRule,
  publishStash,
  saveRule,
  stashRule,
} from "./evaluationApi.ts";
import { RuleFields } from "./RuleFields.tsx";
import { RulePreview } from "./RulePreview.tsx";
import { newRuleValues, type RuleFormValues, toConfig, toFormValues } from "./ruleConfig.ts";
import { useEvalWrite } from "./useEvalWrite.ts";

type Props = { open: boolean; model: TargetModelDetail; rule: ComputeRuleItem | null; onClose: () => void };

/**
 * Create or edit a scoring rule. An existing rule can be published at once, or changed as a draft that is
 * previewed against the current term, then published or discarded.
 */
export function RuleDrawer({ open, model, rule, onClose }: Props) {
  const { t } = useTranslation();
  const isPhone = Grid.useBreakpoint().md === false;
  const run = useEvalWrite();
  const [form] = Form.useForm<RuleFormValues>();
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<RulePreviewResult | null>(null);
  const detail = useQuery({
    queryKey: [...evaluationKeys.rules(), "detail", rule?.id ?? 0],
    queryFn: () => fetchRule(rule?.id ?? 0),
    enabled: open && rule !== null,
  });
  const current = rule ? detail.data : null;
  const draft = current?.draft ?? null;

  const values = async () => {
    try {
      return await form.validateFields();
    } catch {
      return undefined;
    }
  };
  const act = async <T,>(work: (v: RuleFormValues) => Promise<T>, done: string | ((out: T) => string)) => {
    const v = await values();
    if (!v) return undefined;
    setBusy(true);
    const out = await run(() => work(v), done);
    setBusy(false);
    return out;
  };
  const close = () => {
    setPreview(null);
    onClose();
  };

  const save = async () => {
    const out = await act(
      (v) =>
        saveRule({
          id: rule?.id,
          modelId: model.id,
          indicatorId: v.indicatorId,
          name: v.name.trim(),
          config: toConfig(v),
        }),
      (r) =>
        rule ? t("evaluation.drawer.published", { version: r.version }) : t("evaluation.drawer.created"),
    );
    if (out) close();
  };
  const stash = () => act((v) => stashRule(rule?.id ?? 0, toConfig(v)), t("evaluation.drawer.stashed"));
  const runPreview = async () => {
    const out = await act((v) => previewRule(rule?.id ?? 0, toConfig(v)), "");
    if (out) setPreview(out);
  };
  const publish = async () => {
    setBusy(true);
    const out = await run(
      () => publishStash(rule?.id ?? 0),
      (r) => t("evaluation.drawer.published", { version: r.version }),
    );
    setBusy(false);
    if (out) close();
  };
  const discard = async () => {
    await run(() => discardStash(rule?.id ?? 0), t("evaluation.drawer.discarded"));
    setPreview(null);
  };

  const footer = (
    <div className="eos-eval-drawer__footer">
      <Button onClick={close} data-testid="rule-cancel">
        {t("evaluation.common.cancel")}
      </Button>
      {draft ? (
        <>
          <Popconfirm
            title={t("evaluation.drawer.discardTitle")}
            okText={t("evaluation.drawer.discard")}
            cancelText={t("evaluation.common.cancel")}
            okButtonProps={{ danger: true, "data-testid": "confirm-ok" } as never}
            onConfirm={() => discard()}
          >
            <Button danger disabled={busy} data-testid="rule-discard">
              {t("evaluation.drawer.discard")}
            </Button>
          </Popconfirm>
          <Button disabled={busy} onClick={() => void runPreview()} data-testid="rule-preview-run">
            {t("evaluation.drawer.preview")}
          </Button>
          <Button disabled={busy} onClick={() => void publish()} data-testid="rule-publish">
            {t("evaluation.drawer.publish")}
          </Button>
        </>
      ) : null}
      {rule ? (
        <Button disabled={busy} onClick={() => void stash()} data-testid="rule-stash">
          {t("evaluation.drawer.stash")}
        </Button>
      ) : null}
      <Button type="primary" loading={busy} onClick={() => void save()} data-testid="rule-save">
        {t("evaluation.drawer.save")}
      </Button>
    </div>
  );

  const ready = rule === null || current !== undefined;
  const initial = current
    ? toFormValues(current, draft ?? current.config)
    : newRuleValues(model.indicators[0]?.id);
  return (
    <Drawer
      open={open}
      title={rule ? t("evaluation.drawer.editTitle") : t("evaluation.drawer.addTitle")}
      onClose={close}
      size={isPhone ? "100%" : 600}
      destroyOnHidden
      closable={{ "aria-label": t("evaluation.common.close") }}
      footer={ready ? footer : null}
    >
      <div data-testid="rule-drawer" className="eos-eval-stack">
        {draft ? (
          <Alert
            type="info"
            showIcon
            title={t("evaluation.drawer.draftNotice")}
            data-testid="rule-draft-notice"
          />
        ) : null}
        {ready ? (
          <Form<RuleFormValues>
            // A new form when a draft is kept or dropped, so that it shows what the server now holds.
            key={`${rule?.id ?? "new"}-${detail.dataUpdatedAt}`}
            form={form}
            name="rule"
            layout="vertical"
            preserve={false}
            initialValues={initial}
            requiredMark
          >
            <RuleFields
              indicators={model.indicators}
              subjectType={model.subjectType}
              scene={current ? { id: (draft ?? current.config).sceneId, name: current.sceneName } : undefined}
            />
          </Form>
        ) : (
          <Skeleton active />
        )}
        {preview ? <RulePreview result={preview} /> : null}
      </div>
    </Drawer>
  );
}
