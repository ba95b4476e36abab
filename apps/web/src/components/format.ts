import dayjs from "dayjs";

/** A server time as the console's tables show it; empty for none. */
export const formatTime = (iso: string): string => (iso ? dayjs(iso).format("YYYY-MM-DD HH:mm") : "");
