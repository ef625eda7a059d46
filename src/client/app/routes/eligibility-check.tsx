import {
  EligibilityCheck as Check,
  type EligibilityCheckProps,
} from '#client/features/eligibility/eligibility-check.tsx';
import { SignInForm } from '#client/features/auth/index.ts';

/** The eligibility feature's check, whose eligible result offers a signed-out visitor the auth feature's sign-in form. */
export function EligibilityCheck(props: Omit<EligibilityCheckProps, 'signIn'>) {
  return <Check {...props} signIn={<SignInForm layout="compact" />} />;
}
