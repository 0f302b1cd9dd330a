export { AuthForm } from './components/auth-form';
export { goToProvider, useSignInProviders } from './api/providers-api';
export { userNameFieldProblem } from './lib/field-problems';
