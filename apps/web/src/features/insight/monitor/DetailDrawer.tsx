import { Drawer, Grid, Space } from "antd";
import type { ReactNode } from "react";
import { PagedTable, type PagedTableProps } from "./PagedTable.tsx";

type Props<T> = PagedTableProps<T> & {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  /** Filters and the export, above the rows. */
  toolbar: ReactNode;
  width?: number;
};

/** A drill-down in a drawer (full width on a phone): its filters and export, then its rows paged on the server. */
export function DetailDrawer<T extends object>({
  open,
  onClose,
  title,
  testId,
  toolbar,
  width,
  ...table
}: Props<T>) {
  const isPhone = Grid.useBreakpoint().md === false;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={isPhone ? "100%" : (width ?? 720)}
      title={title}
      data-testid={testId}
    >
      <Space wrap className="eos-monitor-toolbar">
        {toolbar}
      </Space>
      <PagedTable<T> small {...table} />
    </Drawer>
  );
}
