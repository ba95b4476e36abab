import { Button, Space } from "antd";
import { useTranslation } from "react-i18next";

type Props = { index: number; count: number; label: string; onMove: (from: number, to: number) => void };

/** Up and down buttons that move a row of an ordered list, named for screen readers. */
export function MoveButtons({ index, count, label, onMove }: Props) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      <Button
        size="small"
        disabled={index === 0}
        aria-label={t("summary.columnUp", { name: label })}
        onClick={() => onMove(index, index - 1)}
      >
        ↑
      </Button>
      <Button
        size="small"
        disabled={index === count - 1}
        aria-label={t("summary.columnDown", { name: label })}
        onClick={() => onMove(index, index + 1)}
      >
        ↓
      </Button>
    </Space>
  );
}

/** The list with the item at `from` moved to `to`. */
export const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
};
