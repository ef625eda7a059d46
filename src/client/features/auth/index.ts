// What src/client/app reads from this feature (features do not import each other: eslint.config.js).
export { SignInForm } from './sign-in-form.tsx';
