import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validIdCard } from "../testing/arbitraries.ts";
import { isValidIdCard } from "./id-card.ts";

const substitute = (id: string, at: number, by: string) => id.slice(0, at) + by + id.slice(at + 1);

describe("ID card properties", () => {
  it("every generated valid ID number passes, in either case", () => {
    fc.assert(
      fc.property(validIdCard, (id) => {
        expect(isValidIdCard(id)).toBe(true);
        expect(isValidIdCard(id.toLowerCase())).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it("every single-character substitution fails", () => {
    const chars = [..."0123456789X"];
    fc.assert(
      fc.property(validIdCard, fc.integer({ min: 0, max: 17 }), fc.constantFrom(...chars), (id, at, by) => {
        fc.pre(id[at] !== by);
        expect(isValidIdCard(substitute(id, at, by))).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it("every transposition of two different adjacent characters fails", () => {
    fc.assert(
      fc.property(validIdCard, fc.integer({ min: 0, max: 16 }), (id, at) => {
        fc.pre(id[at] !== id[at + 1]);
        const swapped = id.slice(0, at) + id[at + 1] + id[at] + id.slice(at + 2);
        expect(isValidIdCard(swapped)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it("exhaustively: all substitutions and transpositions of sampled numbers fail", () => {
    const samples = fc.sample(validIdCard, { numRuns: 50, seed: 42 });
    for (const id of samples) {
      for (let at = 0; at < 18; at++)
        for (const by of "0123456789X")
          if (by !== id[at]) expect(isValidIdCard(substitute(id, at, by))).toBe(false);
      for (let at = 0; at < 17; at++)
        if (id[at] !== id[at + 1])
          expect(isValidIdCard(id.slice(0, at) + id[at + 1] + id[at] + id.slice(at + 2))).toBe(false);
    }
  });
});
