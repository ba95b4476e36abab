import type { EvaluationSettingSave } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Card, Form, Select, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { evaluationKeys, fetchModels, fetchSetting, saveSetting } from "./evaluationApi.ts";
import { useEvalWrite } from "./useEvalWrite.ts";

const ALL_MODELS = { page: 1, size: 100 };
/** The select's value for "no model chosen" (ids are positive). */
const NOT_CHOSEN = 0;

/** On /admin/models of a school: which model users see by default, and whether students see ranks. */
export function EvaluationSettingCard() {
  const { t } = useTranslation();
  const run = useEvalWrite();
  const setting = useQuery({ queryKey: evaluationKeys.setting, queryFn: fetchSetting });
  const models = useQuery({
    queryKey: evaluationKeys.models(ALL_MODELS),
    queryFn: () => fetchModels(ALL_MODELS),
  });
  if (!setting.data) return null;
  const current = setting.data;
  const oldest = models.data?.list.find((m) => m.id === current.effectiveModelId);
  const save = (patch: Partial<EvaluationSettingSave>) =>
    void run(
      () => saveSetting({ currentModelId: current.currentModelId, showRanks: current.showRanks, ...patch }),
      t("evaluation.setting.saved"),
    );
  return (
    <Card className="eos-page__card" title={t("evaluation.setting.title")} data-testid="evaluation-setting">
      <Form layout="vertical">
        <Form.Item
          label={t("evaluation.setting.currentModel")}
          extra={t("evaluation.setting.currentModelHint")}
          htmlFor="evaluation-current-model"
        >
          <Select<number>
            id="evaluation-current-model"
            data-testid="setting-current-model"
            value={current.currentModelId ?? NOT_CHOSEN}
            onChange={(id) => save({ currentModelId: id === NOT_CHOSEN ? null : id })}
            options={[
              {
                value: NOT_CHOSEN,
                label:
                  current.currentModelId === null && oldest
                    ? t("evaluation.setting.oldest", { name: oldest.name })
                    : t("evaluation.setting.oldestNone"),
              },
              ...(models.data?.list ?? []).map((m) => ({ value: m.id, label: m.name })),
            ]}
          />
        </Form.Item>
        <Form.Item label={t("evaluation.setting.showRanks")} htmlFor="evaluation-show-ranks">
          <Switch
            id="evaluation-show-ranks"
            data-testid="setting-show-ranks"
            checked={current.showRanks}
            onChange={(showRanks) => save({ showRanks })}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
