/** What the phone shows about the computer that asks to sign in: a browser and a system a person recognises. */
export type DeviceDescription = { browser: string | null; os: string | null };

const browsers: ReadonlyArray<[RegExp, string]> = [
  [/MicroMessenger\/(\d+)/, "WeChat"],
  [/wxwork\/(\d+)/i, "WeCom"],
  [/DingTalk\/(\d+)/i, "DingTalk"],
  [/Edg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/OPR\/(\d+)/, "Opera"],
  [/Firefox\/(\d+)/, "Firefox"],
  [/(?:Chrome|CriOS)\/(\d+)/, "Chrome"],
  [/Version\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, "Safari"],
];

const windowsVersions: Record<string, string> = {
  "10.0": "Windows 10/11",
  "6.3": "Windows 8.1",
  "6.2": "Windows 8",
  "6.1": "Windows 7",
};

const systems: ReadonlyArray<[RegExp, (m: RegExpExecArray) => string]> = [
  [/Windows NT (\d+\.\d+)/, (m) => windowsVersions[m[1]] ?? "Windows"],
  [/(?:iPhone|iPad|iPod).*? OS (\d+)/, (m) => `iOS ${m[1]}`],
  [/Android (\d+)/, (m) => `Android ${m[1]}`],
  [/CrOS/, () => "ChromeOS"],
  [/Mac OS X/, () => "macOS"],
  [/Linux/, () => "Linux"],
];

/** Reads the user agent the computer sent; parts it cannot name are null (the page says "unknown"). */
export const describeUserAgent = (userAgent: string | null | undefined): DeviceDescription => {
  const ua = userAgent ?? "";
  let browser: string | null = null;
  for (const [pattern, name] of browsers) {
    const match = pattern.exec(ua);
    if (match) {
      browser = `${name} ${match[1]}`;
      break;
    }
  }
  let os: string | null = null;
  for (const [pattern, name] of systems) {
    const match = pattern.exec(ua);
    if (match) {
      os = name(match);
      break;
    }
  }
  return { browser, os };
};
