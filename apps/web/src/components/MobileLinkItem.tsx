import { List } from "antd-mobile";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A list row that opens a page: a real link (reachable with Tab, opened with Enter, announced as a link) whose
 * tap area is the whole row. antd-mobile's clickable List.Item is an <a> without href, which the keyboard
 * skips.
 */
export function MobileLinkItem({
  to,
  description,
  extra,
  className,
  children,
  testId,
}: {
  to: string;
  description?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <List.Item
      arrowIcon
      description={description}
      extra={extra}
      className={className ? `eos-mobile-link-item ${className}` : "eos-mobile-link-item"}
      data-testid={testId}
    >
      <Link to={to} className="eos-mobile-link-item__link">
        {children}
      </Link>
    </List.Item>
  );
}
