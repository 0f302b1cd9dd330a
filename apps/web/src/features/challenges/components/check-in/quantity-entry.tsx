import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { MetricState } from '@gauntlet/core';
import { unitName } from '../../lib/catalogue/metrics';

interface Props {
  metric: MetricState;
  /** Adds the typed amount as one step; the server checks it as it checks "+". */
  onAdd: (amount: number) => void;
  disabled: boolean;
  describedBy?: string;
}

/**
 * A quantity goal takes what the player did as a number: "20" km is one entry, not twenty taps
 * of "+". The field keeps what was typed until it is sent; an empty field or 0 sends nothing.
 */
export function QuantityEntry({ metric, onAdd, disabled, describedBy }: Props) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const amount = Number(typed.replace(',', '.'));
  const usable = typed.trim() !== '' && Number.isFinite(amount) && amount !== 0;

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!usable || disabled) return;
    onAdd(amount);
    setTyped('');
  };

  return (
    <Form onSubmit={add} className="quantity-entry d-flex align-items-center gap-2">
      <Form.Label htmlFor={id} visuallyHidden>
        {t`Amount to add to ${{ metricName: metric.name }}`}
      </Form.Label>
      <Form.Control
        id={id}
        size="sm"
        inputMode="decimal"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        placeholder={unitName(metric.unit)}
        aria-describedby={describedBy}
        autoComplete="off"
      />
      <Button type="submit" size="sm" variant="outline-primary" disabled={disabled || !usable}>
        <Trans>Add</Trans>
      </Button>
    </Form>
  );
}
