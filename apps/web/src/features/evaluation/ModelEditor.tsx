import type { SubjectType, TargetModelDetail } from "@eos/contracts";
import { Card } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { saveModel } from "./evaluationApi.ts";
import { IndicatorTreeEditor } from "./IndicatorTreeEditor.tsx";
import { type DraftIndicator, fromIndicators, toInputs } from "./indicatorTree.ts";
import { TreeModelEditor } from "./TreeModelEditor.tsx";

type Props = {
  model: TargetModelDetail | null;
  /** Whom a new model scores: 1 students (default), 0 teachers (a teacher growth model). */
  subjectType?: SubjectType;
  /** Where the model's page lives (a new model opens there once saved). */
  basePath?: string;
};

/** The model being edited: name, periods, indicator tree and level bands; Save makes a new version. */
export function ModelEditor({ model, subjectType = 1, basePath = "/admin/models" }: Props) {
  const { t } = useTranslation();
  const [indicators, setIndicators] = useState<DraftIndicator[]>(() =>
    fromIndicators(model?.indicators ?? []),
  );
  return (
    <TreeModelEditor
      kind="model"
      model={model}
      treeTitle={t("evaluation.editor.indicators")}
      tree={<IndicatorTreeEditor value={indicators} onChange={setIndicators} />}
      footer={model ? null : <Card className="eos-page__card">{t("evaluation.editor.unsavedRules")}</Card>}
      save={(base) =>
        saveModel({
          ...base,
          subjectType: (model?.subjectType ?? subjectType) as SubjectType,
          indicators: toInputs(indicators),
        })
      }
      pathOf={(id) => `${basePath}/${id}`}
    />
  );
}
