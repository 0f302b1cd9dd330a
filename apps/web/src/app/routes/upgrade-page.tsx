import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Alert, Badge, Button, Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { useMe } from '../../lib/session';
import { MONEY_BACK_DAYS, PLANS, type Plan } from './plans';
import { paths } from '../../lib/paths';

export default function UpgradePage() {
  const { data: me } = useMe();
  // Guests and a profile still loading count as the free tier.
  const currentTier = me?.permissions.subscriptionTier ?? 'free';

  return (
    <>
      <h1 className="mb-2">{t`Upgrade Your Plan`}</h1>
      <p className="lead mb-3">{t`The basic service is free. Pick a plan if you want more from Gauntlet.`}</p>
      {/* This server takes no payments (it has no payment provider), so no plan is on sale on it. */}
      <Alert variant="info" data-testid="plans-not-on-sale">
        {t`Plans are not on sale on this server: it has no payment provider set up. Everything in the free plan works as usual.`}
      </Alert>
      <Row className="g-3">
        {PLANS.map((plan) => (
          <Col key={plan.tier} xs={12} md={4}>
            <PlanCard plan={plan} isCurrent={plan.tier === currentTier} />
          </Col>
        ))}
      </Row>
      <footer className="mt-4 text-center">
        <p className="mb-2">
          <Trans>All plans include a {MONEY_BACK_DAYS}-day money-back guarantee.</Trans>
        </p>
        <Link to={paths.dashboard}>{t`Back to Dashboard`}</Link>
      </footer>
    </>
  );
}

function PlanCard({ plan, isCurrent }: { plan: Plan; isCurrent: boolean }) {
  const headingId = `plan-${plan.tier}-heading`;
  const [asked, setAsked] = useState(false);
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className={plan.mostPopular ? 'h-100 border-warning border-2 shadow-sm' : 'h-100'}
      data-testid={`plan-${plan.tier}`}
    >
      <Card.Header className="d-flex align-items-center justify-content-between gap-2">
        <h2 id={headingId} className="h4 mb-0">
          {plan.name}
        </h2>
        {plan.mostPopular && (
          <Badge bg="warning" text="dark">
            {t`Most Popular`}
          </Badge>
        )}
      </Card.Header>
      <Card.Body className="d-flex flex-column">
        <p className="fs-3 fw-bold mb-3">
          {plan.pricePerMonth}
          <span className="fs-6 fw-normal text-body-secondary">{t`/month`}</span>
        </p>
        <ul className="mb-4">
          {plan.features.map((feature) => (
            <li key={feature.id}>{i18n._(feature)}</li>
          ))}
        </ul>
        <Button
          className="mt-auto w-100"
          variant={isCurrent ? 'outline-secondary' : plan.mostPopular ? 'warning' : 'primary'}
          disabled={isCurrent}
          onClick={() => setAsked(true)}
        >
          {isCurrent ? t`Current Plan` : t`Upgrade to ${{ planName: plan.name }}`}
        </Button>
        <p className="small mt-2 mb-0" role="status">
          {asked &&
            t`${{ planName: plan.name }} is not on sale on this server. Nothing was charged and your plan did not change.`}
        </p>
      </Card.Body>
    </Card>
  );
}
