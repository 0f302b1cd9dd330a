export { WhileNoAdmin } from './components/while-no-admin';
