/** The formats of SPEC 5 and SPEC 9, one place for rules and tests. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
export const ACCOUNT_RE = /^[A-Za-z0-9]{3,12}$/;
export const POSTCODE_RE = /^\d{6}$/;
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const PERCENT_RE = /^-?\d+(\.\d{1,3})?$/;
/** RFC 5321 caps an address at 254 characters; longer text is not an email whatever it looks like. */
export const EMAIL_MAX = 254;

export const isMobile = (text: string): boolean => MOBILE_RE.test(text);
export const isEmail = (text: string): boolean => text.length <= EMAIL_MAX && EMAIL_RE.test(text);
export const isPostcode = (text: string): boolean => POSTCODE_RE.test(text);
export const isAccountName = (text: string): boolean => ACCOUNT_RE.test(text);

/** Length as a person counts it: code points, so a Chinese character or an emoji is one. */
export const charLength = (text: string): number => {
  let n = 0;
  for (const _ of text) n++;
  return n;
};
