import { t } from '@lingui/core/macro';
import { Suspense } from 'react';
import { NavLink } from 'react-router';
import { hasFlag, roleReaches, type MyProfile } from '@gauntlet/core';
import { paths } from '../lib/paths';
import { lazyAfterFirstScreen } from '../lib/after-first-screen';

// Out of the first load, which is at its budget: the switch arrives after the first screen.
const ThemeSwitch = lazyAfterFirstScreen(() => import('./theme-switch').then((module) => module.ThemeSwitch));

interface Destination {
  to: string;
  label: string;
  /** Shown only to users this returns true for; guests see only destinations without it. */
  shownTo?: (me: MyProfile) => boolean;
  /** Shown only while nobody administers the app yet. */
  whileNoAdmin?: true;
}

const signedIn = () => true;

// Whether anyone administers the app yet is asked after the first screen, outside the first load.
const WhileNoAdmin = lazyAfterFirstScreen(() => import('../features/admin').then((module) => module.WhileNoAdmin));

/** Every screen a user may open, grouped as a user thinks of them; guests get the public ones. */
const GROUPS = (): { title: string; destinations: Destination[] }[] => [
  {
    title: t`Challenges`,
    destinations: [
      { to: paths.dashboard, label: t`Dashboard`, shownTo: signedIn },
      { to: paths.seeChallenge, label: t`See Challenge`, shownTo: signedIn },
      { to: paths.newChallenge, label: t`New Challenge`, shownTo: signedIn },
      { to: paths.metrics, label: t`Metrics`, shownTo: signedIn },
      { to: paths.points, label: t`Points History`, shownTo: signedIn },
      {
        to: paths.premiumChallenges,
        label: t`Premium Challenges`,
        shownTo: (me) => hasFlag(me.permissions.flags, 'premium_content'),
      },
    ],
  },
  {
    title: t`Training`,
    destinations: [
      { to: paths.routines, label: t`Routines`, shownTo: signedIn },
      { to: paths.training, label: t`Training`, shownTo: signedIn },
    ],
  },
  {
    title: t`Tools`,
    destinations: [
      { to: paths.deck, label: t`Deck Selection` },
      { to: paths.slideshow, label: t`Viewer`, shownTo: signedIn },
      { to: paths.tagger, label: t`Tagger` },
      { to: paths.favourites, label: t`Favourites`, shownTo: signedIn },
      { to: paths.videoTagger, label: t`Video Tagger`, shownTo: signedIn },
      { to: paths.device, label: t`Device Tester`, shownTo: signedIn },
    ],
  },
  {
    title: t`Account`,
    destinations: [
      { to: paths.ownProfile, label: t`View Profile`, shownTo: signedIn },
      { to: paths.editProfile, label: t`Edit Profile`, shownTo: signedIn },
      { to: paths.notifications, label: t`Notifications`, shownTo: signedIn },
      { to: paths.partner, label: t`Partner`, shownTo: signedIn },
      { to: paths.upgrade, label: t`Upgrade`, shownTo: signedIn },
      { to: paths.admin, label: t`Admin Panel`, shownTo: (me) => roleReaches(me.permissions.role, 'admin') },
      {
        to: paths.adminSetup,
        label: t`Set up administrator`,
        shownTo: (me) => !roleReaches(me.permissions.role, 'admin'),
        whileNoAdmin: true,
      },
    ],
  },
  {
    title: t`Help`,
    destinations: [
      { to: paths.faq, label: t`FAQ & Help` },
      { to: paths.siteMap, label: t`Site map` },
      { to: paths.terms, label: t`Terms of Use` },
      { to: paths.privacy, label: t`Privacy Policy` },
    ],
  },
];

const visibleTo = (me: MyProfile | null | undefined) => (destination: Destination) =>
  me ? (destination.shownTo?.(me) ?? true) : !destination.shownTo;

/**
 * The main navigation: a column beside the content on wide screens, a panel opened from the top
 * bar's menu button on phones. The current screen is marked for screen readers by NavLink.
 */
export function MainNav({
  me,
  open,
  id,
  ref,
}: {
  me: MyProfile | null | undefined;
  open: boolean;
  id: string;
  ref: React.Ref<HTMLElement>;
}) {
  return (
    <nav ref={ref} id={id} className={open ? 'main-nav open' : 'main-nav'} aria-label={t`Main`}>
      <NavLink to={paths.home} end className="main-nav-link">
        {t`Home`}
      </NavLink>
      {GROUPS().map((group) => {
        const destinations = group.destinations.filter(visibleTo(me));
        if (destinations.length === 0) return null;
        return (
          <div key={group.title}>
            <h2 className="main-nav-title" id={`main-nav-${group.title.toLowerCase()}`}>
              {group.title}
            </h2>
            <ul className="list-unstyled mb-0" aria-labelledby={`main-nav-${group.title.toLowerCase()}`}>
              {destinations.map((destination) => {
                const item = (
                  <li key={destination.to}>
                    <NavLink to={destination.to} className="main-nav-link">
                      {destination.label}
                    </NavLink>
                  </li>
                );
                if (!destination.whileNoAdmin) return item;
                return (
                  <Suspense key={destination.to} fallback={null}>
                    <WhileNoAdmin>{item}</WhileNoAdmin>
                  </Suspense>
                );
              })}
            </ul>
          </div>
        );
      })}
      <Suspense fallback={null}>
        <ThemeSwitch />
      </Suspense>
    </nav>
  );
}
