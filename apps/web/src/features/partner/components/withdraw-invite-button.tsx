import { t } from '@lingui/core/macro';
import { Alert } from 'react-bootstrap';
import { OnlineButton } from '../../../components/online-controls';
import { errorMessage } from '../../../lib/error-text';
import { useRevokeInvite } from '../api/partner-page-api';

/** Withdraws the open invite, so its link stops working. */
export function WithdrawInviteButton() {
  const revoke = useRevokeInvite();
  return (
    <>
      {revoke.isError && (
        <Alert variant="danger" role="alert">
          {errorMessage(revoke.error)}
        </Alert>
      )}
      <OnlineButton variant="outline-danger" onClick={() => revoke.mutate()} disabled={revoke.isPending}>
        {revoke.isPending ? t`Withdrawing…` : t`Withdraw invite`}
      </OnlineButton>
    </>
  );
}
