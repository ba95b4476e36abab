import { crc32, deflateSync } from "node:zlib";
import { expect, type Locator, type Page, test } from "@playwright/test";
import QRCode from "qrcode";
import { field, signInPc, signInPhoneStudent, tokenOf } from "./forms-kit.ts";
import { shoot } from "./screens.ts";

/**
 * Issue 17's blocker: files chosen in the form filler are uploaded (image, audio, video, attachment) on a PC
 * and on a phone, shown (a thumbnail that really loads, a link for the others), stored in the submitted value,
 * and a code read from a photo by the scan control. The form is made through the designer's API; everything
 * the filler does is done on the page.
 */

type Upload = { name: string; mimeType: string; buffer: Buffer };

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A real 24 × 16 PNG, one colour: decodable by the server and the browser. */
const png = (rgb: [number, number, number]): Buffer => {
  const [w, h] = [24, 16];
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: w }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: h }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
};

/** A tenth of a second of 8 kHz mono silence as WAV. */
const wav = (): Buffer => {
  const samples = Buffer.alloc(800);
  const head = Buffer.alloc(44);
  head.write("RIFF", 0, "ascii");
  head.writeUInt32LE(36 + samples.length, 4);
  head.write("WAVEfmt ", 8, "ascii");
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(8000, 24);
  head.writeUInt32LE(8000, 28);
  head.writeUInt16LE(1, 32);
  head.writeUInt16LE(8, 34);
  head.write("data", 36, "ascii");
  head.writeUInt32LE(samples.length, 40);
  return Buffer.concat([head, samples]);
};

/** An MP4 file's opening boxes (ftyp, free): what content sniffing reads. */
const mp4 = (): Buffer => {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write("ftypisom", 4, "ascii");
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write("isomiso2", 16, "ascii");
  const free = Buffer.alloc(64);
  free.writeUInt32BE(64, 0);
  free.write("free", 4, "ascii");
  return Buffer.concat([ftyp, free]);
};

const ITEMS = [
  { name: "生活照", type: 6 },
  { name: "朗读录音", type: 28 },
  { name: "才艺视频", type: 29 },
  { name: "获奖证明", type: 31 },
  { name: "借书码", type: 55 },
];

const files = (who: string): Record<string, Upload> => ({
  生活照: { name: `${who}-photo.png`, mimeType: "image/png", buffer: png([200, 60, 40]) },
  朗读录音: { name: `${who}-reading.wav`, mimeType: "audio/wav", buffer: wav() },
  才艺视频: { name: `${who}-talent.mp4`, mimeType: "video/mp4", buffer: mp4() },
  获奖证明: { name: `${who}-award.txt`, mimeType: "text/plain", buffer: Buffer.from(`${who}: 一等奖\n`) },
});

let formId = 0;

async function makeForm(page: Page) {
  const token = await tokenOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const add = await page.request.post("/api/v3/eos/form/admin/add", {
    headers,
    data: { name: "成长材料上传E2E", items: ITEMS },
  });
  const added = (await add.json()) as { success: boolean; data: { id: number } };
  expect(added.success, JSON.stringify(added)).toBe(true);
  const release = await page.request.post("/api/v3/eos/form/admin/release", {
    headers,
    data: { id: added.data.id },
  });
  expect((await release.json()).success).toBe(true);
  return added.data.id;
}

/** The thumbnail really loaded (a broken <img> has naturalWidth 0). */
async function expectLoadedImage(img: Locator) {
  await expect(img).toBeVisible();
  await expect
    .poll(() =>
      img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
}

/** Chooses each file in its upload control and waits for the upload to show in the field. */
async function uploadAll(page: Page, who: string) {
  for (const [name, file] of Object.entries(files(who))) {
    const uploaded = page.waitForResponse((r) => r.url().includes("/api/oss/upload") && r.ok());
    await field(page, name).locator('input[type="file"]').setInputFiles(file);
    await uploaded;
    await expect(field(page, name).getByRole("link", { name: file.name })).toBeVisible();
  }
  await expectLoadedImage(field(page, "生活照").locator("img.eos-fill-thumb"));
  // A link opens the file through a signed address (a new tab cannot send the session's token).
  await expect(field(page, "获奖证明").getByRole("link")).toHaveAttribute(
    "href",
    /\/api\/oss\/link\/\d+\?.*sig=/,
  );
  const qr = await QRCode.toBuffer(`BOOK-${who}`, { width: 240, margin: 2 });
  await field(page, "借书码").locator('input[type="file"]').setInputFiles({
    name: "code.png",
    mimeType: "image/png",
    buffer: qr,
  });
  await expect(field(page, "借书码").locator("input:not([type=file])").first()).toHaveValue(`BOOK-${who}`);
}

/** Submits, then reads the stored value back as the filler: each item holds the uploaded file, by type. */
async function submitAndCheck(page: Page, who: string) {
  const submitted = page.waitForResponse((r) => r.url().includes("/eos/form/wx/add"));
  await page.getByTestId("form-submit").click();
  const answer = (await (await submitted).json()) as { success: boolean; data: { formValId: number } };
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  await expect(page.getByText("提交成功")).toBeVisible();
  const token = await tokenOf(page);
  const read = await page.request.get(
    `/api/app/eos/form/wx/byid?id=${formId}&formValId=${answer.data.formValId}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const form = (await read.json()) as {
    data: { items: { id: number; name: string }[]; value: { values: { itemId: number; val: string }[] } };
  };
  const storedOf = (name: string) => {
    const item = form.data.items.find((i) => i.name === name);
    return form.data.value.values.find((v) => v.itemId === item?.id)?.val ?? "";
  };
  for (const [name, file] of Object.entries(files(who))) {
    const stored = JSON.parse(storedOf(name)) as { id: number; name: string; mime: string; size: number }[];
    expect(stored, name).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: file.name, size: file.buffer.length });
    // The server sniffs the content: media keep their kind, an attachment may be anything.
    if (name !== "获奖证明") expect(stored[0]?.mime.split("/")[0]).toBe(file.mimeType.split("/")[0]);
  }
  expect(storedOf("借书码")).toBe(`BOOK-${who}`);
  return answer.data.formValId;
}

test.describe.configure({ mode: "serial" });

test("an administrator uploads a photo, a recording, a video and an attachment in the PC filler", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInPc(page, "admin");
  formId = await makeForm(page);
  await page.goto(`/admin/forms/${formId}/fill`);
  await expect(page.getByTestId("form-fill")).toBeVisible();
  await uploadAll(page, "admin");
  await shoot(page, "uploads-filler-1440");
  const formValId = await submitAndCheck(page, "admin");

  // Opened again, the stored photo shows as a thumbnail that loads.
  await page.goto(`/admin/forms/${formId}/fill?formValId=${formValId}`);
  await expectLoadedImage(field(page, "生活照").locator("img.eos-fill-thumb"));
});

test("a student uploads the same kinds of files on a 390 px phone", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  expect(formId, "the PC test made the form").toBeGreaterThan(0);
  const mobile = await signInPhoneStudent(browser, baseURL ?? "", "s26010103");
  const m = mobile.page;
  await m.goto(`/m/form/${formId}`);
  await expect(m.getByTestId("form-fill")).toBeVisible();
  await uploadAll(m, "student");
  await shoot(m, "uploads-filler-390");
  await submitAndCheck(m, "student");
  await mobile.context.close();
});
