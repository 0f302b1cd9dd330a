import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useState, type ReactNode } from 'react';
import { Button, Card, Collapse } from 'react-bootstrap';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';

interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

const FAQ_ITEMS = (): FaqItem[] => [
  {
    id: 'what-is-gauntlet',
    question: t`What is Gauntlet?`,
    answer: (
      <>
        <p>
          <Trans>
            Gauntlet is a challenge tracker for adults (18 or older). You set yourself a challenge that runs for a fixed number of
            days, made of goals you want to reach. Goals you meet earn reward points, goals you miss earn punishment points.
          </Trans>
        </p>
        <p className="mb-0">
          {t`Alongside challenges you can keep workout routines and train through them, share a public profile, and use a few side tools such as the slideshow viewer with its deck of instruction slides.`}
        </p>
      </>
    ),
  },
  {
    id: 'create-challenge',
    question: t`How do I create a challenge?`,
    answer: (
      <>
        <p>
          {t`When you have no active challenge, the dashboard offers three ways in: a blank new challenge, a copy of your previous challenge, or one of three suggested challenges.`}
        </p>
        <p>
          <Trans>
            Give the challenge a title, a description and a length in days (7 by default). It starts today at midnight, and the
            form shows its last day. Use Add Goal for each goal: pick a category, the metric to track and the value to reach. Then
            press Submit Challenge.
          </Trans>
        </p>
        <p className="mb-0">{t`You can run one challenge at a time.`}</p>
      </>
    ),
  },
  {
    id: 'points',
    question: t`How do reward and punishment points work?`,
    answer: (
      <>
        <p>
          <Trans>
            When a challenge is finished, every goal you met adds its reward points (RP) to your profile and every goal you missed
            adds its punishment points (PP). A goal is worth more when the challenge is longer, the target is ambitious compared
            with your own history, and the metric is one people often fail.
          </Trans>
        </p>
        <p>
          {t`Punishment points do not simply disappear: whatever you carry over must be worked off in your next challenge by adding punishment goals to it. You are offered three punishment goals at a time, and rerolling the offers costs 1 RP.`}
        </p>
        <p className="mb-0">
          <Trans>
            Reward points also pay for instruction slides in the Viewer. Cancelling a challenge charges you a share of its
            punishment points set by your cancel penalty percentage, and raises that percentage; finishing challenges brings it
            down again.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'progress',
    question: t`How can I see my progress?`,
    answer: (
      <>
        <p>
          {t`The `}
          <Link to={paths.dashboard}>{t`dashboard`}</Link>
          {t` shows your active challenge, its last day and every goal with its controls: check in once a day, switch a goal to completed, or follow a routine goal to training. On the last day of the challenge a Finish Challenge button appears.`}
        </p>
        <p className="mb-0">
          {t`Your profile page lists your points, your current and past challenges and your ten most recent workouts. Share Profile on the dashboard copies a public link to it.`}
        </p>
      </>
    ),
  },
  {
    id: 'edit-profile',
    question: t`How do I edit my profile?`,
    answer: (
      <p className="mb-0">
        <Trans>
          Open <Link to={paths.editProfile}>Edit Profile</Link> to change your user name or time zone and press Save. The same
          screen lets you download a copy of your data or delete your account for good (you confirm the deletion with your
          password).
        </Trans>
      </p>
    ),
  },
  {
    id: 'routines-training',
    question: t`How do routines and training work?`,
    answer: (
      <>
        <p>
          {t`On the `}
          <Link to={paths.routines}>{t`Routines`}</Link>
          {t` screen you create a routine with a name, a description, how often you want to do it and a list of exercises with sets, reps and weight.`}
        </p>
        <p className="mb-0">
          <Trans>
            On the <Link to={paths.training}>Training</Link> screen you choose a routine and press Start Training. Before you
            start you can drag exercises into a different order. During the session you add sets, reps or weight as you go and
            press Next to move on; every update raises your score. When the last exercise is done the workout is logged, and any
            challenge goal tied to that routine counts it.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'technical-issues',
    question: t`Something is not working. What can I do?`,
    answer: (
      <ol className="mb-0">
        <li>
          <Trans>Refresh the page; most glitches clear up after a reload.</Trans>
        </li>
        <li>
          <Trans>
            Open your browser's developer console (usually F12) and look for error messages. They help explain what went wrong.
          </Trans>
        </li>
        <li>{t`If the problem stays, contact support and tell us what you were doing and any error text you saw.`}</li>
      </ol>
    ),
  },
];

export default function FaqPage() {
  return (
    <>
      <h1 className="mb-4">{t`Frequently Asked Questions`}</h1>
      <div className="d-flex flex-column gap-2 mb-4">
        {FAQ_ITEMS().map((item) => (
          <FaqEntry key={item.id} item={item} />
        ))}
      </div>
      <nav aria-label={t`More help`}>
        <ul className="list-inline mb-0">
          <li className="list-inline-item">
            <Link to={paths.dashboard}>{t`Dashboard`}</Link>
          </li>
          <li className="list-inline-item">
            <Link to={paths.home}>{t`Home`}</Link>
          </li>
          <li className="list-inline-item">
            <Link to={paths.terms}>{t`Terms of Use`}</Link>
          </li>
          <li className="list-inline-item">
            <Link to={paths.privacy}>{t`Privacy Policy`}</Link>
          </li>
        </ul>
      </nav>
    </>
  );
}

function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const answerId = `faq-answer-${item.id}`;
  return (
    <Card>
      <h2 className="h6 mb-0">
        <Button
          variant="light"
          className="w-100 text-start d-flex justify-content-between align-items-center gap-2 fw-semibold"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((value) => !value)}
        >
          {item.question}
          <span aria-hidden="true">{open ? '−' : '+'}</span>
        </Button>
      </h2>
      <Collapse in={open}>
        <div id={answerId}>
          <Card.Body>{item.answer}</Card.Body>
        </div>
      </Collapse>
    </Card>
  );
}
