import { DeleteOutlined, PaperClipOutlined, SendOutlined, UploadOutlined } from "@ant-design/icons";
import type { FileRef } from "@eos/contracts";
import { Button, Progress } from "antd";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ui } from "../../../../api/ui.ts";
import { FileImage } from "../../../../components/FileImage.tsx";
import { FileLink } from "../../../../components/FileLink.tsx";
import { useFillEnv } from "../fillContext.ts";
import { sendFilesToMe, type UploadKind, uploadFile } from "../fillerApi.ts";
import { limitsOf, uploadKindOf } from "../uploadLimits.ts";
import type { ControlProps } from "./types.ts";

/** A stored value's files to the reader's own messages (wx/sendFile), e.g. to download them later on a phone. */
function SendToMe({ item, scope }: Pick<ControlProps, "item" | "scope">) {
  const { t } = useTranslation();
  const { formValId } = useFillEnv();
  const [busy, setBusy] = useState(false);
  if (!formValId) return null;
  const send = async () => {
    setBusy(true);
    try {
      await sendFilesToMe({ formValId, itemId: Number(item.id), recordNum: scope.recordNum ?? undefined });
      ui().toast(t("formsFiller.upload.sent"));
    } catch {
      // The client has shown why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" icon={<SendOutlined />} loading={busy} onClick={() => void send()}>
      {t("formsFiller.upload.sendToMe")}
    </Button>
  );
}

const ACCEPT: Record<UploadKind, string> = {
  image: "image/*",
  audio: "audio/*",
  video: "video/*",
  attachment: "",
};

const readFiles = (val: string): FileRef[] => {
  try {
    const list: unknown = JSON.parse(val || "[]");
    return Array.isArray(list) ? (list as FileRef[]) : [];
  } catch {
    return [];
  }
};

type Pending = { key: number; name: string; percent: number };

/** Types 6, 28, 29, 31: files uploaded one by one with progress; the value is a JSON list of FileRefs. */
export function UploadControl({ item, cell, set, readOnly, id, phone, scope }: ControlProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const kind = uploadKindOf(item);
  const files = readFiles(cell.val);
  const latest = useRef(files);
  latest.current = files;

  /** Takes the chosen files as an array: the input's FileList is emptied when the input is cleared. */
  const pick = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    const { maxCount, maxBytes } = await limitsOf(item);
    if (latest.current.length + pending.length + chosen.length > maxCount) {
      ui().toast(t("formsFiller.upload.tooMany", { n: maxCount }));
      return;
    }
    for (const file of chosen) {
      if (file.size > maxBytes) {
        ui().toast(t("formsFiller.upload.tooBig", { name: file.name, mb: Math.floor(maxBytes / 1048576) }));
        continue;
      }
      const key = Date.now() + Math.random();
      setPending((p) => [...p, { key, name: file.name, percent: 0 }]);
      const progress = (percent: number) =>
        setPending((p) => p.map((x) => (x.key === key ? { ...x, percent } : x)));
      uploadFile(file, kind, progress)
        .then((ref) => {
          // Several uploads may end before the next render: each adds to what the last one left.
          latest.current = [...latest.current, ref];
          set(JSON.stringify(latest.current));
        })
        .catch(() => ui().toast(t("formsFiller.upload.failed", { name: file.name })))
        .finally(() => setPending((p) => p.filter((x) => x.key !== key)));
    }
  };

  const remove = (fileId: number) => set(JSON.stringify(files.filter((f) => f.id !== fileId)));

  return (
    <div className="eos-fill-files">
      {files.map((f) => (
        <div key={f.id} className="eos-fill-file">
          {kind === "image" ? (
            <FileImage className="eos-fill-thumb" file={f.id} alt={f.name} width={64} height={64} />
          ) : (
            <PaperClipOutlined />
          )}
          <FileLink fileId={f.id}>{f.name}</FileLink>
          {readOnly ? null : (
            <Button
              type="text"
              size="small"
              danger
              aria-label={t("formsFiller.upload.remove")}
              icon={<DeleteOutlined />}
              onClick={() => remove(f.id)}
            />
          )}
        </div>
      ))}
      {pending.map((p) => (
        <div key={p.key} className="eos-fill-file">
          <span>{p.name}</span>
          <Progress percent={p.percent} size="small" style={{ width: 160 }} />
        </div>
      ))}
      {readOnly ? (
        files.length === 0 ? (
          <div className="eos-fill-readonly">{t("formsFiller.empty")}</div>
        ) : (
          <SendToMe item={item} scope={scope} />
        )
      ) : (
        <>
          <input
            ref={input}
            id={id}
            type="file"
            hidden
            multiple
            accept={(item.typeJson as { accept?: string }).accept || ACCEPT[kind]}
            data-testid="upload-input"
            onChange={(e) => {
              const chosen = [...(e.target.files ?? [])];
              e.target.value = "";
              void pick(chosen);
            }}
          />
          <Button
            icon={<UploadOutlined />}
            size={phone ? "large" : "middle"}
            onClick={() => input.current?.click()}
          >
            {t("formsFiller.upload.pick")}
          </Button>
        </>
      )}
    </div>
  );
}
