import type { CSSProperties } from "react";
import { fileIdOf, useFileLink } from "./useFileLink.ts";

type Props = {
  /** The file's id, or its address as the API gives it (`/api/oss/file/:id`). */
  file: number | string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  style?: CSSProperties;
  /** The scaled copy to ask for (the server keeps 200, 400 and 800 px wide copies). */
  scale?: 200 | 400 | 800;
};

/** An uploaded image, through a signed link (an <img> cannot send the session's token). */
export function FileImage({ file, alt, className, width, height, style, scale = 200 }: Props) {
  const id = fileIdOf(file);
  const signed = useFileLink(id, scale);
  // An address that is not an uploaded file's (a public logo route) is used as it is.
  const src = id === null && typeof file === "string" ? file : signed;
  if (!src)
    return <span className={className} style={{ display: "inline-block", width, height, ...style }} />;
  return <img className={className} src={src} alt={alt} width={width} height={height} style={style} />;
}
