import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/** Guests learn that logging in makes +1 also save the post. */
export function GuestFavouritesHint() {
  return (
    <p className="small text-body-secondary mb-0" data-testid="tagger-guest-hint">
      <Link to={paths.home}>{t`Log in`}</Link>
      {t` and every +1 is also saved to your favourites.`}
    </p>
  );
}
