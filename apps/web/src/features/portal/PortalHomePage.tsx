import { BookOutlined, HomeOutlined, UserOutlined } from "@ant-design/icons";
import { Card, Col, Row, Skeleton } from "antd";
import type { ParseKeys } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { loginPathFor } from "../../api/loginPath.ts";
import { userType } from "../../api/userType.ts";
import { useSchool } from "../../api/useSchool.ts";
import { SchoolFetchFailed } from "../../components/SchoolFetchFailed.tsx";

type SignInCard = { key: string; type: number; icon: ReactNode; title: ParseKeys; desc: ParseKeys };

const cards: ReadonlyArray<SignInCard> = [
  {
    key: "teacher",
    type: userType.teacher,
    icon: <BookOutlined />,
    title: "portal.cards.teacher",
    desc: "portal.cards.teacherDesc",
  },
  {
    key: "student",
    type: userType.student,
    icon: <UserOutlined />,
    title: "portal.cards.student",
    desc: "portal.cards.studentDesc",
  },
  {
    key: "parent",
    type: userType.parent,
    icon: <HomeOutlined />,
    title: "portal.cards.parent",
    desc: "portal.cards.parentDesc",
  },
];

/** Portal home: a welcome with the school's name and one sign-in card per role. */
export function PortalHomePage() {
  const { t } = useTranslation();
  const { school, isLoading, error, retry } = useSchool();
  if (!school && error) return <SchoolFetchFailed onRetry={retry} />;
  const loginPath = loginPathFor(school ?? null);
  return (
    <>
      <section className="eos-hero" aria-labelledby="hero-title">
        {isLoading && !school ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : (
          <>
            <h1 id="hero-title" className="eos-hero__title" data-testid="portal-hero-title">
              {t("portal.heroTitle", { school: school?.name ?? "" })}
            </h1>
            <p className="eos-hero__subtitle">{t("portal.heroSubtitle")}</p>
          </>
        )}
      </section>
      <section className="eos-portal__cards" aria-labelledby="cards-title">
        <h2 id="cards-title" className="eos-section-title">
          {t("portal.cardsTitle")}
        </h2>
        <Row gutter={[16, 16]}>
          {cards.map((card) => (
            <Col key={card.key} xs={24} md={8}>
              <Card className="eos-role-card">
                <span className="eos-role-card__icon" aria-hidden>
                  {card.icon}
                </span>
                <h3 className="eos-role-card__title">{t(card.title)}</h3>
                <p className="eos-role-card__desc">{t(card.desc)}</p>
                <Link
                  to={`${loginPath}?role=${card.type}`}
                  className="eos-link-button"
                  data-testid={`portal-card-${card.key}`}
                >
                  {t(card.title)}
                </Link>
              </Card>
            </Col>
          ))}
        </Row>
      </section>
    </>
  );
}
