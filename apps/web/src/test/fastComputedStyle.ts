/**
 * jsdom answers getComputedStyle by matching the element against every rule of every stylesheet, and antd
 * injects thousands of rules: about 170 ms a call here, and antd's popups, tables and text areas call it on
 * every ancestor to find scroll containers and sizes that jsdom cannot lay out anyway. That was most of the
 * web suite's time.
 *
 * The cascade is still honoured for what tests and Testing Library decide on: whether an element is shown
 * (display, visibility) and clickable (pointer-events). Every other property reads the element's inline
 * style, as a layout-less browser would have nothing better to give.
 */
const CASCADED = new Set(["display", "visibility", "pointer-events"]);
const CASCADED_CAMEL = new Set(["display", "visibility", "pointerEvents"]);

/** Marks a window whose getComputedStyle is already ours: test files share one jsdom (isolate: false). */
const INSTALLED = Symbol.for("eos.fastComputedStyle");

export function installFastComputedStyle(win: Window & typeof globalThis) {
  const marked = win as unknown as Record<symbol, boolean>;
  // The setup file runs again for every test file; wrapping our own wrapper would stack a proxy per file.
  if (marked[INSTALLED]) return;
  marked[INSTALLED] = true;
  const native = win.getComputedStyle.bind(win);
  win.getComputedStyle = ((elt: Element, pseudo?: string | null) => {
    let full: CSSStyleDeclaration | undefined;
    const cascaded = () => {
      full ??= native(elt, pseudo);
      return full;
    };
    const inline: CSSStyleDeclaration | undefined = pseudo ? undefined : (elt as HTMLElement).style;
    const target = inline ?? ({} as CSSStyleDeclaration);
    return new Proxy(target, {
      get(_, prop) {
        if (prop === "getPropertyValue") {
          return (name: string) =>
            CASCADED.has(name) ? cascaded().getPropertyValue(name) : (inline?.getPropertyValue(name) ?? "");
        }
        if (typeof prop === "string" && CASCADED_CAMEL.has(prop)) {
          return cascaded()[prop as "display"];
        }
        const value = inline ? Reflect.get(inline, prop) : undefined;
        if (typeof value === "function") return value.bind(inline);
        return value ?? "";
      },
    });
  }) as typeof win.getComputedStyle;
}
