import { commonPasswords, PasswordRules } from "@eos/contracts";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * The passwords the server refuses by their SHA-256 (issue 16 item 5). The server never sees a password, only
 * its hash, so it can only refuse what it hashed beforehand; every family below is enumerated in full:
 * - the empty password, and one digit or letter repeated, up to the longest password allowed (aaaaaaaa);
 * - every digit-only password of 1 to 6 digits (1,111,110);
 * - 7- and 8-digit ones people pick: dates of 1900-2099 as YYYYMMDD, DDMMYYYY and MMDDYYYY, runs up or down
 *   (wrapping, 7890123), and repeated blocks of 1 to 4 digits (1212121, 12341234, 52015201);
 * - every one-case letter password of 1 to 4 letters (a-z and A-Z, 950,508), and of 5 letters: alphabet runs
 *   and keyboard-row runs (abcde, qwert, lkjhg);
 * - the common-password and common-word dictionaries of zxcvbn-ts (@zxcvbn-ts/language-common) and the
 *   contracts' own list, as listed, lower case, upper case and capitalised.
 * All digit-only passwords of 7 and 8 digits (111 million) and all 5-letter ones (24 million) would cost
 * 1 GB of hashes and minutes of CPU to prepare; the families above are the ones people actually choose.
 */

const DIGITS = "0123456789";
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const KEYBOARD_ROWS = ["qwertyuiop", "asdfghjkl", "zxcvbnm"];

/** Every string of `length` characters drawn from `alphabet`, in order. */
function* allOf(alphabet: string, length: number): Generator<string> {
  const base = alphabet.length;
  const total = base ** length;
  for (let n = 0; n < total; n++) {
    let s = "";
    for (let i = 0, v = n; i < length; i++, v = Math.floor(v / base)) s = alphabet[v % base] + s;
    yield s;
  }
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const two = (n: number) => String(n).padStart(2, "0");

function* dates(): Generator<string> {
  for (let y = 1900; y <= 2099; y++)
    for (let m = 1; m <= 12; m++)
      for (let d = 1; d <= daysIn(y, m); d++) {
        yield `${y}${two(m)}${two(d)}`;
        yield `${two(d)}${two(m)}${y}`;
        yield `${two(m)}${two(d)}${y}`;
      }
}

/** A block repeated and cut to `length` (12 → 1212121). */
const repeatTo = (block: string, length: number) =>
  block.repeat(Math.ceil(length / block.length)).slice(0, length);

/** Windows of `length` along `line`, forwards and backwards. */
function* runsOf(line: string, length: number): Generator<string> {
  const back = [...line].reverse().join("");
  for (const l of [line, back]) for (let i = 0; i + length <= l.length; i++) yield l.slice(i, i + length);
}

function* digitPatterns(): Generator<string> {
  for (const length of [7, 8]) {
    for (let block = 1; block <= 4; block++) for (const b of allOf(DIGITS, block)) yield repeatTo(b, length);
    // Runs wrap round: 7890123, 3210987.
    yield* runsOf(DIGITS.repeat(3), length);
  }
  yield* dates();
}

function* letterPatterns(): Generator<string> {
  for (let length = 1; length <= 4; length++) yield* allOf(LOWER, length);
  yield* runsOf(LOWER, 5);
  for (const row of KEYBOARD_ROWS)
    for (let length = 5; length <= row.length; length++) yield* runsOf(row, length);
}

/** The spellings people use of a listed password: as listed, lower, upper, capitalised. */
const spellings = (word: string) => {
  const lower = word.toLowerCase();
  return [word, lower, word.toUpperCase(), `${lower.charAt(0).toUpperCase()}${lower.slice(1)}`];
};

/** The dictionary words, in a fixed order (their digest names the prepared list's cache file). */
export const dictionaryWords = (): string[] => [
  ...commonPasswords,
  ...dictionary["passwords-common"],
  ...dictionary["diceware-common"],
];

/** Every candidate, duplicates included (the list is sorted and deduplicated after hashing). */
export function* weakCandidates(): Generator<string> {
  yield "";
  for (const c of DIGITS + LOWER + LOWER.toUpperCase())
    for (let length = 5; length <= PasswordRules.maxLength; length++) yield c.repeat(length);
  for (let length = 1; length <= 6; length++) yield* allOf(DIGITS, length);
  yield* digitPatterns();
  for (const s of letterPatterns()) {
    yield s;
    yield s.toUpperCase();
  }
  for (const word of dictionaryWords()) yield* spellings(word);
}

/** What the list is made of, for its cache key: a change to the generator's families must bump this. */
export const CANDIDATES_VERSION = "weak-candidates/1";
