import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageAnalysis } from '@gauntlet/core';
import { activateLanguage } from '../../../lib/i18n';
import { renderPage } from '../../../test/render';
import { AnalysisGrid } from './analysis-grid';

const analysis = (name: string, group: number): ImageAnalysis => ({
  uploadId: `id-${name}`,
  fileName: name,
  width: 64,
  height: 48,
  dominantColours: ['#ff0000'],
  hash: 'ffffffffffffffff',
  group,
  tags: ['red'],
});

describe('AnalysisGrid', () => {
  it('counts one image in one group without near-duplicates', () => {
    renderPage(<AnalysisGrid images={[analysis('a.jpg', 1)]} />);
    expect(screen.getByTestId('analysis-summary').textContent).toBe('1 image in 1 group.');
    expect(screen.getByTestId('analysis-group').getAttribute('title')).toBe('No near-duplicates');
  });
});

describe('AnalysisGrid in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('counts images, groups and near-duplicates with Spanish plurals', () => {
    renderPage(<AnalysisGrid images={[analysis('a.jpg', 1), analysis('b.jpg', 1), analysis('c.jpg', 2)]} />);
    expect(screen.getByRole('heading', { name: 'Análisis' })).toBeTruthy();
    expect(screen.getByTestId('analysis-summary').textContent).toBe('3 imágenes en 2 grupos; 1 grupo tiene casi duplicados.');
    const badges = screen.getAllByTestId('analysis-group');
    expect(badges.map((badge) => badge.textContent)).toEqual(['Grupo 1', 'Grupo 1', 'Grupo 2']);
    expect(badges[0]!.getAttribute('title')).toBe('Casi duplicada de 1 imagen más');
    expect(badges[2]!.getAttribute('title')).toBe('Sin casi duplicados');
    expect(within(screen.getByTestId('analysis-grid')).getAllByRole('img')).toHaveLength(3);
  });
});
