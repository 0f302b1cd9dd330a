import { Trans } from '@lingui/react/macro';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { LabelledProgressBar } from '../../../components/labelled-progress-bar';
import type { QueueSummary, UploadItem } from '../lib/upload-queue';

const percent = (share: number) => Math.round(share * 100);

const STATUS_TEXT = { waiting: msg`Waiting`, uploading: msg`Uploading`, done: msg`Uploaded`, failed: msg`Failed` } as const;

/** The overall progress bar and one bar per file. */
export function UploadProgress({ items, summary }: { items: UploadItem[]; summary: QueueSummary }) {
  const { i18n } = useLingui();
  const overall = percent(summary.overall);
  return (
    <div className="d-grid gap-2" data-testid="upload-progress">
      <div className="d-flex justify-content-between small">
        <span id="upload-overall-label" className="fw-semibold">
          {t`Overall`}
        </span>
        <span data-testid="upload-count">
          {summary.failed > 0 ? (
            <Trans>
              {{ done: summary.done }} of {{ total: summary.total }} uploaded, {{ failed: summary.failed }} failed
            </Trans>
          ) : (
            <Trans>
              {{ done: summary.done }} of {{ total: summary.total }} uploaded
            </Trans>
          )}
        </span>
      </div>
      <LabelledProgressBar
        now={overall}
        label={`${overall}%`}
        aria-labelledby="upload-overall-label"
        data-testid="upload-overall"
        animated={summary.busy}
        variant={summary.failed > 0 ? 'warning' : 'success'}
      />
      <ul className="list-unstyled d-grid gap-2 mb-0">
        {items.map((item) => (
          <li key={item.key} data-testid="upload-item">
            <div className="d-flex justify-content-between gap-2 small">
              <span className="text-truncate">{item.file.name}</span>
              <span className={item.status === 'failed' ? 'text-danger' : 'text-body-secondary'}>
                {i18n._(STATUS_TEXT[item.status])}
                {item.status === 'uploading' && ` ${percent(item.progress)}%`}
              </span>
            </div>
            <LabelledProgressBar
              now={percent(item.status === 'failed' ? 1 : item.progress)}
              aria-label={t`Upload of ${{ fileName: item.file.name }}`}
              variant={item.status === 'failed' ? 'danger' : item.status === 'done' ? 'success' : undefined}
              style={{ height: '0.5rem' }}
            />
            {item.error && <div className="small text-danger">{item.error}</div>}
          </li>
        ))}
      </ul>
    </div>
  );
}
