/** Number ↔ decimal text, the contract's encoding of numbers (never exponent notation). */
export const NUMBER_RE = /^-?\d+(\.\d+)?$/;
export const INTEGER_RE = /^-?\d+$/;

/** Digits after the decimal point of a text already known to match NUMBER_RE. */
export const decimalPlaces = (text: string): number => {
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
};

export const toDecimalText = (n: number): string => {
  if (!Number.isFinite(n)) return "";
  const plain = String(n);
  if (!/e/i.test(plain)) return plain;
  // toFixed expands small exponents; large ones are exact integers, printed through BigInt.
  if (Math.abs(n) >= 1) return BigInt(Math.trunc(n)).toString();
  return n.toFixed(20).replace(/0+$/, "").replace(/\.$/, "");
};
