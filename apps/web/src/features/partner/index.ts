export { useConfirmingPartner } from './api/partner-page-api';
export { usePartnerPage } from './api/partner-page-api';
