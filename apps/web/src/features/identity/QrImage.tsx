import QRCode from "qrcode";
import { useEffect, useState } from "react";

type Props = { content: string; size: number; alt: string };

/** A QR code drawn as SVG in the browser: the content never leaves the page. */
export function QrImage({ content, size, alt }: Props) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    QRCode.toString(content, { type: "svg", margin: 1, width: size, errorCorrectionLevel: "M" })
      .then((svg) => {
        if (!cancelled) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (!cancelled) setSrc(null);
      });
    return () => {
      cancelled = true;
    };
  }, [content, size]);
  return src ? (
    <img src={src} width={size} height={size} alt={alt} data-testid="qr-image" />
  ) : (
    <div style={{ width: size, height: size }} aria-hidden />
  );
}
