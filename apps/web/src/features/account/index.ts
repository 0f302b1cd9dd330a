export { AuthForm } from './components/auth-form';
export { goToProvider, useSignInProviders } from './api/providers-api';
export { userNameFieldProblem } from './lib/field-problems';
export { ChangeEmailCard } from './components/change-email-card';
export { EmailVerificationReminder } from './components/email-verification-reminder';
