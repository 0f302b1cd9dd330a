import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { Card, Col, Form, Row } from 'react-bootstrap';
import { CheckedControl } from '../../../../components/checked-control';
import { CHALLENGE_LIMITS } from '@gauntlet/core';
import { useNow } from '../../../../lib/use-now';
import type { NewChallengeForm } from '../../lib/use-new-challenge-form';
import { ChallengeDates } from './challenge-dates';

/** Title, an optional description and the duration, with the start and last day the duration gives. */
export function ChallengeDetailsCard({ form, timeZone }: { form: NewChallengeForm; timeZone: string }) {
  const now = useNow();
  const { fields, errors } = form;
  return (
    <Card>
      <Card.Body>
        <Form.Group className="mb-3" controlId="challenge-title">
          <Form.Label>{t`Title`}</Form.Label>
          <CheckedControl
            value={fields.title}
            maxLength={CHALLENGE_LIMITS.titleLength}
            required
            onChange={(event) => form.setTitle(event.target.value)}
            onBlur={form.touchTitle}
            problem={fields.titleTouched && errors.title}
          />
        </Form.Group>
        <Form.Group className="mb-3" controlId="challenge-description">
          <Form.Label>{t`Description (optional)`}</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            value={fields.description}
            maxLength={CHALLENGE_LIMITS.descriptionLength}
            onChange={(event) => form.setDescription(event.target.value)}
          />
        </Form.Group>
        <Row className="g-3 align-items-start">
          <Col xs={12} sm={4}>
            <Form.Group controlId="challenge-duration">
              <Form.Label>
                <Trans>Duration (days)</Trans>
              </Form.Label>
              <CheckedControl
                type="number"
                inputMode="numeric"
                min={1}
                max={CHALLENGE_LIMITS.maxDurationDays}
                step={1}
                value={fields.durationText}
                onChange={(event) => form.setDurationText(event.target.value)}
                problem={errors.duration}
              />
            </Form.Group>
          </Col>
          <Col xs={12} sm={8}>
            <ChallengeDates now={now} timeZone={timeZone} durationDays={form.durationDays} />
          </Col>
        </Row>
      </Card.Body>
    </Card>
  );
}
