import type { ThemeConfig } from "antd";

export const brandColor = "#1d63d8";

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: brandColor,
    // Text on white at WCAG AA's 4.5:1 (axe color-contrast): links in the brand's blue, not antd's lighter
    // #1677ff (4.1:1); descriptions, hints, breadcrumbs and empty states at 60 % black (5.7:1), not 45 %
    // (3.4:1); placeholders at 56 % (4.6:1), not 25 %.
    colorLink: brandColor,
    colorTextDescription: "rgba(0, 0, 0, 0.6)",
    colorTextTertiary: "rgba(0, 0, 0, 0.6)",
    colorTextPlaceholder: "rgba(0, 0, 0, 0.56)",
    // Delete buttons and error texts in a red that reaches 5.6:1 on white (antd's #ff4d4f: 3.3:1).
    colorError: "#cf1322",
    borderRadius: 6,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  },
  components: {
    Layout: { headerBg: "#ffffff", headerPadding: "0 16px", siderBg: "#ffffff" },
  },
};
