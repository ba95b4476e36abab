import sharp from "sharp";

/** Past this many pixels an image is not decoded (decompression bombs among them). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/**
 * Whether every row of an image (bytes or a path) decodes: a PNG or JPEG whose header is right and whose
 * pixels are damaged does not. The rows go into a thumbnail, so JPEGs decode at an eighth of their size (an
 * 81-megapixel one in about 1 s here rather than 8). failOn "error": the warnings many cameras' JPEGs raise
 * are no reason to refuse.
 */
export const decodesFully = (input: Buffer | string): Promise<boolean> =>
  sharp(input, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS, animated: false })
    .resize({ width: 32, height: 32, fit: "inside" })
    .raw()
    .toBuffer()
    .then(
      () => true,
      () => false,
    );
