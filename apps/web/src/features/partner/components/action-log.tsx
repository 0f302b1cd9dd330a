import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Card, ListGroup } from 'react-bootstrap';
import type { PartnerAction } from '@gauntlet/core';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { goalTitleText } from '../../challenges';
import { actionKindText, actionPointsText } from '../lib/action-texts';

/**
 * The partnership's log, newest first as the server sends it: who did what, when, why, and the
 * points moved or the punishment goal added.
 */
export function ActionLog({ actions, timeZone }: { actions: PartnerAction[]; timeZone: string }) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} data-testid="partner-log">
      <Card.Header>
        <h2 className="h5 mb-0" id={titleId}>
          {t`Partnership log`}
        </h2>
      </Card.Header>
      {actions.length === 0 ? (
        <Card.Body className="text-body-secondary">{t`Nothing recorded yet.`}</Card.Body>
      ) : (
        <ListGroup as="ul" variant="flush">
          {actions.map((action) => {
            const points = actionPointsText(action);
            return (
              <ListGroup.Item as="li" key={action.id} className="d-grid gap-1" data-testid="partner-action">
                <div className="d-flex flex-wrap justify-content-between gap-2">
                  <span className="fw-semibold">{actionKindText(action.kind)}</span>
                  {points && (
                    <span className={action.kind === 'punished' ? 'fw-semibold text-danger' : 'fw-semibold text-success'}>
                      {points}
                    </span>
                  )}
                </div>
                <div className="small text-body-secondary">
                  {action.actor && (
                    <>
                      <Trans>by {{ actor: action.actor.userName }}</Trans> ·{' '}
                    </>
                  )}
                  <time dateTime={action.createdAt}>{formatDateTime(action.createdAt, timeZone)}</time>
                </div>
                {action.checkIn && (
                  <div className="text-break">
                    <Trans>
                      {{ goal: action.checkIn.goalTitle }}, {{ day: formatDate(action.checkIn.day) }}
                    </Trans>
                  </div>
                )}
                {action.goal && <div className="text-break">{goalTitleText(action.goal.title)}</div>}
                {action.reason && (
                  <div className="text-break">
                    <Trans>Reason: {{ reason: action.reason }}</Trans>
                  </div>
                )}
              </ListGroup.Item>
            );
          })}
        </ListGroup>
      )}
    </Card>
  );
}
