import { Select } from "antd";
import { useEffect, useState } from "react";
import { pickTeachers } from "./courseApi.ts";

type Option = { value: number; label: string };
type Props = {
  value?: number[] | number;
  onChange?: (value: number[] | number) => void;
  /** The names of teachers already chosen, so that they show before any search. */
  known?: Option[];
  multiple?: boolean;
  placeholder?: string;
  testId?: string;
};

/** Teachers chosen by searching their names (/v3/choiceUser/pageTeacher), one or several. */
export function TeacherSelect({ value, onChange, known = [], multiple = true, placeholder, testId }: Props) {
  const [options, setOptions] = useState<Option[]>(known);
  const search = async (keyword?: string) => {
    const page = await pickTeachers(keyword);
    const found = page.list.map((p) => ({
      value: p.id,
      label: p.detail ? `${p.name}（${p.detail}）` : p.name,
    }));
    setOptions((old) =>
      [...known, ...found, ...old].filter((o, i, all) => all.findIndex((x) => x.value === o.value) === i),
    );
  };
  useEffect(() => {
    void search().catch(() => undefined);
  }, []);
  return (
    <Select<number[] | number>
      mode={multiple ? "multiple" : undefined}
      showSearch={{
        filterOption: false,
        onSearch: (k) => void search(k.trim() || undefined).catch(() => undefined),
      }}
      value={value}
      onChange={onChange}
      options={options}
      placeholder={placeholder}
      aria-label={placeholder}
      data-testid={testId}
      style={{ width: "100%" }}
    />
  );
}
