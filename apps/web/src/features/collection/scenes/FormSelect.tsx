import { useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchFormChoices, scenesKeys } from "./scenesApi.ts";

type Props = {
  value?: number;
  onChange?: (value: number | undefined) => void;
  /** The task's current form, shown even when the first page of results does not hold it. */
  current?: { id: number; name: string };
  id?: string;
  "data-testid"?: string;
};

/** Searches the school's forms; only released ones (with a version) can be chosen. */
export function FormSelect({ value, onChange, current, id, ...rest }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [keyword, setKeyword] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);
  const forms = useQuery({ queryKey: scenesKeys.forms(keyword), queryFn: () => fetchFormChoices(keyword) });
  const options = useMemo(() => {
    const list = (forms.data?.list ?? []).map((form) => ({
      value: form.id,
      label: form.version === null ? `${form.name} (${t("scenes.taskDrawer.notReleased")})` : form.name,
      disabled: form.version === null,
    }));
    if (current && !list.some((o) => o.value === current.id)) {
      list.unshift({ value: current.id, label: current.name, disabled: false });
    }
    return list;
  }, [forms.data, current, t]);

  return (
    <Select<number>
      id={id}
      value={value}
      onChange={(next) => onChange?.(next)}
      options={options}
      loading={forms.isFetching}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      placeholder={t("scenes.taskDrawer.formPlaceholder")}
      data-testid={rest["data-testid"]}
    />
  );
}
