import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";

const dir = join(import.meta.dirname, "..", "artifacts");
mkdirSync(dir, { recursive: true });

/** Saves a full-page screenshot for a person to look at (git-ignored). */
export const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
};

export const phone = { width: 390, height: 844 } as const;
export const laptop = { width: 1440, height: 900 } as const;
