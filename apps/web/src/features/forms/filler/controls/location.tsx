import { EnvironmentOutlined } from "@ant-design/icons";
import { Button, Input, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ReadOnlyValue } from "./basic.tsx";
import type { ControlProps } from "./types.ts";

type Place = { address?: string; lat?: number; lng?: number };

const readPlace = (val: string): Place => {
  try {
    const data: unknown = JSON.parse(val || "{}");
    return typeof data === "object" && data !== null && !Array.isArray(data) ? (data as Place) : {};
  } catch {
    return {};
  }
};

/** Type 9: the browser's position when allowed, with the address typed by hand as the fallback. */
export function LocationControl({ item, cell, set, readOnly, id, phone }: ControlProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (readOnly) return <ReadOnlyValue item={item} val={cell.val} />;
  const place = readPlace(cell.val);
  const write = (next: Place) => set(next.address || next.lat !== undefined ? JSON.stringify(next) : "");
  const locate = () => {
    if (!("geolocation" in navigator)) {
      setFailed(true);
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setBusy(false);
        setFailed(false);
        const lat = Number(pos.coords.latitude.toFixed(6));
        const lng = Number(pos.coords.longitude.toFixed(6));
        write({ lat, lng, address: place.address || `${lat}, ${lng}` });
      },
      () => {
        setBusy(false);
        setFailed(true);
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Button
        icon={<EnvironmentOutlined />}
        loading={busy}
        onClick={locate}
        size={phone ? "large" : "middle"}
      >
        {busy ? t("formsFiller.location.locating") : t("formsFiller.location.locate")}
      </Button>
      {failed ? <div className="eos-fill-muted">{t("formsFiller.location.failed")}</div> : null}
      <Input
        id={id}
        size={phone ? "large" : "middle"}
        value={place.address ?? ""}
        placeholder={t("formsFiller.location.manual")}
        onChange={(e) => write({ ...place, address: e.target.value })}
      />
    </Space>
  );
}
