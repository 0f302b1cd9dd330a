import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../lib/i18n';
import { renderInLanguage } from '../test/render';
import { RoleBadge } from './role-badge';

const badge = () => screen.getByTestId('role-badge');

describe('the role badge', () => {
  it('names the role, in its colour, and shows Basic for a user with none', () => {
    const { unmount } = renderInLanguage(<RoleBadge role="gold" />);
    expect(badge().textContent).toBe('Gold');
    expect(badge().className).toContain('text-bg-warning');
    unmount();
    renderInLanguage(<RoleBadge role={null} />);
    expect(badge().textContent).toBe('Basic');
    expect(badge().className).toContain('text-bg-secondary');
  });
});

describe('the role badge in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('names the role in Spanish', () => {
    renderInLanguage(<RoleBadge role="admin" />);
    expect(badge().textContent).toBe('Administrador');
  });
});
