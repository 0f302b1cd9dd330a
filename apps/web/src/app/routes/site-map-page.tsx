import { t } from '@lingui/core/macro';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { AuthForm } from '../../features/account';
import { useMe } from '../../lib/session';
import { paths } from '../../lib/paths';

interface SiteLink {
  to: string;
  label: string;
  description: string;
}

const GROUPS = (): { title: string; links: SiteLink[]; note?: string }[] => [
  {
    title: t`Profile`,
    links: [
      {
        to: paths.editProfile,
        label: t`Edit Profile`,
        description: t`Change your user name or time zone, download your data or delete your account.`,
      },
      {
        to: paths.notifications,
        label: t`Notifications`,
        description: t`Choose which reminders reach you, by e-mail or push, and when.`,
      },
      {
        to: paths.partner,
        label: t`Partner`,
        description: t`Invite a partner who holds you to account on the terms you grant, and see the players you are partner of.`,
      },
      {
        to: paths.ownProfile,
        label: t`View Profile`,
        description: t`Your public profile with points, challenges and recent workouts.`,
      },
      {
        to: paths.points,
        label: t`Points History`,
        description: t`Every change of your reward and punishment points and why, with a chart and a CSV download.`,
      },
    ],
  },
  {
    title: t`Challenges`,
    links: [
      { to: paths.newChallenge, label: t`New Challenge`, description: t`Set up a challenge and its goals.` },
      { to: paths.seeChallenge, label: t`See Challenge`, description: t`Look at your current challenge and its goals.` },
      {
        to: paths.finishChallenge,
        label: t`Finish Challenge`,
        description: t`Enter your final results and collect reward and punishment points.`,
      },
      {
        to: paths.dashboard,
        label: t`Dashboard`,
        description: t`Your active challenge, daily check-ins, points and suggested challenges.`,
      },
    ],
  },
  {
    title: t`Routines`,
    links: [
      { to: paths.routines, label: t`Routines`, description: t`Create, edit and delete your workout routines.` },
      { to: paths.training, label: t`Training`, description: t`Work through a routine one exercise at a time.` },
    ],
    note: t`In the routine tracker, sets and reps only ever go up. When you increase the weight they reset, so you build them up again at the heavier load.`,
  },
  {
    title: t`Slideshow`,
    links: [
      {
        to: paths.deck,
        label: t`Deck Selection`,
        description: t`Choose which instruction slides go into the slideshow and set their costs.`,
      },
      {
        to: paths.slideshow,
        label: t`Viewer`,
        description: t`Runs the slideshow with your pictures and deck.`,
      },
    ],
    note: t`The Viewer acts as your instructor: instruction slides appear between the pictures, and each one deducts its cost from your points when it is shown.`,
  },
];

export default function SiteMapPage() {
  const { data: me, isPending } = useMe();

  return (
    <>
      <h1 className="mb-4">{t`Site map`}</h1>
      {!isPending && !me && (
        <Card as="section" aria-label={t`Log in`} className="mb-4">
          <Card.Body>
            {/* AuthForm brings its own heading. */}
            <p className="fw-semibold">{t`Most of these pages need an account. Log in or sign up to use them.`}</p>
            <AuthForm />
          </Card.Body>
        </Card>
      )}
      {GROUPS().map((group) => (
        <section key={group.title} className="mb-4">
          <h2 className="h4">{group.title}</h2>
          <ul className="list-unstyled mb-2">
            {group.links.map((link) => (
              <li key={link.to} className="mb-2">
                <Link to={link.to} className="fw-semibold">
                  {link.label}
                </Link>
                <span className="d-block text-body-secondary">{link.description}</span>
              </li>
            ))}
          </ul>
          {group.note && <p className="small mb-0">{group.note}</p>}
        </section>
      ))}
    </>
  );
}
