import type { ThemeConfig } from "antd";

export const brandColor = "#1d63d8";

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: brandColor,
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  },
  components: {
    Layout: { headerBg: "#ffffff", headerPadding: "0 16px", siderBg: "#ffffff" },
  },
};
