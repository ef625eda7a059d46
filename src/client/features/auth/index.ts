// The public entry of this feature: what other features may import (eslint.config.js).
export { SignInForm } from './sign-in-form.tsx';
