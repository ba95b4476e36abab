import type { SchoolInfo } from "@eos/contracts";
import { useTranslation } from "react-i18next";

type Props = { school: SchoolInfo | undefined; size?: number };

/** The school's logo when the school record has one, else its first character on the brand colour. */
export function SchoolLogo({ school, size = 36 }: Props) {
  const { t } = useTranslation();
  const logo = (school as (SchoolInfo & { logo?: string | null }) | undefined)?.logo;
  if (logo) {
    return (
      <img
        className="eos-school-logo"
        src={logo}
        alt={t("school.logoAlt", { school: school?.name ?? "" })}
        width={size}
        height={size}
      />
    );
  }
  return (
    <span
      className="eos-school-logo eos-school-logo--initial"
      style={{ width: size, height: size }}
      aria-hidden
    >
      {(school?.name ?? t("app.name")).slice(0, 1)}
    </span>
  );
}
