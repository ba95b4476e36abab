import type { FormItem } from "@eos/forms-core";
import { Button } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useQrText } from "./useQrText.ts";

/**
 * Origins an embedded web page (type 51) may come from. Anything else shows a notice instead of a frame, so a
 * form cannot frame arbitrary sites inside the product. Extend this list to allow another site.
 */
export const IFRAME_ALLOWED_ORIGINS: readonly string[] = [
  "https://www.gov.cn",
  "https://www.moe.gov.cn",
  "https://www.smartedu.cn",
  "https://basic.smartedu.cn",
];

export const iframeAllowed = (
  url: string,
  base = globalThis.location?.href ?? "http://localhost/",
): boolean => {
  try {
    const origin = new URL(url, base).origin;
    return origin === new URL(base).origin || IFRAME_ALLOWED_ORIGINS.includes(origin);
  } catch {
    return false;
  }
};

const contentOf = (item: FormItem): string => (item.typeJson as { content?: string }).content ?? "";

/** Type 58: the item's content drawn as a QR code; the library loads only when such an item shows. */
function QrImage({ text }: { text: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode").then((qr) =>
      qr.toDataURL(text || " ", { width: 180, margin: 1 }).then((url) => live && setSrc(url)),
    );
    return () => {
      live = false;
    };
  }, [text]);
  return src ? <img className="eos-fill-qr" src={src} alt={text} /> : <div className="eos-fill-qr" />;
}

/** A QR code item: its content with QR variables ({stuId}, {formId}, the form's own) filled in. */
function QrItem({ item }: { item: FormItem }) {
  const text = useQrText(contentOf(item));
  return (
    <div className="eos-fill-field">
      <div className="eos-fill-label">{item.name}</div>
      <QrImage text={text} />
    </div>
  );
}

function Notice({ item }: { item: FormItem }) {
  const { t } = useTranslation();
  return (
    <div className="eos-fill-notice" data-item-id={String(item.id)}>
      {t("formsFiller.notSupported", { name: item.name })}
    </div>
  );
}

/** Items that hold no value: description text, images, icons, frames, QR codes, buttons, notices. */
export function StaticView({ item }: { item: FormItem }) {
  const { t } = useTranslation();
  const content = contentOf(item);
  switch (item.type) {
    case 8:
    case 47:
      return (
        <div className="eos-fill-text" data-item-id={String(item.id)}>
          {item.name && item.type === 8 ? <div className="eos-fill-label">{item.name}</div> : null}
          <div className="eos-fill-description">{content || (item.type === 47 ? item.name : "")}</div>
        </div>
      );
    case 48:
      return (
        <span className="eos-fill-icon" role="img" aria-label={item.name}>
          {content}
        </span>
      );
    case 49:
      return content ? <img className="eos-fill-image" src={content} alt={item.name} /> : null;
    case 51: {
      const url = (item.typeJson as { url?: string }).url ?? content;
      const height = (item.typeJson as { height?: number }).height ?? 400;
      if (!url || !iframeAllowed(url))
        return <div className="eos-fill-notice">{t("formsFiller.iframeBlocked")}</div>;
      return (
        <iframe
          className="eos-fill-iframe"
          title={item.name}
          src={url}
          height={height}
          sandbox="allow-scripts allow-same-origin allow-forms"
          referrerPolicy="no-referrer"
        />
      );
    }
    case 58:
      return <QrItem item={item} />;
    case 40:
      return (
        <Button className="eos-fill-button" onClick={() => undefined}>
          {item.name}
        </Button>
      );
    default:
      return <Notice item={item} />;
  }
}
