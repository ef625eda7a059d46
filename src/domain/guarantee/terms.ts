/**
 * The success guarantee ('no success, no fee'), versioned. Every paid order stores the version in
 * force when it was bought; a later version never changes what an earlier order was promised.
 * The wording follows docs/rules/documents.md 'After posting': a complete application that DFA
 * refuses can be
 * reviewed if the applicant asks within 6 weeks; an incomplete one is returned with no review.
 */
export type GuaranteeTerms = {
  version: string;
  /** The day these terms started to apply (YYYY-MM-DD). */
  effectiveFrom: string;
  /** Days from the date of the letter confirming the refusal within which a claim can be made. */
  claimWindowDays: number;
  /** Weeks DFA allows for asking for a review of a refusal. */
  reviewWindowWeeks: number;
  sections: Array<{ heading: string; paragraphs: string[]; bullets?: string[] }>;
};

const VERSION_1: GuaranteeTerms = {
  version: '1',
  effectiveFrom: '2026-11-22',
  claimWindowDays: 90,
  reviewWindowWeeks: 6,
  sections: [
    {
      heading: 'Our promise',
      paragraphs: [
        'If your Foreign Births Register application is refused, we give back what you paid us for the purchases this guarantee covers. No success, no fee.',
      ],
    },
    {
      heading: "What counts as 'no success'",
      paragraphs: ['You can claim when all of these are true:'],
      bullets: [
        'You sent the Department of Foreign Affairs (DFA) a complete Foreign Births Register application.',
        'DFA refused it.',
        'You asked DFA to review the refusal within 6 weeks of the refusal letter, as DFA allows, and the refusal still stands after that review.',
      ],
    },
    {
      heading: 'What does not count',
      paragraphs: [],
      bullets: [
        'An application that DFA returned to you as incomplete. Returned applications are not refused, have no right of review, and lapse 6 months after you signed them. Send the missing documents instead.',
        'An application that you withdrew, or never sent.',
        'A refusal that you did not ask DFA to review within the 6 weeks.',
        'Delays. The Foreign Births Register takes a long time, and waiting is not a refusal.',
      ],
    },
    {
      heading: 'Which purchases are covered',
      paragraphs: [
        'The personalised PDF application pack and certificate research orders that you bought on your account while these terms applied, for the application that was refused. We refund the full amount you paid us for each one, including certificate research that has already been posted to you.',
        "Not covered: orders that cost nothing, orders that were already refunded, and fees you paid to others, such as DFA's own application fee, certificate fees you paid to a registry yourself, postage and translations.",
      ],
    },
    {
      heading: 'Time limit',
      paragraphs: [
        'Claim within 90 days of the date of the letter that confirms the refusal after the review. The purchases you claim for must have been made before that date.',
      ],
    },
    {
      heading: 'What we ask for',
      paragraphs: [
        'The refusal letter from DFA that confirms the outcome of the review, as a PDF or a photo (JPEG, PNG or WebP, up to 10 MB). We use it only to decide your claim. Only you and our staff can see it, and it is deleted if you delete your account.',
      ],
    },
    {
      heading: 'How to claim',
      paragraphs: [
        'Sign in, open Orders and choose "Claim under the guarantee". Tick the orders the claim covers, give the date on the letter, upload the letter and add a note if you wish. We email you when we start reviewing your claim and when we decide, if order emails are switched on in Settings.',
        'If we approve your claim, we refund each covered order to the card you paid with. Your bank usually shows the refund within 5 to 10 business days. A refunded PDF pack can no longer be downloaded. If we decline your claim, we tell you why, for example if the letter shows that the application was returned as incomplete. You can then claim again with the right letter.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'These terms have a version number. The version in force when you paid is stored with each order, and it is the version that applies to that order, even if we change the terms later.',
      ],
    },
  ],
};

export const GUARANTEE_TERMS: readonly GuaranteeTerms[] = [VERSION_1];
export const CURRENT_GUARANTEE_TERMS: GuaranteeTerms = VERSION_1;

export const findGuaranteeTerms = (version: string | null | undefined): GuaranteeTerms | undefined =>
  GUARANTEE_TERMS.find((t) => t.version === version);
