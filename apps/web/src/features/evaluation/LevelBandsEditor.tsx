import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import type { LevelBand } from "@eos/contracts";
import { Button, Input, InputNumber, Typography } from "antd";
import { useTranslation } from "react-i18next";

type Props = { value: LevelBand[]; onChange: (next: LevelBand[]) => void };

export const bandsValid = (bands: ReadonlyArray<LevelBand>) =>
  bands.length > 0 && bands.every((b) => b.name.trim() !== "" && b.min >= 0 && b.min <= 100);

/** The model's level bands: a name and the minimum percentage of the maximum that reaches it. */
export function LevelBandsEditor({ value, onChange }: Props) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<LevelBand>) =>
    onChange(value.map((b, i) => (i === index ? { ...b, ...patch } : b)));
  return (
    <div className="eos-eval-bands" data-testid="level-bands">
      <Typography.Text type="secondary">{t("evaluation.editor.levelsHint")}</Typography.Text>
      {value.map((band, index) => (
        // Bands have no id; their place in the list is what identifies them while editing.
        <div className="eos-eval-band" key={index} data-testid="level-band">
          <Input
            value={band.name}
            maxLength={20}
            aria-label={t("evaluation.editor.levelName")}
            placeholder={t("evaluation.editor.levelName")}
            onChange={(e) => set(index, { name: e.target.value })}
            style={{ width: 160 }}
          />
          <InputNumber
            value={band.min}
            min={0}
            max={100}
            aria-label={t("evaluation.editor.levelMin")}
            placeholder={t("evaluation.editor.levelMin")}
            onChange={(min) => set(index, { min: typeof min === "number" ? min : 0 })}
            suffix="%"
          />
          <Button
            type="text"
            icon={<DeleteOutlined />}
            aria-label={t("evaluation.editor.removeLevel")}
            disabled={value.length <= 1}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          />
        </div>
      ))}
      <div>
        <Button
          icon={<PlusOutlined />}
          disabled={value.length >= 10}
          onClick={() => onChange([...value, { name: "", min: 0 }])}
          data-testid="level-add"
        >
          {t("evaluation.editor.addLevel")}
        </Button>
      </div>
    </div>
  );
}
