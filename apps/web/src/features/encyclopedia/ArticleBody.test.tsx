import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ArticleBody } from "./ArticleBody.tsx";

const shown = (html: string) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ArticleBody html={html} />
    </QueryClientProvider>,
  ).getByTestId("encyclopedia-article-body");
};

describe("an article's body", () => {
  it("rebuilds text markup and safe links, and never runs or keeps script, handlers or javascript links", () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const body = shown(
      '<h2 onclick="alert(1)">规则</h2><script>alert(2)</script><p>要<strong>守时</strong></p>' +
        '<a href="javascript:alert(3)">bad</a><a href="https://eos.example/x">good</a>' +
        '<img src="x" onerror="alert(4)"><iframe src="https://evil.example"></iframe>',
    );
    expect(body.querySelector("h2")?.textContent).toBe("规则");
    expect(body.querySelector("h2")?.getAttribute("onclick")).toBeNull();
    expect(body.querySelector("strong")?.textContent).toBe("守时");
    expect(body.querySelector("script, iframe, [onerror], [onclick]")).toBeNull();
    const links = [...body.querySelectorAll("a")];
    expect(links.map((a) => a.getAttribute("href"))).toEqual(["https://eos.example/x"]);
    expect(links[0].getAttribute("rel")).toContain("noopener");
    expect(body.textContent).toContain("bad");
    expect(alert).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
