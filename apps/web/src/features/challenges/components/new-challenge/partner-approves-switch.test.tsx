import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { partnerPresets } from '@gauntlet/core';
import { mockApi } from '../../../../test/mock-api';
import { makeProfile, renderPage } from '../../../../test/render';
import { makePage, makePartnership } from '../../../partner/test-support/fixtures';
import { PartnerApprovesSwitch } from './partner-approves-switch';

afterEach(() => vi.unstubAllGlobals());

describe('the "partner approves" switch of a new challenge', () => {
  it('is offered while the partner holds the lock, saying the cancel without approval stays', async () => {
    mockApi({ 'GET /api/partner': { body: makePage({ asPlayer: { partnership: makePartnership() } }) } });
    const onChange = vi.fn();
    renderPage(<PartnerApprovesSwitch checked={false} onChange={onChange} />, { me: makeProfile() });
    const toggle = await screen.findByRole('switch', { name: 'bob approves a cancel' });
    expect(screen.getByTestId('partner-approves').textContent).toContain('You can always cancel without approval');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('is not offered with a partner who only watches', async () => {
    const watcher = makePartnership({ contract: partnerPresets.watcher });
    const api = mockApi({ 'GET /api/partner': { body: makePage({ asPlayer: { partnership: watcher } }) } });
    renderPage(<PartnerApprovesSwitch checked={false} onChange={() => undefined} />, { me: makeProfile() });
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/partner')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('partner-approves')).toBeNull();
  });
});
