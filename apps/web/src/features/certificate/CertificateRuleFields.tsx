import type { CertificateRuleKind } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { Form, InputNumber, Radio, Select } from "antd";
import { useTranslation } from "react-i18next";
import { evaluationKeys, fetchModel, fetchModels } from "../evaluation/index.ts";

const MODELS = { page: 1, size: 200, subjectType: 1 as const };

/** The award rule: by hand, or an indicator of a student model reaching a score or a level. */
export function CertificateRuleFields() {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const kind = Form.useWatch<CertificateRuleKind>("ruleKind", form);
  const modelId = Form.useWatch<number | undefined>("modelId", form);
  const models = useQuery({ queryKey: evaluationKeys.models(MODELS), queryFn: () => fetchModels(MODELS) });
  const model = useQuery({
    queryKey: evaluationKeys.model(modelId ?? 0),
    queryFn: () => fetchModel(modelId ?? 0),
    enabled: modelId !== undefined && kind !== "manual",
  });
  const required = (field: string) => [{ required: true, message: t("certificate.required", { field }) }];
  return (
    <>
      <Form.Item name="ruleKind" label={t("certificate.rule")}>
        <Radio.Group
          data-testid="certificate-rule-kind"
          options={(["score", "level", "manual"] as const).map((value) => ({
            value,
            label: t(`certificate.ruleKinds.${value}`),
          }))}
        />
      </Form.Item>
      {kind === "manual" ? null : (
        <>
          <Form.Item name="modelId" label={t("certificate.model")} rules={required(t("certificate.model"))}>
            <Select
              data-testid="certificate-model"
              loading={models.isLoading}
              options={(models.data?.list ?? []).map((m) => ({ value: m.id, label: m.name }))}
              onChange={() => form.setFieldsValue({ indicatorId: undefined, levelName: undefined })}
            />
          </Form.Item>
          <Form.Item
            name="indicatorId"
            label={t("certificate.indicator")}
            rules={required(t("certificate.indicator"))}
          >
            <Select
              data-testid="certificate-indicator"
              loading={model.isFetching}
              showSearch
              optionFilterProp="label"
              options={(model.data?.indicators ?? []).map((i) => ({ value: i.id, label: i.name }))}
            />
          </Form.Item>
          {kind === "score" ? (
            <Form.Item
              name="minScore"
              label={t("certificate.minScore")}
              rules={required(t("certificate.minScore"))}
            >
              <InputNumber
                min={0}
                max={100000}
                style={{ width: "100%" }}
                data-testid="certificate-min-score"
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="levelName"
              label={t("certificate.level")}
              rules={required(t("certificate.level"))}
            >
              <Select
                data-testid="certificate-level"
                options={(model.data?.levels ?? []).map((l) => ({ value: l.name, label: l.name }))}
              />
            </Form.Item>
          )}
        </>
      )}
    </>
  );
}
