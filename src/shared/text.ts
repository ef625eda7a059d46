import { z } from 'zod';

/**
 * The shared text field schemas (issue 19 item 21): every free text the API takes goes through
 * one of these, so limits and allowed characters are decided once.
 *
 * - `singleLine(max)`: names, address lines, places, codes, short texts. No control character at
 *   all: C0 (U+0000–U+001F, so NUL, TAB, LF, CR), DEL and C1 (U+007F–U+009F).
 * - `multiLine(max)`: notes. Line breaks (LF, CRLF) are kept; any other control is refused.
 *
 * Both refuse a lone UTF-16 surrogate (text that is not well-formed Unicode, which a JSON body can
 * carry as `"\ud800"`): PostgreSQL cannot store it in a JSON column.
 *
 * Each refuses with a message the API's 400 prefixes with the field's name.
 */

// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const MULTI_LINE_CONTROL = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)/;

// With the u flag a valid surrogate pair is one code point; only a lone surrogate is in Cs.
const LONE_SURROGATE = /\p{Cs}/u;

export const SINGLE_LINE_MESSAGE = 'Must be a single line without tabs or control characters';
export const MULTI_LINE_MESSAGE = 'Must not contain tabs or control characters (line breaks are fine)';
export const MALFORMED_TEXT_MESSAGE = 'Must be readable text (it holds a broken character)';

export const hasSingleLineControl = (s: string): boolean => SINGLE_LINE_CONTROL.test(s);
export const hasMultiLineControl = (s: string): boolean => MULTI_LINE_CONTROL.test(s);

const tooLong = (max: number) => `Must be at most ${max} characters`;

/**
 * A one-line text of at most `max` characters; `message` is for a missing or non-string value,
 * `tooLongMessage` replaces the default length message.
 */
export const singleLine = (max: number, message?: string, tooLongMessage = tooLong(max)) =>
  z
    .string(message)
    .max(max, tooLongMessage)
    .refine((s) => !hasSingleLineControl(s), SINGLE_LINE_MESSAGE)
    .refine((s) => !LONE_SURROGATE.test(s), MALFORMED_TEXT_MESSAGE);

/** A text of at most `max` characters that may span lines (LF or CRLF). */
export const multiLine = (max: number, message?: string, tooLongMessage = tooLong(max)) =>
  z
    .string(message)
    .max(max, tooLongMessage)
    .refine((s) => !hasMultiLineControl(s), MULTI_LINE_MESSAGE)
    .refine((s) => !LONE_SURROGATE.test(s), MALFORMED_TEXT_MESSAGE);
