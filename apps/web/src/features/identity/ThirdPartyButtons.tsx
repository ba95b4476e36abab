import { useQuery } from "@tanstack/react-query";
import { Button, Divider, Space } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { padLatin } from "../../i18n/padLatin.ts";
import { fetchSignInProviders, type SignInProvider, startProviderSignIn } from "./thirdParty.ts";

type Props = { schoolId: number; onError: (message: string) => void };

/** The school's third-party providers as buttons under the sign-in forms; nothing when it has none. */
export function ThirdPartyButtons({ schoolId, onError }: Props) {
  const { t, i18n } = useTranslation();
  const [leaving, setLeaving] = useState<number | null>(null);
  const providers = useQuery({
    queryKey: ["thirdParty", "providers", schoolId],
    queryFn: () => fetchSignInProviders(schoolId),
    staleTime: 60_000,
  });
  if (!providers.data?.length) return null;

  const start = async (provider: SignInProvider) => {
    setLeaving(provider.id);
    try {
      await startProviderSignIn(schoolId, provider.id);
    } catch (cause) {
      setLeaving(null);
      onError(cause instanceof Error && cause.message ? cause.message : t("thirdParty.failed"));
    }
  };

  return (
    <div className="eos-third-party" data-testid="third-party-sign-in">
      <Divider plain>{t("thirdParty.or")}</Divider>
      <Space wrap>
        {providers.data.map((provider) => (
          <Button
            key={provider.id}
            loading={leaving === provider.id}
            onClick={() => void start(provider)}
            data-testid={`third-party-${provider.id}`}
          >
            {t("thirdParty.signInWith", {
              name: padLatin(provider.name || t(`thirdParty.kind.${provider.kind}`), i18n.language),
            })}
          </Button>
        ))}
      </Space>
    </div>
  );
}
