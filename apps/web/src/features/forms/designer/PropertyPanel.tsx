import { controlName, type FormItem, lookupControl } from "@eos/forms-core";
import { Collapse, Descriptions, Empty, Form, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiSourceProps } from "./props/ApiSourceProps.tsx";
import { AutoNumberProps } from "./props/AutoNumberProps.tsx";
import { BasicProps } from "./props/BasicProps.tsx";
import { CascadeProps } from "./props/CascadeProps.tsx";
import { FormulaEditor } from "./props/FormulaEditor.tsx";
import type { SectionProps } from "./props/fields.tsx";
import { ChoiceLimits, DateProps, NumberProps, TextProps } from "./props/InputProps.tsx";
import { OptionsEditor } from "./props/OptionsEditor.tsx";
import {
  ButtonProps,
  ColumnsProps,
  ContentProps,
  GroupProps,
  IframeProps,
  MemberProps,
  RegionProps,
  ScoreProps,
  UploadProps,
} from "./props/OtherProps.tsx";
import { isTempId } from "./tree.ts";
import { designerLang } from "./useDesignerActions.ts";

type Section = { key: string; title: string; body: ReactNode };

/** The settings groups that apply to an item, by the control its value follows (system fields by their base). */
function sectionsFor(p: SectionProps, allItems: FormItem[], t: (key: string) => string): Section[] {
  const base = lookupControl(p.item.type)?.base ?? 0;
  const s = (key: string, title: string, body: ReactNode): Section[] => [{ key, title, body }];
  switch (base) {
    case 1:
    case 2:
    case 14:
    case 15:
    case 26:
    case 27:
    case 55:
      return s("text", t("formsDesigner.props.text"), <TextProps {...p} />);
    case 19:
    case 20:
    case 21:
      return s("number", t("formsDesigner.props.number"), <NumberProps {...p} />);
    case 3:
    case 22:
      return s("date", t("formsDesigner.props.date"), <DateProps {...p} />);
    case 4:
    case 5:
    case 16:
    case 17:
      return [
        { key: "options", title: t("formsDesigner.options.title"), body: <OptionsEditor {...p} /> },
        { key: "choice", title: t("formsDesigner.props.choice"), body: <ChoiceLimits {...p} /> },
        { key: "apiSource", title: t("formsDesigner.apiSource.title"), body: <ApiSourceProps {...p} /> },
      ];
    case 6:
    case 28:
    case 29:
    case 31:
    case 36:
      return s("upload", t("formsDesigner.props.upload"), <UploadProps {...p} />);
    case 30:
      return s("formula", t("formsDesigner.formula.title"), <FormulaEditor {...p} allItems={allItems} />);
    case 32:
      return s("group", t("formsDesigner.props.group"), <GroupProps {...p} />);
    case 34:
    case 35:
      return s("cascade", t("formsDesigner.cascade.title"), <CascadeProps key={String(p.item.id)} {...p} />);
    case 25:
      return s("region", t("formsDesigner.props.region"), <RegionProps {...p} />);
    case 52:
      return s("score", t("formsDesigner.props.score"), <ScoreProps {...p} />);
    case 54:
      return s("autoNumber", t("formsDesigner.autoNumber.title"), <AutoNumberProps {...p} />);
    case 51:
      return s("iframe", t("formsDesigner.props.iframe"), <IframeProps {...p} />);
    case 8:
    case 47:
    case 48:
    case 49:
    case 58:
      return s("content", t("formsDesigner.props.content"), <ContentProps {...p} />);
    case 38:
    case 43:
      return s("columns", t("formsDesigner.props.columns"), <ColumnsProps {...p} />);
    case 10:
    case 50:
      return s("member", t("formsDesigner.props.member"), <MemberProps {...p} />);
    case 40:
      return s("button", t("formsDesigner.props.button"), <ButtonProps {...p} />);
    default:
      return [];
  }
}

type Props = SectionProps & { allItems: FormItem[] };

/** The selected item's properties: identity, the basic group, then the groups its type has. */
export function PropertyPanel({ item, onChange, allItems }: Partial<Props> & Pick<Props, "allItems">) {
  const { t } = useTranslation();
  if (!item || !onChange)
    return (
      <aside className="eos-designer-props" aria-label={t("formsDesigner.props.title")}>
        <Typography.Title level={2} className="eos-designer-pane-title">
          {t("formsDesigner.props.title")}
        </Typography.Title>
        <Empty description={t("formsDesigner.props.none")} />
      </aside>
    );
  const p = { item, onChange };
  const sections = [
    { key: "basic", title: t("formsDesigner.props.basic"), body: <BasicProps {...p} /> },
    ...sectionsFor(p, allItems, t as never),
  ];
  return (
    <aside
      className="eos-designer-props"
      aria-label={t("formsDesigner.props.title")}
      data-testid="property-panel"
    >
      <Typography.Title level={2} className="eos-designer-pane-title">
        {t("formsDesigner.props.title")}
      </Typography.Title>
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: "type",
            label: t("formsDesigner.props.type"),
            children: item.type === 0 ? String(item.rawType) : controlName(item.type, designerLang()),
          },
          {
            key: "id",
            label: t("formsDesigner.props.id"),
            children: isTempId(item.id) ? t("formsDesigner.props.idUnsaved") : String(item.id),
          },
        ]}
      />
      <Form layout="vertical" component="div" key={String(item.id)}>
        <Collapse
          size="small"
          defaultActiveKey={sections.map((x) => x.key)}
          items={sections.map((x) => ({ key: x.key, label: x.title, children: x.body, forceRender: true }))}
        />
      </Form>
    </aside>
  );
}
