import { CameraOutlined, PictureOutlined } from "@ant-design/icons";
import { Button, Input, Modal, Space } from "antd";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ui } from "../../../../api/ui.ts";
import { ReadOnlyValue } from "./basic.tsx";
import type { ControlProps } from "./types.ts";

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (options: { formats: string[] }) => Detector;

const detectorClass = (): DetectorClass | undefined =>
  (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** Decodes a QR code in a photo with jsqr (loaded on demand). */
async function decodePhoto(file: File): Promise<string | null> {
  const [{ default: jsQR }, bitmap] = await Promise.all([import("jsqr"), createImageBitmap(file)]);
  const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(data.data, data.width, data.height)?.data ?? null;
}

/** The camera in a dialog, reading codes with the browser's BarcodeDetector until one is found. */
function CameraScan({ onResult, onClose }: { onResult: (text: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const Klass = detectorClass();
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let live = true;
    void navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: "environment" } })
      .then((s) => {
        stream = s;
        if (!live || !video.current || !Klass) return;
        video.current.srcObject = s;
        void video.current.play();
        const detector = new Klass({ formats: ["qr_code", "code_128", "ean_13", "code_39"] });
        timer = setInterval(() => {
          if (!video.current) return;
          void detector.detect(video.current).then((codes) => {
            if (live && codes[0]) onResult(codes[0].rawValue);
          });
        }, 300);
      })
      .catch(onClose);
    return () => {
      live = false;
      clearInterval(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onResult, onClose]);
  return <video ref={video} className="eos-fill-video" muted playsInline style={{ width: "100%" }} />;
}

/** Type 55: a code scanned by camera where the browser can, else read from a photo; typing also works. */
export function ScanControl({ item, cell, set, readOnly, id, phone }: ControlProps) {
  const { t } = useTranslation();
  const [camera, setCamera] = useState(false);
  const photo = useRef<HTMLInputElement>(null);
  if (readOnly) return <ReadOnlyValue item={item} val={cell.val} />;
  const canCamera =
    detectorClass() !== undefined && typeof navigator !== "undefined" && !!navigator.mediaDevices;
  const size = phone ? ("large" as const) : ("middle" as const);
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Input id={id} size={size} value={cell.val} onChange={(e) => set(e.target.value)} />
      <Space wrap>
        {canCamera ? (
          <Button icon={<CameraOutlined />} size={size} onClick={() => setCamera(true)}>
            {t("formsFiller.scan.camera")}
          </Button>
        ) : null}
        <Button icon={<PictureOutlined />} size={size} onClick={() => photo.current?.click()}>
          {t("formsFiller.scan.photo")}
        </Button>
      </Space>
      <input
        ref={photo}
        type="file"
        accept="image/*"
        capture="environment"
        hidden
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (!file) return;
          void decodePhoto(file)
            .then((text) => (text ? set(text) : ui().toast(t("formsFiller.scan.notFound"))))
            .catch(() => ui().toast(t("formsFiller.scan.notFound")));
        }}
      />
      <Modal open={camera} title={item.name} footer={null} onCancel={() => setCamera(false)} destroyOnHidden>
        {camera ? (
          <CameraScan
            onResult={(text) => {
              set(text);
              setCamera(false);
            }}
            onClose={() => setCamera(false)}
          />
        ) : null}
      </Modal>
    </Space>
  );
}
