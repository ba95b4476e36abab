import { DatePicker } from "antd-mobile";
import dayjs from "dayjs";
import { useState } from "react";

type Props = {
  id: string;
  title: string;
  value: string;
  /** "YYYY-MM-DD" or "YYYY-MM-DD HH:mm". */
  format: string;
  withTime: boolean;
  start?: string;
  end?: string;
  placeholder: string;
  set: (val: string) => void;
};

/**
 * A date (and time) on the phone pages: a full-width field that opens antd-mobile's wheel picker from the
 * bottom of the screen, where antd's desktop calendar would not fit a thumb.
 */
export default function PhoneDate({
  id,
  title,
  value,
  format,
  withTime,
  start,
  end,
  placeholder,
  set,
}: Props) {
  const [open, setOpen] = useState(false);
  const parsed = value ? dayjs(value, format) : null;
  const valid = parsed?.isValid() ? parsed : null;
  // Birthdays and deadlines both fit: a century back and ten years on, unless the item says otherwise.
  const min = start ? dayjs(start) : dayjs().subtract(100, "year").startOf("year");
  const max = end ? dayjs(end) : dayjs().add(10, "year").endOf("year");
  return (
    <>
      <button
        type="button"
        id={id}
        className="eos-fill-phone-date"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="fill-phone-date"
      >
        {valid ? (
          valid.format(format)
        ) : (
          <span className="eos-fill-phone-date__placeholder">{placeholder}</span>
        )}
      </button>
      <DatePicker
        visible={open}
        title={title}
        precision={withTime ? "minute" : "day"}
        value={valid?.toDate() ?? null}
        defaultValue={new Date()}
        min={min.toDate()}
        max={max.toDate()}
        onClose={() => setOpen(false)}
        onConfirm={(d) => set(dayjs(d).format(format))}
      />
    </>
  );
}
