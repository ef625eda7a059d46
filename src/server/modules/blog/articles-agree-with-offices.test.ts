/**
 * The blog repeats facts from the office data set (src/domain/documents/offices/): the corrections
 * of issue 28 hold in the articles too, and no figure is dated 'late 2025' any more: each says when
 * it was last checked (docs/decisions/037-facts-that-stay-fresh.md).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const BLOG_DIR = new URL('../../../../content/blog/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, BLOG_DIR), 'utf8');
const all = readdirSync(BLOG_DIR)
  .filter((n) => n.endsWith('.md'))
  .map((name) => ({ name, text: read(name) }));
const WHERE = read('where-to-order-birth-marriage-and-death-certificates.md');

describe('the blog agrees with the corrected office facts', () => {
  it.each(all.map((a) => [a.name, a.text]))(
    '%s: no GRONI "from 1922" only, no €4, no "late 2025" figure',
    (_n, text) => {
      expect(text).not.toMatch(/GRONI\)?\s*(holds[^.]*)?from 1922 onward/);
      expect(text).not.toMatch(/Northern Ireland from 1922 onward, order from/);
      expect(text).not.toContain('€4)');
      expect(text).not.toMatch(/\(late 2025\)/);
    },
  );

  it('GRONI holds Northern Ireland births and deaths from 1864 and is ordered through GRONI online on nidirect', () => {
    expect(WHERE).toContain(
      'holds Northern Ireland births and deaths from 1864, and marriages from 1845 (non-Catholic) and from 1864 (all)',
    );
    expect(WHERE).toContain('(https://geni.nidirect.gov.uk)');
  });

  it('the Irish research photocopy is €5, the certificate €20, with the date of the page', () => {
    expect(WHERE).toContain('**€20** for a full standard certificate (last checked October 2023');
    expect(WHERE).toContain('An uncertified photocopy for research (€5 on the same page)');
  });

  it("Scotland's fee is the extracts page's £12, not the 1939 register's £15 and £10", () => {
    expect(WHERE).toContain('**£12** per certificate ordered online through ScotlandsPeople');
    expect(WHERE).not.toMatch(/gave \*\*£15\*\* for a first copy and \*\*£10\*\*/);
    expect(WHERE).toContain('are for extracts from the 1939 National Identity Register');
  });

  it("Ontario's C$35 is dated March 2006 as the data set has it, and sent to ServiceOntario for the current fee", () => {
    expect(WHERE).toContain('as last checked in March 2006');
    expect(WHERE).toContain('ask ServiceOntario for the current fee');
  });

  it("the step-by-step article: a parent already Irish when you were born (not 'they')", () => {
    const text = read('how-to-apply-to-the-foreign-births-register-step-by-step.md');
    expect(text).toContain('was born abroad but was already Irish when you were born');
    expect(text).not.toContain('already Irish when they were born');
  });
});
