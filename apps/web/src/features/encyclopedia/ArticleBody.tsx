import { createElement, type ReactNode } from "react";
import { FileImage } from "../../components/FileImage.tsx";

/** The tags an article may show (the server keeps no others; this is a second fence). */
const TAGS = new Set([
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "blockquote",
  "a",
  "hr",
  "code",
  "pre",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
]);
const SAFE_LINK = /^(https?:|mailto:)/i;

const walk = (node: Node, key: string): ReactNode => {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  const children = [...el.childNodes].map((c, i) => walk(c, `${key}.${i}`));
  if (tag === "img") {
    const src = el.getAttribute("src") ?? "";
    return (
      <FileImage
        key={key}
        file={src}
        alt={el.getAttribute("alt") ?? ""}
        scale={800}
        className="eos-article__image"
      />
    );
  }
  if (!TAGS.has(tag)) return children;
  if (tag === "a") {
    const href = el.getAttribute("href") ?? "";
    return SAFE_LINK.test(href) ? (
      <a key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <span key={key}>{children}</span>
    );
  }
  if (tag === "br" || tag === "hr") return createElement(tag, { key });
  return createElement(tag, { key }, ...children);
};

/**
 * An article's (server-sanitised) HTML as React elements: parsed inert (DOMParser runs no script), only text
 * markup rebuilt, images through signed links: never set as HTML.
 */
export function ArticleBody({ html }: { html: string }) {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  return (
    <div className="eos-article" data-testid="encyclopedia-article-body">
      {[...doc.body.childNodes].map((n, i) => walk(n, String(i)))}
    </div>
  );
}
