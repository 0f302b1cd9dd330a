import { t } from '@lingui/core/macro';
import { FirstAdminOffer } from '../components/first-admin-offer';

/** Where the first administrator is made, linked from the menu while there is none. */
export default function AdminSetupPage() {
  return (
    <div className="mx-auto" style={{ maxWidth: '40rem' }}>
      <h1 className="h3">{t`Set up administrator`}</h1>
      <FirstAdminOffer />
    </div>
  );
}
