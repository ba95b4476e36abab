import { MarkSheet } from "./MarkSheet.tsx";

/** The phone's attendance page: the same sheet, one column, made for a teacher standing in the classroom. */
export function MobileMarkPage() {
  return (
    <div style={{ padding: 12 }}>
      <MarkSheet />
    </div>
  );
}
