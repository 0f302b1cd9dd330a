import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MailStatus } from '@gauntlet/core';
import { formatDateTime } from '../../../lib/date-format';
import { fail, mockApi, type Reply } from '../../../test/mock-api';
import { makeProfile, renderPage } from '../../../test/render';
import { MailStatusCard } from './mail-status-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const admin = makeProfile({ permissions: { role: 'admin', flags: [], subscriptionTier: 'premium' } });
const FAILED_AT = '2026-11-27T06:41:00.000Z';

const status = (overrides: Partial<MailStatus> = {}): MailStatus => ({
  waiting: 1234,
  remindersWaiting: 2,
  givenUp: 1,
  lastFailure: {
    at: FAILED_AT,
    to: 'stranded@example.com',
    subject: 'Reset your Gauntlet password',
    error: 'connect ECONNREFUSED 127.0.0.1:25',
  },
  ...overrides,
});

const card = () => screen.getByRole('region', { name: 'Mail' });
/** The card's facts as term → value, in order. */
const facts = (testId: string) => {
  const terms = within(screen.getByTestId(testId)).getAllByRole('term');
  return terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]);
};

describe('MailStatusCard', () => {
  it('shows what waits, what was given up and the last failed attempt', async () => {
    mockApi({ 'GET /api/admin/mail': { body: status() } });
    renderPage(<MailStatusCard />, { me: admin });
    expect(within(card()).getByRole('status')).toBeTruthy();

    await screen.findByTestId('mail-counts');
    expect(facts('mail-counts')).toEqual([
      ['Mails waiting to be sent', '1,234'],
      ['Reminders waiting (e-mail or push)', '2'],
      ['Mails given up after their last retry (past week)', '1'],
    ]);
    expect(within(card()).getByRole('heading', { level: 3, name: 'Last delivery failure' })).toBeTruthy();
    expect(facts('mail-last-failure')).toEqual([
      ['When', formatDateTime(FAILED_AT)],
      ['To', 'stranded@example.com'],
      ['Subject', 'Reset your Gauntlet password'],
      ['Error', 'connect ECONNREFUSED 127.0.0.1:25'],
    ]);
  });

  it('says so when no attempt failed', async () => {
    mockApi({ 'GET /api/admin/mail': { body: status({ waiting: 0, givenUp: 0, lastFailure: null }) } });
    renderPage(<MailStatusCard />, { me: admin });
    expect(await within(card()).findByText('No delivery failures')).toBeTruthy();
    expect(screen.queryByTestId('mail-last-failure')).toBeNull();
  });

  it('offers a retry when the status could not be loaded, and reads it again on Refresh', async () => {
    let reply: Reply = fail(500, 'internal');
    const api = mockApi({ 'GET /api/admin/mail': () => reply });
    renderPage(<MailStatusCard />, { me: admin });
    expect(await within(card()).findByText('Failed to load the mail status.')).toBeTruthy();

    reply = { body: status({ waiting: 3 }) };
    fireEvent.click(within(card()).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('mail-counts');
    expect(facts('mail-counts')[0]).toEqual(['Mails waiting to be sent', '3']);

    reply = { body: status({ waiting: 0 }) };
    fireEvent.click(within(card()).getByRole('button', { name: 'Refresh' }));
    await vi.waitFor(() => expect(facts('mail-counts')[0]).toEqual(['Mails waiting to be sent', '0']));
    expect(api.callsTo('GET', '/api/admin/mail')).toHaveLength(3);
  });
});
