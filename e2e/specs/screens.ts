import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

const dir = join(import.meta.dirname, "..", "artifacts");
mkdirSync(dir, { recursive: true });

/**
 * Saves a full-page screenshot for a person to look at (git-ignored); `fullPage: false` keeps to what the screen
 * shows (a stitched full page draws sticky bars where the scroll left them).
 */
export const shoot = async (page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) => {
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
};

export const phone = { width: 390, height: 844 } as const;
export const laptop = { width: 1440, height: 900 } as const;
