import { useQuery } from "@tanstack/react-query";
import { request } from "../api/request.ts";

type Link = { url: string; expiresAt: number };

const FILE_URL = /^\/api\/oss\/file\/(\d+)(?:[?#]|$)/;

/** The id of an uploaded file, from its id or from the address the API gives (`/api/oss/file/:id`). */
export const fileIdOf = (file: number | string | null | undefined): number | null => {
  if (typeof file === "number") return file > 0 ? file : null;
  const match = file ? FILE_URL.exec(file) : null;
  return match ? Number(match[1]) : null;
};

/** Links from oss/get stay valid for an hour; they are asked for again well before that. */
const FRESH_MS = 45 * 60 * 1000;

/**
 * A link to a file that an <img>, <audio>, <video> or a new tab can open: those cannot send the
 * Authorization header that /api/oss/file needs, so the server signs a link after checking the reader
 * (oss/get). `null` while it is being asked for, or when the reader may not see the file.
 */
export function useFileLink(fileId: number | null | undefined, width?: 200 | 400 | 800): string | null {
  const { data } = useQuery({
    queryKey: ["oss-link", fileId, width ?? 0],
    queryFn: () =>
      request<Link>({
        url: "/oss/get",
        params: { id: fileId, w: width },
        noToast: true,
        noCache: true,
        background: true,
      }),
    enabled: typeof fileId === "number" && fileId > 0,
    staleTime: FRESH_MS,
    gcTime: FRESH_MS,
    retry: false,
  });
  return data?.url ?? null;
}
