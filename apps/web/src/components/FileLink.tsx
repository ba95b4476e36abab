import type { ReactNode } from "react";
import { useFileLink } from "./useFileLink.ts";

/** A link that opens or downloads an uploaded file in a new tab, through a signed link. */
export function FileLink({ fileId, children }: { fileId: number; children: ReactNode }) {
  const href = useFileLink(fileId);
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noreferrer">
      {children}
    </a>
  );
}
