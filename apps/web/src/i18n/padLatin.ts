const LATIN = /[A-Za-z0-9]/;

/**
 * A Latin name set inside Chinese text gets a space on the side where it meets a Chinese character
 * ("使用 School SSO 登录", but "使用企业微信登录"), as Chinese typography does; other languages space already.
 */
export const padLatin = (name: string, language: string): string => {
  if (!language.startsWith("zh") || !name) return name;
  const before = LATIN.test(name[0] ?? "") ? " " : "";
  const after = LATIN.test(name[name.length - 1] ?? "") ? " " : "";
  return `${before}${name}${after}`;
};
