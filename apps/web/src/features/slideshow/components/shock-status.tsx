import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { isShockSlide, selectedSlides, type DeckSlide } from '@gauntlet/core';
import { useDeviceSnapshot } from '../../device';
import { paths } from '../../../lib/paths';

/** Whether the deck's 'shock' slides will fire a burst on the device, and where to set that up. */
export function ShockStatus({ slides }: { slides: readonly DeckSlide[] }) {
  const snapshot = useDeviceSnapshot();
  if (!selectedSlides(slides).some(isShockSlide)) return null;
  const armed = snapshot.status === 'connected' && snapshot.consent && snapshot.shockEnabled;
  const device = snapshot.device?.name ?? t`your device`;
  return (
    <p className="small mb-0" data-testid="shock-status">
      {armed ? (
        <Trans>Shock bursts are on: a drawn ‘shock’ slide fires a burst on {device}, within your caps.</Trans>
      ) : (
        <Trans>
          Your deck has ‘shock’ slides. They fire bursts only with a connected device and bursts enabled on the{' '}
          <Link to={paths.device}>device page</Link>.
        </Trans>
      )}
    </p>
  );
}
