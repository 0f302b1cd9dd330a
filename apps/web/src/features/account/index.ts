export { AuthForm } from './components/auth-form';
