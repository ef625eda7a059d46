/**
 * Turns the bytes of an uploaded GEDCOM file into text, by the character set its header declares
 * (`1 CHAR ...`) checked against the bytes themselves. Pure functions, no I/O.
 *
 * GEDCOM 5.5/5.5.1 names ANSEL, UNICODE (UTF-16), ASCII and (5.5.1) UTF-8; programs also write
 * ANSI (Windows-1252), IBMPC/IBM (code page 437), MACINTOSH (Mac Roman) and spellings such as
 * 'UTF8' or 'IBM WINDOWS'. TextDecoder (WHATWG encodings, built into Node and browsers) reads
 * UTF-8, UTF-16, Windows-1252 and Mac Roman; it has no code page 437 and no ANSEL, so those two
 * tables are here.
 */

/** The character sets the import reads. */
export type GedcomEncoding =
  'utf-8' | 'utf-16le' | 'utf-16be' | 'ansel' | 'windows-1252' | 'cp437' | 'cp850' | 'macintosh';

export type DecodedGedcom = {
  text: string;
  /** What the bytes were read as. */
  encoding: GedcomEncoding;
  /** HEAD CHAR as written in the file, null when it has none. */
  declared: string | null;
  /** For the person importing: the file says one thing and its bytes another. */
  warnings: string[];
};

const LABELS: Record<GedcomEncoding, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16',
  'utf-16be': 'UTF-16',
  ansel: 'ANSEL',
  'windows-1252': 'Windows ANSI (Windows-1252)',
  cp437: 'IBM PC (code page 437)',
  cp850: 'IBM PC (code page 850)',
  macintosh: 'Macintosh',
};

/** The encoding a HEAD CHAR value names, 'ascii' for ASCII, null when we do not know it. */
export function encodingForCharset(declared: string): GedcomEncoding | 'ascii' | 'unicode' | null {
  const name = declared.toUpperCase().replace(/[\s_-]+/g, '');
  if (name === 'UTF8') return 'utf-8';
  if (name === 'UNICODE' || name === 'UTF16' || name === 'UCS2') return 'unicode';
  if (name === 'UTF16LE') return 'utf-16le';
  if (name === 'UTF16BE') return 'utf-16be';
  if (name === 'ANSEL') return 'ansel';
  if (name === 'ASCII' || name === 'USASCII') return 'ascii';
  if (['ANSI', 'WINDOWS', 'IBMWINDOWS', 'WINDOWS1252', 'CP1252', 'LATIN1', 'ISO88591'].includes(name)) {
    return 'windows-1252';
  }
  if (['IBMPC', 'IBM', 'IBMDOS', 'DOS', 'CP437', 'IBM437', 'OEM', 'MSDOS'].includes(name)) return 'cp437';
  if (name === 'CP850' || name === 'IBM850') return 'cp850';
  if (name === 'MACINTOSH' || name === 'MAC' || name === 'MACROMAN') return 'macintosh';
  return null;
}

/**
 * Decodes an uploaded GEDCOM file. A byte order mark decides first (UTF-8, UTF-16 LE/BE), then
 * UTF-16 without one is recognised by its zero bytes; otherwise HEAD CHAR decides, unless the
 * bytes contradict it: bytes that are valid UTF-8 with non-ASCII characters are UTF-8 whatever
 * the header says (other encodings almost never form valid UTF-8 by chance), and a file that says
 * UTF-8 or ASCII but is not valid UTF-8 is read as Windows-1252. Each contradiction is a warning.
 */
export function decodeGedcom(bytes: Uint8Array): DecodedGedcom {
  const warnings: string[] = [];
  const bom = byteOrderMark(bytes);
  if (bom) {
    const text = new TextDecoder(bom.encoding).decode(bytes.subarray(bom.length));
    const declared = headerCharset(text);
    const named = declared ? encodingForCharset(declared) : null;
    const agrees = named === null || named === 'unicode' || named === bom.encoding || named === 'ascii';
    if (declared && !agrees) warnings.push(disagreement(declared, bom.encoding));
    return { text, encoding: bom.encoding, declared, warnings };
  }
  const utf16 = utf16WithoutBom(bytes);
  if (utf16) {
    const text = new TextDecoder(utf16).decode(bytes);
    const declared = headerCharset(text);
    const named = declared ? encodingForCharset(declared) : null;
    if (declared && named !== 'unicode' && named !== utf16) warnings.push(disagreement(declared, utf16));
    return { text, encoding: utf16, declared, warnings };
  }

  // Every 8-bit encoding here keeps ASCII as it is, so the header can be read before decoding.
  const declared = headerCharset(new TextDecoder('windows-1252').decode(bytes.subarray(0, HEADER_SCAN)));
  const named = declared ? encodingForCharset(declared) : null;
  const asUtf8 = strictUtf8(bytes);
  const ascii = isAscii(bytes);

  let encoding: GedcomEncoding;
  if (asUtf8 !== null && !ascii) {
    encoding = 'utf-8';
    if (named !== null && named !== 'utf-8' && named !== 'unicode') warnings.push(disagreement(declared!, encoding));
  } else if (named === 'cp437') {
    // 'IBMPC' names no code page; see ibmCodePage.
    encoding = ibmCodePage(bytes);
  } else if (named === 'ansel' || named === 'windows-1252' || named === 'cp850' || named === 'macintosh') {
    encoding = named;
  } else {
    // UTF-8, ASCII, UTF-16 without its marks, an unknown name or none at all.
    encoding = asUtf8 !== null ? 'utf-8' : 'windows-1252';
    if (!ascii && declared !== null) warnings.push(disagreement(declared, encoding));
  }
  const text = encoding === 'utf-8' ? asUtf8! : decodeSingleByte(bytes, encoding);
  return { text, encoding, declared, warnings };
}

function disagreement(declared: string, used: GedcomEncoding): string {
  return (
    `This file says its characters are ${declared}, but they are not; they were read as ${LABELS[used]}. ` +
    'Check names and places with accents.'
  );
}

/** How far into the file the header's CHAR line is looked for. */
const HEADER_SCAN = 64 * 1024;

/** The value of the header's `1 CHAR` line (the lines after `0 HEAD` until the next record). */
export function headerCharset(text: string): string | null {
  const lines = text
    .slice(0, HEADER_SCAN)
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/);
  let inHead = false;
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    if (!inHead) {
      if (!/^0\s+HEAD\b/i.test(line)) return null;
      inHead = true;
      continue;
    }
    if (/^0\s/.test(line)) return null;
    const m = /^1\s+CHAR(?:\s+(.*))?$/i.exec(line);
    if (m) return m[1]?.trim() || null;
  }
  return null;
}

function byteOrderMark(bytes: Uint8Array): { encoding: GedcomEncoding; length: number } | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/** '0 HEAD' in UTF-16 without a byte order mark: ASCII bytes with a zero after (LE) or before (BE). */
function utf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  if (bytes.length < 4) return null;
  if (bytes[0] === 0x30 && bytes[1] === 0 && bytes[3] === 0) return 'utf-16le';
  if (bytes[0] === 0 && bytes[1] === 0x30 && bytes[2] === 0) return 'utf-16be';
  return null;
}

function strictUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function isAscii(bytes: Uint8Array): boolean {
  for (const b of bytes) if (b > 0x7f) return false;
  return true;
}

function decodeSingleByte(bytes: Uint8Array, encoding: GedcomEncoding): string {
  if (encoding === 'ansel') return decodeAnsel(bytes);
  if (encoding === 'cp437') return decodeCodePage(bytes, CP437_HIGH);
  if (encoding === 'cp850') return decodeCodePage(bytes, CP850_HIGH);
  return new TextDecoder(encoding).decode(bytes);
}

/** Code page 437 (the IBM PC's), bytes 0x80 to 0xFF; the same as Python's and iconv's 'cp437'. */
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

/** Code page 850 (DOS in Western Europe, which has Ó and Á where 437 has Greek and box lines); as Python's 'cp850'. */
const CP850_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜø£Ø×ƒáíóúñÑªº¿®¬½¼¡«»░▒▓│┤ÁÂÀ©╣║╗╝¢¥┐└┴┬├─┼ãÃ╚╔╩╦╠═╬¤ðÐÊËÈıÍÎÏ┘┌█▄¦Ì▀ÓßÔÒõÕµþÞÚÛÙýÝ¯´\u00ad±‗¾¶§÷¸°¨·¹³²■\u00a0';

/** Maps each byte to one UTF-16 code unit through the table, then decodes them all at once (fast on 10 MB). */
function decodeCodePage(bytes: Uint8Array, high: string): string {
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    units[i] = b < 0x80 ? b : high.charCodeAt(b - 0x80);
  }
  return utf16(units);
}

function utf16(units: Uint16Array): string {
  return new TextDecoder('utf-16le').decode(units);
}

/**
 * 'IBMPC' files were written in the code page of the DOS machine: 437 in America, 850 in much of
 * Europe (the only one with Ó, as in Ó Súilleabháin). Names are Latin letters, so the code page that
 * reads more of the file's high bytes as Latin letters wins; 437 when they tie.
 */
function ibmCodePage(bytes: Uint8Array): 'cp437' | 'cp850' {
  let score = 0;
  for (const b of bytes) if (b >= 0x80) score += IBM_SCORE[b - 0x80];
  return score > 0 ? 'cp850' : 'cp437';
}

const LETTER = /^\p{Script=Latin}$/u;

/** Per high byte: +1 when only code page 850 reads it as a Latin letter, -1 when only 437 does. */
const IBM_SCORE = Int8Array.from({ length: 128 }, (_, i) => {
  const latin = (ch: string | undefined) => (LETTER.test(ch ?? '') ? 1 : 0);
  return latin(CP850_HIGH[i]) - latin(CP437_HIGH[i]);
});

/**
 * ANSEL, the Extended Latin Alphabet Coded Character Set for Bibliographic Use (ANSI/NISO Z39.47,
 * as in MARC-8 and the GEDCOM 5.5 appendix): ASCII below 0x80, spacing letters and signs at
 * 0xA1-0xCF, and combining diacritics at 0xE0-0xFE that come BEFORE the letter they mark
 * (Unicode puts them after). Spacing characters:
 */
const ANSEL_SPACING: Record<number, string> = {
  0xa1: '\u0141', // Ł
  0xa2: '\u00d8', // Ø
  0xa3: '\u0110', // Đ
  0xa4: '\u00de', // Þ
  0xa5: '\u00c6', // Æ
  0xa6: '\u0152', // Œ
  0xa7: '\u02b9', // soft sign
  0xa8: '\u00b7', // middle dot
  0xa9: '\u266d', // music flat
  0xaa: '\u00ae', // ®
  0xab: '\u00b1', // ±
  0xac: '\u01a0', // Ơ
  0xad: '\u01af', // Ư
  0xae: '\u02bc', // alif
  0xb0: '\u02bb', // ayn
  0xb1: '\u0142', // ł
  0xb2: '\u00f8', // ø
  0xb3: '\u0111', // đ
  0xb4: '\u00fe', // þ
  0xb5: '\u00e6', // æ
  0xb6: '\u0153', // œ
  0xb7: '\u02ba', // hard sign
  0xb8: '\u0131', // dotless i
  0xb9: '\u00a3', // £
  0xba: '\u00f0', // ð
  0xbc: '\u01a1', // ơ
  0xbd: '\u01b0', // ư
  0xbe: '\u25a1', // empty box (GEDCOM extension)
  0xbf: '\u25a0', // black box (GEDCOM extension)
  0xc0: '\u00b0', // degree sign
  0xc1: '\u2113', // script small l
  0xc2: '\u2117', // sound recording copyright
  0xc3: '\u00a9', // ©
  0xc4: '\u266f', // music sharp
  0xc5: '\u00bf', // ¿
  0xc6: '\u00a1', // ¡
  0xc7: '\u00df', // ß (MARC-8)
  0xc8: '\u20ac', // € (MARC-8)
  0xcd: '\u0065', // midline e (GEDCOM extension), read as e
  0xce: '\u006f', // midline o (GEDCOM extension), read as o
  0xcf: '\u00df', // ß (GEDCOM extension)
};

/** Combining diacritics, written before their base letter. */
const ANSEL_COMBINING: Record<number, string> = {
  0xe0: '\u0309', // hook above
  0xe1: '\u0300', // grave
  0xe2: '\u0301', // acute (the Irish fada)
  0xe3: '\u0302', // circumflex
  0xe4: '\u0303', // tilde
  0xe5: '\u0304', // macron
  0xe6: '\u0306', // breve
  0xe7: '\u0307', // dot above (the old Irish séimhiú)
  0xe8: '\u0308', // diaeresis
  0xe9: '\u030c', // caron
  0xea: '\u030a', // ring above
  0xeb: '\ufe20', // ligature, left half
  0xec: '\ufe21', // ligature, right half
  0xed: '\u0315', // comma above right
  0xee: '\u030b', // double acute
  0xef: '\u0310', // candrabindu
  0xf0: '\u0327', // cedilla
  0xf1: '\u0328', // ogonek (right hook)
  0xf2: '\u0323', // dot below
  0xf3: '\u0324', // diaeresis below
  0xf4: '\u0325', // ring below
  0xf5: '\u0333', // double low line
  0xf6: '\u0332', // low line
  0xf7: '\u0326', // comma below (left hook)
  0xf8: '\u031c', // left half ring below (right cedilla)
  0xf9: '\u032e', // breve below
  0xfa: '\ufe22', // double tilde, left half
  0xfb: '\ufe23', // double tilde, right half
  0xfe: '\u0313', // comma above
};

/**
 * Decodes ANSEL to NFC text: 'E2 61' (acute, a) is 'á'. A byte that ANSEL leaves undefined
 * becomes U+FFFD, which the parser reports; diacritics with no letter after them are dropped
 * at a line end and kept as combining marks elsewhere.
 */
export function decodeAnsel(bytes: Uint8Array): string {
  // Every ANSEL character is one UTF-16 code unit, and each byte gives at most one.
  const out = new Uint16Array(bytes.length);
  let n = 0;
  let pendingFrom = -1; // index in `bytes` of the first diacritic waiting for its letter
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (ANSEL_COMBINING[b] !== undefined) {
      if (pendingFrom < 0) pendingFrom = i;
      continue;
    }
    out[n++] = b < 0x80 ? b : (ANSEL_SPACING[b] ?? '\uFFFD').charCodeAt(0);
    if (pendingFrom >= 0 && b !== 0x0a && b !== 0x0d) {
      for (let j = pendingFrom; j < i; j++) out[n++] = ANSEL_COMBINING[bytes[j]].charCodeAt(0);
    }
    pendingFrom = -1;
  }
  return utf16(out.subarray(0, n)).normalize('NFC');
}
