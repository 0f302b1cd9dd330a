import { i18n } from '@lingui/core';
import { selectOrdinal, t } from '@lingui/core/macro';
import { useId, type FormEvent, type ReactNode } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { timeBetweenInstructions } from '@gauntlet/core';
import { NUMBER_SETTINGS, SWITCH_SETTINGS, clampDraft, settingsOf, type SetupDraft } from '../lib/setup-draft';

interface Props {
  draft: SetupDraft;
  onChange: (draft: SetupDraft) => void;
  /** The picture source picker. */
  pictures: ReactNode;
  /** Why the show cannot start yet, or null. */
  blocker: string | null;
  onStart: () => void;
}

/** Duration, amount, instruction quantity and the switches, clamped to their ranges. */
export function SetupForm({ draft, onChange, pictures, blocker, onStart }: Props) {
  const id = useId();
  const settings = settingsOf(draft);
  const quantity = settings.instructionQuantity;
  const between = timeBetweenInstructions(settings.slideDuration, quantity);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(clampDraft(draft));
    if (!blocker) onStart();
  };

  return (
    <Form onSubmit={submit} className="d-grid gap-3" noValidate aria-label={t`Slideshow settings`}>
      <Row className="g-2">
        {NUMBER_SETTINGS.map(({ field, label, range }) => (
          <Col xs={12} sm={4} key={field}>
            <Form.Group controlId={`${id}-${field}`}>
              <Form.Label className="small mb-1">{i18n._(label)}</Form.Label>
              <Form.Control
                type="number"
                inputMode="numeric"
                min={range.min}
                max={range.max}
                step={1}
                value={draft.numbers[field]}
                onChange={(event) => onChange({ ...draft, numbers: { ...draft.numbers, [field]: event.target.value } })}
                onBlur={() => onChange(clampDraft(draft))}
                aria-describedby={`${id}-${field}-range`}
              />
              <Form.Text id={`${id}-${field}-range`}>
                {range.min}–{range.max}
              </Form.Text>
            </Form.Group>
          </Col>
        ))}
      </Row>
      <p className="small mb-0" data-testid="time-between-instructions">
        {between === null
          ? t`No instruction slides in this show.`
          : quantity === 1
            ? t`An instruction every slide: ${between} s of pictures between instructions.`
            : t`An instruction every ${selectOrdinal(quantity, { one: '#st', two: '#nd', few: '#rd', other: '#th' })} slide: ${between} s of pictures between instructions.`}
      </p>
      <div>
        {SWITCH_SETTINGS.map(({ field, label }) => (
          <Form.Check
            key={field}
            type="switch"
            id={`${id}-${field}`}
            label={i18n._(label)}
            checked={draft.switches[field]}
            onChange={(event) => onChange({ ...draft, switches: { ...draft.switches, [field]: event.target.checked } })}
          />
        ))}
      </div>
      {pictures}
      <div className="d-flex flex-wrap align-items-center gap-2">
        <Button type="submit" size="lg" disabled={blocker !== null}>
          {t`Start`}
        </Button>
        {blocker && <span className="small text-body-secondary">{blocker}</span>}
      </div>
      <p className="small text-body-secondary mb-0">
        {t`During the show: Space pauses or resumes, Enter adds an edge, Escape returns here.`}
      </p>
    </Form>
  );
}
