/**
 * Copies keys of untrusted JSON without letting a `__proto__` key swap the prototype of the copy:
 * defineProperty creates an ordinary own property whatever the key is.
 */
export const setOwn = (target: Record<string, unknown>, key: string, value: unknown): void => {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
};

export const copyExcept = (
  raw: Record<string, unknown>,
  known: ReadonlySet<string>,
): Record<string, unknown> => {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) if (!known.has(key)) setOwn(out, key, raw[key]);
  return out;
};
