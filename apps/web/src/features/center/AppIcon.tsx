import {
  AppstoreOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  FormOutlined,
  GlobalOutlined,
  LinkOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from "@ant-design/icons";
import type { ComponentType } from "react";
import { FileImage } from "../../components/FileImage.tsx";

/** The icons an administrator may choose by name (the drawer lists them); others show as the generic app icon. */
export const APP_ICONS: Record<string, ComponentType> = {
  AppstoreOutlined,
  BellOutlined,
  BookOutlined,
  CalendarOutlined,
  FormOutlined,
  GlobalOutlined,
  LinkOutlined,
  ProfileOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
};

/** An app's icon: an uploaded image (`file:<id>`) or one of APP_ICONS by name. */
export function AppIcon({ icon, size = 28 }: { icon: string; size?: number }) {
  if (icon.startsWith("file:"))
    return <FileImage file={Number(icon.slice(5))} alt="" width={size} height={size} />;
  const Icon = APP_ICONS[icon] ?? AppstoreOutlined;
  return (
    <span style={{ fontSize: size, lineHeight: 1 }} aria-hidden>
      <Icon />
    </span>
  );
}
