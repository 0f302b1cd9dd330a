import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Form } from 'react-bootstrap';
import { PageSpinner } from '../../../components/page-spinner';
import { useMe } from '../../../lib/session';
import { useRoutineChoices } from '../../routines';
import { useChallengeDashboard } from '../api/dashboard-api';
import { ActiveChallengeNotice } from '../components/new-challenge/active-challenge-notice';
import { ChallengeDetailsCard } from '../components/new-challenge/challenge-details-card';
import { GoalsSection } from '../components/new-challenge/goals-section';
import { PartnerConfirmsField } from '../components/new-challenge/partner-confirms-field';
import { PartnerApprovesSwitch } from '../components/new-challenge/partner-approves-switch';
import { SubmitArea } from '../components/new-challenge/submit-area';
import { PunishmentPicker } from '../components/punishment/punishment-picker';
import { useNewChallengeForm } from '../lib/use-new-challenge-form';

export default function NewChallengePage() {
  const { data: me } = useMe();
  // The Routines category offers the user's routines as metrics `rout-{routineId}`.
  const routines = useRoutineChoices();
  const form = useNewChallengeForm(routines);
  const dashboard = useChallengeDashboard();
  if (!me) return null;
  const active = dashboard.data?.activeChallenge;

  return (
    <div className="d-grid gap-4" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-0">
        <Trans>New Challenge</Trans>
      </h1>
      {dashboard.isPending && <PageSpinner label={t`Checking for an active challenge…`} />}
      {active && <ActiveChallengeNotice challenge={active} />}
      {!dashboard.isPending && !active && (
        <Form onSubmit={(event) => void form.submit(event)} noValidate className="d-grid gap-4">
          <ChallengeDetailsCard form={form} timeZone={me.timeZone} />
          <PunishmentPicker />
          <GoalsSection form={form} routines={routines} />
          <PartnerConfirmsField value={form.partnerConfirms} onChange={form.setPartnerConfirms} />
          <PartnerApprovesSwitch checked={form.partnerApproves} onChange={form.setPartnerApproves} />
          <SubmitArea form={form} />
        </Form>
      )}
    </div>
  );
}
