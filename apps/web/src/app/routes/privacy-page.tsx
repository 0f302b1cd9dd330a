import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_NAME, LEGAL_LAST_UPDATED, SESSION_IDLE_DAYS } from '@gauntlet/core';
import { paths } from '../../lib/paths';

const SECTIONS = (): { title: string; body: ReactNode }[] => [
  {
    title: t`Who is responsible for your data`,
    body: (
      <p>
        <Trans>
          {APP_NAME} is run by an individual or company based in Spain, who is the controller of the personal data described here.
          We process it under Spanish law and the EU General Data Protection Regulation (GDPR).
        </Trans>
      </p>
    ),
  },
  {
    title: t`What we collect`,
    body: (
      <>
        <p>
          <Trans>We keep only what the service needs:</Trans>
        </p>
        <ul>
          <li>
            <Trans>your user name and e-mail address, and an avatar if you choose to add one;</Trans>
          </li>
          <li>
            <Trans>
              the data you create while using the service and that is tied to your account: challenges, goals, metrics, points,
              routines and workout logs, and your slideshow and deck settings;
            </Trans>
          </li>
          <li>{t`your time zone, so that “today” means your day, and a record of your sign-ins kept for security.`}</li>
        </ul>
        <p>{t`Your password is stored only in a hashed form that cannot be read back.`}</p>
      </>
    ),
  },
  {
    title: t`What we do not collect`,
    body: (
      <p>
        {t`We use no tracking cookies, no analytics and no advertising networks, and we do not build profiles of you for marketing. Pictures you pick from your own device for the slideshow are shown in your browser and never uploaded.`}
      </p>
    ),
  },
  {
    title: t`Why we use your data`,
    body: (
      <p>
        <Trans>
          We use your data to provide the service you signed up for: to run your account, your challenges and your routines
          (performance of our agreement with you, GDPR Article 6(1)(b)). Sign-in records are kept to protect accounts against
          misuse (our legitimate interest, Article 6(1)(f)). We do not sell your data.
        </Trans>
      </p>
    ),
  },
  {
    title: t`Cookies`,
    body: (
      <>
        <p>
          <Trans>
            We set a single session cookie, which is strictly necessary to keep you signed in. It is removed when you log out, and
            it expires after {SESSION_IDLE_DAYS} days without use: each day you use the app on a device starts those{' '}
            {SESSION_IDLE_DAYS} days again. There are no other cookies.
          </Trans>
        </p>
        <p>
          {t`So that it opens without a connection, the app keeps a copy of your latest data in your browser's storage on the device. It removes that copy as soon as it learns your session ended: when you log out, when the session expires, when it was ended elsewhere, or when your account was deleted.`}
        </p>
      </>
    ),
  },
  {
    title: t`Where your data is kept`,
    body: (
      <p>
        {t`Your data is stored in data centres in the European Union, run by a hosted backend provider that acts on our behalf under a data processing agreement. We do not transfer your data outside the European Economic Area.`}
      </p>
    ),
  },
  {
    title: t`Who can see your data`,
    body: (
      <>
        <ul>
          <li>
            {t`Signed-in players see your public profile: your user name, avatar, points, challenges and recent workout logs, and the day you were last seen. Only you see the time of day.`}
          </li>
          <li>
            <Trans>
              Visitors who are not signed in see only that your profile is private, unless you turn on &ldquo;Show my profile to
              visitors who are not signed in&rdquo; in Edit profile; then they see what signed-in players see.
            </Trans>
          </li>
          <li>
            <Trans>
              Your streaks and check-in calendar are on your public profile only if you turn on &ldquo;Show my activity
              publicly&rdquo;.
            </Trans>
          </li>
          <li>
            <Trans>
              &ldquo;Recently Active Users&rdquo;, a list on the dashboard that only signed-in players see, shows your user name,
              avatar and the day you were last seen only if you turn on &ldquo;Show me in Recently Active Users&rdquo;.
            </Trans>
          </li>
        </ul>
        <p>
          {t`All three switches are off for a new account. Your e-mail address is never shown to other users. Apart from our hosting provider, we share data only when the law requires us to.`}
        </p>
      </>
    ),
  },
  {
    title: t`How long we keep it`,
    body: <p>{t`We keep your data while your account exists. When you delete your account, all data tied to it is removed.`}</p>,
  },
  {
    title: t`Your rights`,
    body: (
      <>
        <p>
          <Trans>Under the GDPR you have the right to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>access the personal data we hold about you;</Trans>
          </li>
          <li>
            <Trans>have inaccurate data corrected;</Trans>
          </li>
          <li>
            <Trans>have your data erased;</Trans>
          </li>
          <li>
            <Trans>restrict how we process it;</Trans>
          </li>
          <li>
            <Trans>receive your data in a portable, machine-readable format;</Trans>
          </li>
          <li>{t`object to processing based on our legitimate interest.`}</li>
        </ul>
        <p>
          <Trans>
            You can download your data and delete your account yourself on the <Link to={paths.editProfile}>Edit Profile</Link>{' '}
            screen. For anything else, contact us and we will reply within one month.
          </Trans>
        </p>
      </>
    ),
  },
  {
    title: t`Complaints`,
    body: (
      <p>
        <Trans>
          If you believe we have mishandled your data, you may complain to the Spanish data protection authority, the Agencia
          Española de Protección de Datos (AEPD), at{' '}
          <a href="https://www.aepd.es" target="_blank" rel="noreferrer">
            www.aepd.es
          </a>
          , or to the authority of the EU country where you live.
        </Trans>
      </p>
    ),
  },
  {
    title: t`Security and data breaches`,
    body: (
      <p>
        {t`Passwords are stored hashed and access to the data is restricted to what running the service needs. If a personal data breach happens, we report it to the competent authority within 72 hours of becoming aware of it, and we tell affected users without undue delay when it puts their rights at high risk.`}
      </p>
    ),
  },
  {
    title: t`Minimum age`,
    body: (
      <p>
        {t`The service is only for people aged 18 or older. We do not knowingly collect data about anyone younger, and we delete any account we learn belongs to a minor.`}
      </p>
    ),
  },
  {
    title: t`Changes to this policy`,
    body: (
      <p>
        {t`We may update this policy when the service or the law changes. The date at the top shows the current version, and we will let you know in the app about important changes.`}
      </p>
    ),
  },
  {
    title: t`Related documents`,
    body: (
      <p>
        <Trans>
          Using the service is also governed by our <Link to={paths.terms}>Terms of Use</Link>. Answers to common questions are in
          the <Link to={paths.faq}>FAQ</Link>.
        </Trans>
      </p>
    ),
  },
];

export default function PrivacyPage() {
  return (
    <article className="legal-text">
      <h1>{t`Privacy Policy`}</h1>
      <p className="text-body-secondary">
        <Trans>Last updated: {LEGAL_LAST_UPDATED}</Trans>
      </p>
      {SECTIONS().map((section, index) => (
        <section key={section.title}>
          <h2>{`${index + 1}. ${section.title}`}</h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
