import { Grid, Result, Spin } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { getToken } from "../../../api/session.ts";
import { useSchool } from "../../../api/useSchool.ts";
import { ensureVisitorToken } from "../../../api/visitorToken.ts";
import { FillLoader } from "./FillLoader.tsx";
import { FillSession } from "./FillSession.tsx";
import { fetchPublicForm, submitAsVisitor } from "./fillerApi.ts";

/**
 * /form/:id: a public form. Nobody signed in gets a visitor token for the school of this domain (or
 * ?schoolId=) and reads the form through visitor/byid (definition only); the value goes through
 * visitor/addBatchVisitor, which is write-only. No drafts.
 */
export function VisitorFillPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const phone = Grid.useBreakpoint().md === false;
  const { school, isLoading } = useSchool();
  const querySchool = Number(search.get("schoolId"));
  const schoolId = Number.isInteger(querySchool) && querySchool > 0 ? querySchool : school?.id;
  if (schoolId === undefined)
    return isLoading ? (
      <div style={{ padding: 48, textAlign: "center" }}>
        <Spin />
      </div>
    ) : (
      <Result status="404" title={t("formsFiller.page.notFound")} />
    );
  const signedIn = getToken() !== null;
  return (
    <main className="eos-fill-visitor" style={{ maxWidth: 760, margin: "0 auto", padding: phone ? 16 : 32 }}>
      <FillLoader
        formId={Number(id)}
        formValId={null}
        before={signedIn ? undefined : () => ensureVisitorToken(schoolId)}
        load={signedIn ? undefined : () => fetchPublicForm(Number(id))}
      >
        {({ data, again, round }) =>
          data.settings.allowVisitor || signedIn ? (
            <FillSession
              key={round}
              data={data}
              device={phone ? "phone" : "pc"}
              mode="fill"
              drafts={false}
              customForm={search.get("customForm")}
              submit={(items) => submitAsVisitor(data.id, items)}
              onAgain={again}
              onBack={() => navigate("/")}
            />
          ) : (
            <Result status="403" title={t("formsFiller.page.visitorsNotAllowed")} />
          )
        }
      </FillLoader>
    </main>
  );
}
