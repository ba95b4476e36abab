import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { useState } from "react";
import { areaKeys, fetchAreas } from "./areaApi.ts";

type Props = {
  value?: number;
  onChange?: (value: number | undefined) => void;
  placeholder: string;
  ariaLabel: string;
  allowClear?: boolean;
  className?: string;
  testId?: string;
  /** The area already chosen, named even when it is not among the first areas the search returns. */
  known?: { id: number; name: string } | null;
};

const optionsOf = (list: { id: number; name: string }[], known: Props["known"]) => {
  const options = list.map((a) => ({ value: a.id, label: a.name }));
  if (known && !list.some((a) => a.id === known.id)) options.unshift({ value: known.id, label: known.name });
  return options;
};

/** Picks an area, searched on the server by name (a platform may hold many areas). */
export function AreaSelect({
  value,
  onChange,
  placeholder,
  ariaLabel,
  allowClear = true,
  className,
  testId,
  known,
}: Props) {
  const [keyword, setKeyword] = useState<string | undefined>();
  const query = { page: 1, size: 50, keyword };
  const areas = useQuery({
    queryKey: areaKeys.areas(query),
    queryFn: () => fetchAreas(query),
    placeholderData: keepPreviousData,
  });
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: (v) => setKeyword(v.trim() || undefined) }}
      allowClear={allowClear}
      value={value}
      onChange={(v) => onChange?.(v)}
      placeholder={placeholder}
      aria-label={ariaLabel}
      loading={areas.isFetching}
      options={optionsOf(areas.data?.list ?? [], keyword ? null : known)}
      className={className}
      style={{ minWidth: 180 }}
      data-testid={testId}
    />
  );
}
