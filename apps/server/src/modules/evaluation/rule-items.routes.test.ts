import { describe, expect, it } from "vitest";
import { admin, data, get, post, useCollectionApp } from "../../../test/collection-world.ts";
import { evidence, idsByName, tree } from "../../../test/evaluation-fixtures.ts";

useCollectionApp();

describe("rules name the items they read", () => {
  it("lists and details carry the titles of the item and the condition's references, from the released form", async () => {
    const model = await data(
      post(admin, "/v3/target/add", { name: `Titles ${Math.random()}`, indicators: tree }),
    );
    const ids = idsByName(await data(get(admin, `/v3/target/detail?id=${model.id}`)));
    const { form, sceneId } = await evidence();
    const minutes = String(form.ids.Minutes);
    const quality = String(form.ids.Quality);
    const reading = await data(
      post(admin, "/v3/computeRule/save", {
        modelId: model.id,
        indicatorId: ids.Reading,
        name: "Minutes when good",
        config: {
          sceneId,
          kind: "item",
          itemId: minutes,
          scale: 1,
          condition: `{${quality}} != '' && {404} > 0`,
        },
      }),
    );
    const fixed = await data(
      post(admin, "/v3/computeRule/save", {
        modelId: model.id,
        indicatorId: ids["Volunteer service"],
        name: "Per log",
        config: { sceneId, kind: "fixed", points: 2 },
      }),
    );
    const page = await data(get(admin, `/v3/computeRule/page?modelId=${model.id}`));
    const byId = (id: number) => page.list.find((r: { id: number }) => r.id === id);
    // An id no released form has (404) gets no title; a rule that refers to no item has none.
    expect(byId(reading.id).itemTitles).toEqual({ [minutes]: "Minutes", [quality]: "Quality" });
    expect(byId(fixed.id).itemTitles).toEqual({});
    const detail = await data(get(admin, `/v3/computeRule/detail?id=${reading.id}`));
    expect(detail.itemTitles).toEqual({ [minutes]: "Minutes", [quality]: "Quality" });

    // A stashed draft's references are named too.
    await data(
      post(admin, "/v3/computeRule/stash", {
        id: fixed.id,
        config: { sceneId, kind: "fixed", points: 3, condition: `{${minutes}} >= 30` },
      }),
    );
    expect((await data(get(admin, `/v3/computeRule/detail?id=${fixed.id}`))).itemTitles).toEqual({
      [minutes]: "Minutes",
    });
  });
});
