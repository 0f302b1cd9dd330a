export { ledgerReasonText } from './lib/ledger-reason-text';
