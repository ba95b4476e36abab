import { isValidDate } from "../dates/calendar.ts";

/** GB 11643: weights of the first 17 digits and the check character for each weighted sum mod 11. */
export const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
export const ID_CHECK_CHARS = ["1", "0", "X", "9", "8", "7", "6", "5", "4", "3", "2"] as const;

/** Region (6 digits, first 1–9), birth date 18xx–20xx, sequence, check character. */
const ID_PATTERN = /^[1-9]\d{5}(18|19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])\d{3}[0-9X]$/;

export const idCheckChar = (first17: string): string => {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (first17.charCodeAt(i) - 48) * ID_WEIGHTS[i];
  return ID_CHECK_CHARS[sum % 11];
};

/** SPEC 5's ID card check: 18 characters, uppercased, region-and-date pattern, a real date, the check digit. */
export const isValidIdCard = (raw: string): boolean => {
  const text = raw.toUpperCase();
  if (text.length !== 18 || !ID_PATTERN.test(text)) return false;
  const [y, m, d] = [Number(text.slice(6, 10)), Number(text.slice(10, 12)), Number(text.slice(12, 14))];
  return isValidDate(y, m, d) && idCheckChar(text) === text[17];
};
