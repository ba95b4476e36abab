import sanitizeHtml from "sanitize-html";

/** An image of the school's stored files, as the files module serves it: the only images an article shows. */
const FILE_IMAGE = /^\/api\/oss\/file\/(\d+)(\?w=\d{1,4})?$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
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
    "img",
    "hr",
    "code",
    "pre",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "target", "rel"], img: ["src", "alt", "width"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !FILE_IMAGE.test(frame.attribs.src ?? ""),
};

/**
 * An article body made safe to show as HTML: only text markup, links (http, https, mailto; opened apart), and
 * images of the school's stored files; no script, style, event handler, frame or foreign image survives.
 */
export const sanitiseBody = (html: string): string => sanitizeHtml(html, options);

/** The stored files a (sanitised) body shows, by id. */
export const imageIdsOf = (html: string): number[] => {
  const ids = new Set<number>();
  for (const m of html.matchAll(/<img[^>]*\ssrc="\/api\/oss\/file\/(\d+)/g)) ids.add(Number(m[1]));
  return [...ids];
};

/** The plain text of a body, whitespace collapsed: what summaries and search read. */
export const textOf = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|h\d|li|tr|blockquote|pre)>|<br\s*\/?>/gi, " $&"), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
