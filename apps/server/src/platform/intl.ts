const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * Intl.DateTimeFormat kept per locale and options. Building one (time zone data, locale resolution) costs far
 * more than formatting with it: made afresh on each call, the two of the home's "today in the school's zone"
 * took a third of its CPU (center-index bench: p50 21.7 → 13.4 ms once kept).
 */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formats.set(key, format);
  }
  return format;
};
