export { useAdminSetupOpen } from './api/bootstrap-api';
