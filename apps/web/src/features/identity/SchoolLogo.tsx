import type { SchoolInfo } from "@eos/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { fetchBranding } from "../../api/auth.ts";

type Props = { school: SchoolInfo };

/** The school's own logo above its name on the sign-in pages; nothing at all when it has none. */
export function SchoolLogo({ school }: Props) {
  const [broken, setBroken] = useState(false);
  const { data } = useQuery({
    queryKey: ["school-branding", school.domain],
    queryFn: () => fetchBranding(school.domain),
    retry: false,
    staleTime: 5 * 60_000,
  });
  if (!data?.logo || broken) return null;
  return (
    <img
      className="eos-login__logo"
      src={data.logo}
      alt={school.name}
      data-testid="school-logo"
      onError={() => setBroken(true)}
    />
  );
}
