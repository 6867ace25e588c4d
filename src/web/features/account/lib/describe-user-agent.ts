/**
 * A session's browser and system in simple words ("Chrome on Windows") from its user agent, for the list
 * of active sessions. Only the common names: anything else is "unknown", never a guess.
 */
export type DeviceKind = 'phone' | 'tablet' | 'computer';

export interface DeviceDescription {
  browser: string | null;
  system: string | null;
  kind: DeviceKind;
}

// Order matters: Edge and Opera also say Chrome; Chrome also says Safari.
const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
  const kind: DeviceKind = /\biPad\b|\bTablet\b/.test(agent) || (/\bAndroid\b/.test(agent) && !/\bMobile\b/.test(agent))
    ? 'tablet'
    : /\bMobile\b|\biPhone\b/.test(agent) ? 'phone' : 'computer';
  return { browser, system, kind };
}
