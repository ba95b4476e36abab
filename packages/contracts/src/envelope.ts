import { z } from "zod";

/** Every response body of the API, errors included (CONTRACT.md 'Envelope'). */
export type Envelope<T> = {
  success: boolean;
  errorCode: string | number | null;
  errorDesc: string | null;
  data: T;
};

export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({
    success: z.boolean(),
    errorCode: z.union([z.string(), z.number()]).nullable(),
    errorDesc: z.string().nullable(),
    data,
  });

export const errorEnvelope = envelopeOf(z.null());

export const ok = <T>(data: T): Envelope<T> => ({ success: true, errorCode: null, errorDesc: null, data });

export const fail = (errorCode: string | number, errorDesc: string): Envelope<null> => ({
  success: false,
  errorCode,
  errorDesc,
  data: null,
});
