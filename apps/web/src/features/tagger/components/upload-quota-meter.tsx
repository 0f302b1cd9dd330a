import { Trans } from '@lingui/react/macro';
import { LabelledProgressBar } from '../../../components/labelled-progress-bar';
import { formatMegabytes } from '../../../lib/format';
import { useUploadQuota } from '../api/video-api';

/** How much of the user's upload quota their images take, e.g. "12.3 MB of 100 MB used". */
export function UploadQuotaMeter() {
  const quota = useUploadQuota();
  if (!quota.data) return null;
  const { usedBytes, quotaBytes } = quota.data;
  const share = quotaBytes > 0 ? Math.min(100, Math.round((usedBytes / quotaBytes) * 100)) : 100;
  return (
    <div className="d-grid gap-1" data-testid="upload-quota">
      <span className="small" id="upload-quota-label">
        <Trans>
          {{ used: formatMegabytes(usedBytes) }} of {{ quota: formatMegabytes(quotaBytes) }} used
        </Trans>
      </span>
      <LabelledProgressBar
        now={share}
        aria-labelledby="upload-quota-label"
        variant={share >= 90 ? 'danger' : share >= 70 ? 'warning' : 'info'}
        style={{ height: '0.5rem' }}
      />
    </div>
  );
}
