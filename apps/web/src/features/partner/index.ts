export { useHasConfirmingPartner } from './api/partner-page-api';
