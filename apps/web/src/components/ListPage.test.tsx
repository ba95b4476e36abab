import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { AppProviders } from "../app/AppProviders.tsx";
import { ListCard, ListPage, type ListTableProps } from "./ListPage.tsx";

type Row = { id: number; name: string };
const rows: Row[] = [
  { id: 1, name: "Ada" },
  { id: 2, name: "Ben" },
];
const idle = { error: null, isFetching: false, refetch: () => undefined };

const table = (patch: Partial<ListTableProps<Row>> = {}): ListTableProps<Row> => ({
  list: idle,
  rows,
  rowKey: "id",
  columns: [{ key: "name", dataIndex: "name", title: "Name" }],
  failedTitle: "Could not load",
  testId: "rows-table",
  empty: "Nothing yet",
  paging: { page: 1, size: 20, total: 2 },
  totalText: (n) => `${n} in all`,
  ...patch,
});

const show = (node: ReactNode) =>
  render(
    <AppProviders>
      <MemoryRouter>{node}</MemoryRouter>
    </AppProviders>,
  );

describe("ListPage", () => {
  it("shows the header, hint, filters, rows, total and what the page adds, in one card", () => {
    show(
      <ListPage<Row>
        testId="rows-page"
        header={<h1>Rows</h1>}
        hint="All the rows"
        hintTestId="rows-hint"
        filters={<input aria-label="Search" />}
        filtersClassName="rows-filters"
        table={table()}
      >
        <aside data-testid="rows-drawer" />
      </ListPage>,
    );
    const page = screen.getByTestId("rows-page");
    expect(page.className).toBe("eos-page");
    const card = page.querySelector(".ant-card.eos-page__card") as HTMLElement;
    expect(card.querySelector("search.rows-filters input")).toBeTruthy();
    expect(screen.getByTestId("rows-hint").textContent).toBe("All the rows");
    expect(card.contains(screen.getByTestId("rows-table"))).toBe(true);
    expect(screen.getByText("Ada")).toBeTruthy();
    expect(screen.getByText("2 in all")).toBeTruthy();
    expect(screen.getByTestId("rows-drawer")).toBeTruthy();
  });

  it("puts the toolbar between the header and the card, outside the card", () => {
    show(
      <ListPage<Row>
        testId="rows-page"
        header={<h1>Rows</h1>}
        toolbar={<div data-testid="rows-toolbar">From, to</div>}
        table={table()}
      />,
    );
    const page = screen.getByTestId("rows-page");
    const toolbar = screen.getByTestId("rows-toolbar");
    const card = page.querySelector(".ant-card") as HTMLElement;
    expect(card.contains(toolbar)).toBe(false);
    expect(
      [...page.children].map(
        (child) => child.tagName.toLowerCase() === "h1" || child === toolbar || child === card,
      ),
    ).toEqual([true, true, true]);
    expect(page.children[1]).toBe(toolbar);
  });

  it("gives a list inside a page its card's heading", () => {
    show(<ListCard<Row> title="The area's schools" titleTestId="rows-title" table={table()} />);
    const heading = screen.getByTestId("rows-title");
    expect(heading.tagName).toBe("H2");
    expect(heading.closest(".ant-card")?.contains(screen.getByTestId("rows-table"))).toBe(true);
  });

  it("shows the empty state's words when there are no rows", () => {
    show(
      <ListPage<Row>
        testId="rows-page"
        header={null}
        table={table({ rows: [], paging: { page: 1, size: 20, total: 0 } })}
      />,
    );
    expect(screen.getByText("Nothing yet")).toBeTruthy();
    expect(document.querySelector("search")).toBeNull();
  });

  it("shows the failed view with a retry when nothing could be loaded, and keeps the rows it has otherwise", () => {
    const refetch = vi.fn();
    const failed = { error: new Error("Server down"), isFetching: false, refetch };
    const { unmount } = show(
      <ListPage<Row>
        testId="rows-page"
        header={null}
        table={table({ list: failed, rows: [], retryTestId: "retry" })}
      />,
    );
    expect(screen.getByText("Could not load")).toBeTruthy();
    expect(screen.getByText("Server down")).toBeTruthy();
    expect(screen.queryByTestId("rows-table")).toBeNull();
    fireEvent.click(screen.getByTestId("retry"));
    expect(refetch).toHaveBeenCalledTimes(1);
    unmount();

    show(<ListPage<Row> testId="rows-page" header={null} table={table({ list: failed })} />);
    expect(screen.getByTestId("rows-table")).toBeTruthy();
    expect(screen.queryByText("Could not load")).toBeNull();
  });

  it("turns pages through onPage and puts no box round the table without a test id", () => {
    const onPage = vi.fn();
    show(
      <ListPage<Row>
        testId="rows-page"
        header={null}
        table={table({ testId: undefined, onPage, paging: { page: 1, size: 10, total: 25 } })}
      />,
    );
    expect(screen.queryByTestId("rows-table")).toBeNull();
    fireEvent.click(screen.getByTitle("2"));
    expect(onPage).toHaveBeenCalledWith(2, 10);
  });

  it("can replace rows on screen with the failed view, leave out the size changer and keep antd's empty words", () => {
    const failed = { error: new Error("Server down"), isFetching: false, refetch: () => undefined };
    const { unmount } = show(
      <ListPage<Row> testId="rows-page" header={null} table={table({ list: failed, failOverRows: true })} />,
    );
    expect(screen.getByText("Could not load")).toBeTruthy();
    unmount();

    show(
      <ListPage<Row>
        testId="rows-page"
        header={null}
        table={table({
          rows: [],
          empty: undefined,
          sizeChanger: false,
          paging: { page: 1, size: 20, total: 0 },
        })}
      />,
    );
    expect(screen.getAllByText("No data").length).toBeGreaterThan(0);
    expect(document.querySelector(".ant-pagination-options")).toBeNull();
  });
});
