/**
 * The blog repeats the document rules the checklist and the pack print (docs/rules/documents.md):
 * an article that states another number of photos or proofs of address fails here, so the
 * rules change in one place (src/domain/documents/fbr-requirements.ts) and the articles follow.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHOTOS, PROOF_OF_ADDRESS } from '#domain/documents/fbr-requirements.ts';
import { FAQ, QUIZ_OUTCOMES, QUIZ_QUESTIONS } from '#shared/eligibility-content.ts';

const BLOG_DIR = new URL('../../../../content/blog/', import.meta.url);
const articles = readdirSync(BLOG_DIR)
  .filter((name) => name.endsWith('.md'))
  .map((name) => ({ name, text: readFileSync(new URL(name, BLOG_DIR), 'utf8') }));

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/** The sentences of a text (Markdown list items and table cells count as sentences). */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n+|\|/).filter((s) => s.trim() !== '');
}

/** The numbers written in the three words before each mention of a noun: 'four passport photos', '2 photos'. */
function countsBefore(sentence: string, noun: RegExp): number[] {
  const words = sentence.toLowerCase().split(/[\s(),:;*]+/);
  return words.flatMap((word, i) =>
    noun.test(`${word} ${words[i + 1] ?? ''}`)
      ? words
          .slice(Math.max(0, i - 3), i)
          .map((w) => WORDS[w] ?? Number(w))
          .filter((n) => Number.isInteger(n) && n > 0)
      : [],
  );
}

/** What a text says that contradicts the photo and proof-of-address rules. */
function contradictions(text: string): string[] {
  const found: string[] = [];
  for (const sentence of sentences(text)) {
    const photos = countsBefore(sentence, /^photos?\b(?! id)/);
    // 'two of your four photos': the witnessed count only beside the full count.
    const allowed: number[] = photos.includes(PHOTOS.count) ? [PHOTOS.count, PHOTOS.witnessed] : [PHOTOS.count];
    if (photos.some((n) => !allowed.includes(n))) found.push(`photos: ${sentence.trim()}`);
    const proofs = countsBefore(sentence, /^proofs? of/);
    if (proofs.some((n) => n !== PROOF_OF_ADDRESS.count)) found.push(`proof of address: ${sentence.trim()}`);
  }
  return found;
}

describe('what we publish agrees with the document rules', () => {
  it.each(articles.map((a) => [a.name, a.text]))('%s', (_name, text) => {
    expect(contradictions(text)).toEqual([]);
  });

  it('the eligibility check and the FAQ', () => {
    const text = [
      ...QUIZ_QUESTIONS.flatMap((q) => [q.text, q.help]),
      ...Object.values(QUIZ_OUTCOMES).flatMap((o) => [o.summary, ...o.details]),
      ...FAQ.flatMap((f) => [f.question, f.answer]),
    ].join('\n');
    expect(contradictions(text)).toEqual([]);
  });

  it.each([
    ['Two passport-size photos, signed by your witness', 'photos'],
    ['Send the witnessed form and both signed photos, 2 photos in all.', 'photos'],
    ['Third-party guides usually say two or three proofs of address.', 'proof of address'],
    ['Enclose three proofs of address.', 'proof of address'],
  ])('catches the old rule %j', (sentence, rule) => {
    expect(contradictions(sentence).join()).toContain(rule);
  });

  it.each([
    'Four passport photos, two of them signed by your witness',
    'Two original proofs of your address, such as a recent utility bill',
  ])('accepts the current rule %j', (sentence) => {
    expect(contradictions(sentence)).toEqual([]);
  });
});
