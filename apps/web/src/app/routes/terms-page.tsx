import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { APP_NAME, LEGAL_LAST_UPDATED } from '@gauntlet/core';
import { paths } from '../../lib/paths';

const SECTIONS = (): { title: string; body: ReactNode }[] => [
  {
    title: t`Acceptance of these terms`,
    body: (
      <p>
        <Trans>
          These Terms of Use govern your use of {APP_NAME}. By creating an account or using the service you agree to them. If you
          do not agree, please do not use the service.
        </Trans>
      </p>
    ),
  },
  {
    title: t`Who runs the service`,
    body: (
      <p>
        <Trans>
          {APP_NAME} is operated by an individual or company based in Spain (“we”, “us”). How we handle personal data is explained
          in our <Link to={paths.privacy}>Privacy Policy</Link>, which forms part of these terms.
        </Trans>
      </p>
    ),
  },
  {
    title: t`Minimum age`,
    body: (
      <p>
        {t`You must be at least 18 years old to create an account or use the service. By signing up you confirm that you are. We will close any account we learn belongs to someone under 18.`}
      </p>
    ),
  },
  {
    title: t`Your account`,
    body: (
      <p>
        {t`Give a valid e-mail address, keep your password to yourself and tell us if you think someone else has used your account. Each account is for one person. You are responsible for what happens under your account.`}
      </p>
    ),
  },
  {
    title: t`What the service offers`,
    body: (
      <p>
        <Trans>
          {APP_NAME} lets you run time-limited personal challenges, track goals and metrics, keep workout routines and train
          through them, share a public profile and use optional side tools such as the slideshow viewer. Features may change as
          the service develops.
        </Trans>
      </p>
    ),
  },
  {
    title: t`Points`,
    body: (
      <p>
        {t`Reward points and punishment points are part of the game. They have no monetary value, cannot be bought, sold or exchanged for money, and may be adjusted to correct errors or abuse.`}
      </p>
    ),
  },
  {
    title: t`Fees and paid plans`,
    body: (
      <>
        <p>
          <Trans>
            The basic service is free. We may introduce fees for premium features in the future; if we do, the price will be shown
            clearly before you agree to pay, and the free service will not start charging without your consent.
          </Trans>
        </p>
        <p>
          <Trans>
            The <Link to={paths.upgrade}>upgrade page</Link> currently only previews the planned plans. It is a placeholder: no
            payment is taken and no plan is changed when you use it.
          </Trans>
        </p>
      </>
    ),
  },
  {
    title: t`Acceptable use`,
    body: (
      <p>
        {t`Do not break the law, harass other users, impersonate anyone, try to access accounts or data that are not yours, disrupt or overload the service, or use automated means to scrape it. Do not upload content you have no right to share.`}
      </p>
    ),
  },
  {
    title: t`Your content`,
    body: (
      <p>
        {t`You keep the rights to what you add, such as your user name, avatar, challenges and routines. You allow us to store and show it as needed to run the service, including on your public profile. Pictures you pick for the slideshow from your own device stay on your device.`}
      </p>
    ),
  },
  {
    title: t`Health and safety`,
    body: (
      <p>
        {t`Challenges, workouts and the optional Bluetooth device features are things you choose to do, at your own risk. Nothing in the service is medical advice. Set goals and device limits within what is safe for you, follow the device maker's instructions, and stop at once if you feel pain or discomfort.`}
      </p>
    ),
  },
  {
    title: t`Third-party services`,
    body: (
      <p>
        {t`Some tools show content from or connect to services we do not run, such as an external image board or apps that confirm external goals. Their own terms apply, and we are not responsible for their content or availability.`}
      </p>
    ),
  },
  {
    title: t`Availability and liability`,
    body: (
      <p>
        {t`We work to keep the service running but cannot promise it will always be available or free of errors. To the extent the law allows, the service is provided “as is” and we are not liable for indirect losses or loss of data. Nothing in these terms limits rights you have as a consumer under applicable law.`}
      </p>
    ),
  },
  {
    title: t`Ending your use`,
    body: (
      <p>
        <Trans>
          You may stop using the service at any time and delete your account from the{' '}
          <Link to={paths.editProfile}>Edit Profile</Link> screen. We may suspend or close accounts that seriously or repeatedly
          break these terms.
        </Trans>
      </p>
    ),
  },
  {
    title: t`Changes, governing law and disputes`,
    body: (
      <p>
        <Trans>
          We may update these terms; the date at the top shows the latest version, and we will give notice of important changes.
          These terms are governed by Spanish law. Disputes go to the courts of Spain, without affecting any right you have to
          bring a claim in the courts of the country where you live.
        </Trans>
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <article className="legal-text">
      <h1>{t`Terms of Use`}</h1>
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
