import { Input } from "antd";

type Props = {
  /** What can be searched, shown as the placeholder and read as the label. */
  label: string;
  /** The trimmed keyword, or undefined when the box is cleared. */
  onKeyword: (keyword: string | undefined) => void;
  className?: string;
  testId?: string;
};

/** The search box of a list: search on Enter or the button, clear to show everything again. */
export function KeywordSearch({ label, onKeyword, className, testId }: Props) {
  return (
    <Input.Search
      className={className}
      allowClear
      placeholder={label}
      aria-label={label}
      onSearch={(value) => onKeyword(value.trim() || undefined)}
      data-testid={testId}
    />
  );
}
