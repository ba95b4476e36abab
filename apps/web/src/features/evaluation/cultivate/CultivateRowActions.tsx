import type { CultivateModelItem } from "@eos/contracts";
import { App, Button, Popconfirm } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useEvalWrite } from "../useEvalWrite.ts";
import { cloneCultivateModel, deleteCultivateModel, pushCultivateModel } from "./cultivateApi.ts";

type Props = { model: CultivateModelItem; isArea: boolean; onDeleted: () => void };

/** A model row's actions: edit, chart (an area's: across its schools), copy, push to the area's schools (area sites), delete. */
export function CultivateRowActions({ model, isArea, onDeleted }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const run = useEvalWrite();

  const push = async () => {
    const out = await run(() => pushCultivateModel(model.id));
    if (!out) return;
    const skipped = out.skipped.map((s) => s.schoolName).join("、");
    modal[skipped ? "warning" : "success"]({
      title: t("cultivate.pushResult", out),
      content: skipped ? t("cultivate.pushSkipped", { schools: skipped }) : undefined,
      okButtonProps: { "data-testid": "push-result-ok" } as never,
    });
  };

  return (
    <span className="eos-eval-actions" data-testid="cultivate-row-actions">
      <Button type="link" size="small" onClick={() => void navigate(`/admin/cultivate/${model.id}`)}>
        {t("cultivate.open")}
      </Button>
      <Button
        type="link"
        size="small"
        onClick={() => void navigate(`/admin/cultivate/${model.id}/chart`)}
        data-testid="cultivate-chart"
      >
        {t("cultivate.chart")}
      </Button>
      <Button
        type="link"
        size="small"
        onClick={() => void run(() => cloneCultivateModel(model.id), t("cultivate.cloned"))}
        data-testid="cultivate-clone"
      >
        {t("cultivate.clone")}
      </Button>
      {isArea ? (
        <Popconfirm
          title={t("cultivate.pushTitle", { name: model.name })}
          description={t("cultivate.pushHint")}
          okText={t("cultivate.push")}
          cancelText={t("cultivate.cancel")}
          okButtonProps={{ "data-testid": "confirm-ok" } as never}
          onConfirm={() => push()}
        >
          <Button type="link" size="small" data-testid="cultivate-push">
            {t("cultivate.push")}
          </Button>
        </Popconfirm>
      ) : null}
      <Popconfirm
        title={t("cultivate.deleteTitle", { name: model.name })}
        description={model.pushedTo > 0 ? t("cultivate.deleteHintArea") : t("cultivate.deleteHint")}
        okText={t("cultivate.delete")}
        cancelText={t("cultivate.cancel")}
        okButtonProps={{ danger: true, "data-testid": "confirm-ok" } as never}
        onConfirm={async () => {
          const out = await run(() => deleteCultivateModel(model.id), t("cultivate.deleted"));
          if (out !== undefined) onDeleted();
        }}
      >
        <Button type="link" size="small" danger data-testid="cultivate-delete">
          {t("cultivate.delete")}
        </Button>
      </Popconfirm>
    </span>
  );
}
