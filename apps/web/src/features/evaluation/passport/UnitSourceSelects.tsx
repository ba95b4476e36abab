import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { evaluationKeys, fetchModels } from "../evaluationApi.ts";
import { useSceneChoices } from "../useRuleSources.ts";

type Props = {
  value?: number | null;
  onChange?: (value: number | null) => void;
  testId: string;
};

/** The scene whose records a unit lists, searched on the server. */
export function UnitSceneSelect({ value, onChange, testId }: Props) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const scenes = useSceneChoices(keyword);
  return (
    <Select<number>
      value={value ?? undefined}
      onChange={(id) => onChange?.(id ?? null)}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={scenes.isFetching}
      options={(scenes.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
      placeholder={t("passport.unitScenePlaceholder")}
      aria-label={t("passport.unitScene")}
      data-testid={testId}
    />
  );
}

const modelsQuery = { page: 1, size: 100 };

/** The indicator model a radar or term-scores unit reads; empty means the school's first model. */
export function UnitModelSelect({ value, onChange, testId }: Props) {
  const { t } = useTranslation();
  const models = useQuery({
    queryKey: evaluationKeys.models(modelsQuery),
    queryFn: () => fetchModels(modelsQuery),
    placeholderData: keepPreviousData,
  });
  return (
    <Select<number>
      value={value ?? undefined}
      onChange={(id) => onChange?.(id ?? null)}
      allowClear
      loading={models.isFetching}
      options={(models.data?.list ?? []).map((m) => ({ value: m.id, label: m.name }))}
      placeholder={t("passport.unitModelPlaceholder")}
      aria-label={t("passport.unitModel")}
      data-testid={testId}
    />
  );
}
