import { Tag } from "antd";
import { bandPalette, bandTone } from "./bandTone.ts";

type Props = {
  band: string;
  /** The model's bands, best first, when known: the tone follows the band's place among them. */
  order?: ReadonlyArray<string>;
};

/** A level band as a tag in its level's own colour. */
export function BandTag({ band, order }: Props) {
  const tone = bandTone(band, order);
  const { color, background, border } = bandPalette[tone];
  return (
    <Tag
      className={`eos-band eos-band--${tone}`}
      style={{ color, background, borderColor: border }}
      data-band-tone={tone}
    >
      {band}
    </Tag>
  );
}
