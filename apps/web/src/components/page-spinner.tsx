import { t } from '@lingui/core/macro';
// Plain Bootstrap markup: this is part of the first load, which stays small (see check-bundle).
export function PageSpinner({ label = t`Loading…` }: { label?: string }) {
  return (
    <div className="d-flex justify-content-center py-5" role="status" aria-live="polite">
      <span className="spinner-border" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
