import type { TargetModelItem } from "@eos/contracts";
import { App, Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { cloneModel, deleteModel, pushModel } from "./evaluationApi.ts";
import { useEvalWrite } from "./useEvalWrite.ts";

type Props = { model: TargetModelItem; isArea: boolean; onDeleted: () => void; basePath?: string };

/** A model row's actions: open, copy, push to the area's schools (area sites), delete (after confirmation). */
export function ModelRowActions({ model, isArea, onDeleted, basePath = "/admin/models" }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const run = useEvalWrite();

  const push = async () => {
    const out = await run(() => pushModel(model.id));
    if (out) {
      modal.success({
        title: t("evaluation.models.pushed_result", out),
        okButtonProps: { "data-testid": "push-result-ok" } as never,
      });
    }
  };

  return (
    <span className="eos-eval-actions" data-testid="model-row-actions">
      <Button type="link" size="small" onClick={() => void navigate(`${basePath}/${model.id}`)}>
        {t("evaluation.models.open")}
      </Button>
      <Button
        type="link"
        size="small"
        onClick={() => void run(() => cloneModel(model.id), t("evaluation.models.cloned"))}
      >
        {t("evaluation.models.clone")}
      </Button>
      {isArea ? (
        <Popconfirm
          title={t("evaluation.models.pushTitle", { name: model.name })}
          description={t("evaluation.models.pushHint")}
          okText={t("evaluation.models.push")}
          cancelText={t("evaluation.common.cancel")}
          okButtonProps={{ "data-testid": "confirm-ok" } as never}
          onConfirm={() => push()}
        >
          <Button type="link" size="small" data-testid="model-push">
            {t("evaluation.models.push")}
          </Button>
        </Popconfirm>
      ) : null}
      <Popconfirm
        title={t("evaluation.models.deleteTitle", { name: model.name })}
        description={t("evaluation.models.deleteHint")}
        okText={t("evaluation.common.delete")}
        cancelText={t("evaluation.common.cancel")}
        okButtonProps={{ danger: true, "data-testid": "confirm-ok" } as never}
        onConfirm={async () => {
          const out = await run(() => deleteModel(model.id), t("evaluation.common.deleted"));
          if (out !== undefined) onDeleted();
        }}
      >
        <Button type="link" size="small" danger>
          {t("evaluation.common.delete")}
        </Button>
      </Popconfirm>
    </span>
  );
}
