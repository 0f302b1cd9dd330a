import { NavLink } from 'react-router';
import { hasFlag, roleReaches, type MyProfile } from '@gauntlet/core';

interface Destination {
  to: string;
  label: string;
  /** Shown only to users this returns true for; guests see only destinations without it. */
  shownTo?: (me: MyProfile) => boolean;
}

const signedIn = () => true;

/** Every screen a user may open, grouped as a user thinks of them; guests get the public ones. */
const GROUPS: { title: string; destinations: Destination[] }[] = [
  {
    title: 'Challenges',
    destinations: [
      { to: '/dashboard', label: 'Dashboard', shownTo: signedIn },
      { to: '/seechallenge', label: 'See Challenge', shownTo: signedIn },
      { to: '/newchallenge', label: 'New Challenge', shownTo: signedIn },
      { to: '/metrics', label: 'Metrics', shownTo: signedIn },
      { to: '/points', label: 'Points History', shownTo: signedIn },
      {
        to: '/premium-challenges',
        label: 'Premium Challenges',
        shownTo: (me) => hasFlag(me.permissions.flags, 'premium_content'),
      },
    ],
  },
  {
    title: 'Training',
    destinations: [
      { to: '/routines', label: 'Routines', shownTo: signedIn },
      { to: '/training', label: 'Training', shownTo: signedIn },
    ],
  },
  {
    title: 'Tools',
    destinations: [
      { to: '/deck', label: 'Deck Selection' },
      { to: '/teaser', label: 'Viewer', shownTo: signedIn },
      { to: '/tagger', label: 'Tagger' },
      { to: '/show-favs', label: 'Favourites', shownTo: signedIn },
      { to: '/video', label: 'Video Tagger', shownTo: signedIn },
      { to: '/coyote', label: 'Device Tester', shownTo: signedIn },
    ],
  },
  {
    title: 'Account',
    destinations: [
      { to: '/profile/show', label: 'View Profile', shownTo: signedIn },
      { to: '/profile/edit', label: 'Edit Profile', shownTo: signedIn },
      { to: '/upgrade', label: 'Upgrade', shownTo: signedIn },
      { to: '/admin', label: 'Admin Panel', shownTo: (me) => roleReaches(me.permissions.role, 'admin') },
    ],
  },
  {
    title: 'Help',
    destinations: [
      { to: '/faq', label: 'FAQ & Help' },
      { to: '/webmap', label: 'Site map' },
      { to: '/terms-of-use', label: 'Terms of Use' },
      { to: '/privacy-policy', label: 'Privacy Policy' },
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
    <nav ref={ref} id={id} className={open ? 'main-nav open' : 'main-nav'} aria-label="Main">
      <NavLink to="/" end className="main-nav-link">
        Home
      </NavLink>
      {GROUPS.map((group) => {
        const destinations = group.destinations.filter(visibleTo(me));
        if (destinations.length === 0) return null;
        return (
          <div key={group.title}>
            <h2 className="main-nav-title" id={`main-nav-${group.title.toLowerCase()}`}>
              {group.title}
            </h2>
            <ul className="list-unstyled mb-0" aria-labelledby={`main-nav-${group.title.toLowerCase()}`}>
              {destinations.map((destination) => (
                <li key={destination.to}>
                  <NavLink to={destination.to} className="main-nav-link">
                    {destination.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
