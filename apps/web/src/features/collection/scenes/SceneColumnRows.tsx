import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Form, Input } from "antd";
import { useTranslation } from "react-i18next";

/** The scene's list columns as editable key/title rows. */
export function SceneColumnRows() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t("scenes.drawer.columns")} extra={t("scenes.drawer.columnsHint")}>
      <Form.List name="columns">
        {(fields, { add, remove }) => (
          <div className="eos-scenes-columns" data-testid="scene-columns">
            {fields.map((field) => (
              <div key={field.key} className="eos-scenes-columns__row">
                <Form.Item
                  name={[field.name, "key"]}
                  rules={[{ required: true, whitespace: true, message: t("scenes.drawer.keyRequired") }]}
                  className="eos-scenes-columns__cell"
                >
                  <Input
                    maxLength={40}
                    placeholder={t("scenes.drawer.columnKey")}
                    aria-label={t("scenes.drawer.columnKey")}
                  />
                </Form.Item>
                <Form.Item
                  name={[field.name, "title"]}
                  rules={[{ required: true, whitespace: true, message: t("scenes.drawer.titleRequired") }]}
                  className="eos-scenes-columns__cell"
                >
                  <Input
                    maxLength={30}
                    placeholder={t("scenes.drawer.columnTitle")}
                    aria-label={t("scenes.drawer.columnTitle")}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<DeleteOutlined />}
                  aria-label={t("scenes.drawer.removeColumn")}
                  title={t("scenes.drawer.removeColumn")}
                  onClick={() => remove(field.name)}
                />
              </div>
            ))}
            {fields.length < 20 ? (
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ key: "", title: "" })} block>
                {t("scenes.drawer.addColumn")}
              </Button>
            ) : null}
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
