export { FirstAdminOffer } from './components/first-admin-offer';
