import { t } from '@lingui/core/macro';
import { Form } from 'react-bootstrap';
import { LEDGER_KINDS, type LedgerKind, type PointsCurrency } from '@gauntlet/core';
import type { PointsFilters as Filters } from '../api/points-history-api';
import { ledgerKindLabel } from '../lib/ledger-reason-text';

/** Which movements the list shows: of one currency or both, of one kind or all. */
export function PointsFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  return (
    <div className="d-flex flex-wrap gap-3">
      <Form.Group controlId="points-currency">
        <Form.Label className="small fw-semibold mb-1">{t`Points`}</Form.Label>
        <Form.Select
          size="sm"
          value={value.currency ?? ''}
          onChange={(event) => onChange({ ...value, currency: (event.target.value || undefined) as PointsCurrency | undefined })}
        >
          <option value="">{t`RP and PP`}</option>
          <option value="rp">{t`RP only`}</option>
          <option value="pp">{t`PP only`}</option>
        </Form.Select>
      </Form.Group>
      <Form.Group controlId="points-kind">
        <Form.Label className="small fw-semibold mb-1">{t`Kind`}</Form.Label>
        <Form.Select
          size="sm"
          value={value.kind ?? ''}
          onChange={(event) => onChange({ ...value, kind: (event.target.value || undefined) as LedgerKind | undefined })}
        >
          <option value="">{t`All kinds`}</option>
          {LEDGER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {ledgerKindLabel(kind)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    </div>
  );
}
