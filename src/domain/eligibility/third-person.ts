/**
 * The engine's one-sentence summary, which speaks to the user ('You can apply…'), told about the user
 * to someone else (the admin's view of a user): 'They can apply…'. Singular 'they' takes the same verb
 * forms as 'you', so the pronouns are all that change; the two summaries that ask the user to act
 * become statements about the tree.
 */
export function summaryInThirdPerson(summary: string): string {
  const statement = REQUESTS.get(summary);
  if (statement) return statement;
  return summary.replace(/\b(you|your|yours|yourself)\b/gi, (word) => {
    const they = THEY[word.toLowerCase()];
    return word.charAt(0) === word.charAt(0).toUpperCase() ? they.charAt(0).toUpperCase() + they.slice(1) : they;
  });
}

const THEY: Record<string, string> = { you: 'they', your: 'their', yours: 'theirs', yourself: 'themselves' };

/** The engine's requests to the user (src/domain/eligibility/engine.ts), as facts for the admin. */
const REQUESTS = new Map([
  [
    'Add yourself to the family tree so we can check your eligibility.',
    'This user has not added themselves to the family tree, so their eligibility cannot be checked yet.',
  ],
  [
    'Add the missing details to your family tree so we can tell whether you are eligible.',
    "This user's family tree lacks details needed to tell whether they are eligible.",
  ],
]);
