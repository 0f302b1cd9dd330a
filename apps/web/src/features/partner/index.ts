export { usePartnerPage } from './api/partner-page-api';
