import { describe, expect, it } from 'vitest';
import { familyMember } from '../tree/family-member.ts';
import { assessEligibility } from './engine.ts';
import { summaryInThirdPerson } from './third-person.ts';

const me = familyMember({
  id: 'me',
  relationship: 'self',
  firstName: 'Aoife',
  lastName: 'Walsh',
  gender: 'female',
  birthDate: '1990-06-15',
  birthCountry: 'England',
});
const dad = familyMember({
  id: 'dad',
  relationship: 'parent',
  firstName: 'John',
  lastName: 'Walsh',
  gender: 'male',
  birthDate: '1960-03-01',
  birthCountry: 'England',
});

describe('summaryInThirdPerson', () => {
  it("tells the admin what the user can do, not 'you'", () => {
    expect(
      summaryInThirdPerson(
        'You can apply to the Foreign Births Register through your father John Walsh, who was an Irish citizen when you were born.',
      ),
    ).toBe(
      'They can apply to the Foreign Births Register through their father John Walsh, who was an Irish citizen when they were born.',
    );
  });

  it("turns the engine's requests to the user into statements about their tree", () => {
    expect(summaryInThirdPerson(assessEligibility([]).summary)).toBe(
      'This user has not added themselves to the family tree, so their eligibility cannot be checked yet.',
    );
    expect(summaryInThirdPerson(assessEligibility([me, dad]).summary)).toBe(
      "This user's family tree lacks details needed to tell whether they are eligible.",
    );
  });

  it("leaves no 'you' in any summary the engine gives for these trees", () => {
    const trees = [[], [me], [me, dad], [{ ...me, birthCountry: 'Ireland', isIrishBorn: true, birthPlace: 'Cork' }]];
    for (const tree of trees) {
      expect(summaryInThirdPerson(assessEligibility(tree).summary)).not.toMatch(/\byou/i);
    }
  });
});
