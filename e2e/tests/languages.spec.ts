import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { newUser, signUpThroughForm } from '../support/users';

const catalogue = (language: 'en' | 'es') =>
  new Map(
    [
      ...fs
        .readFileSync(new URL(`../../apps/web/src/locales/${language}.po`, import.meta.url), 'utf8')
        .matchAll(/^msgid "(.+)"\nmsgstr "(.+)"$/gm),
    ].map(([, id, text]) => [id!, text!.replaceAll('\\"', '"')]),
  );
const english = catalogue('en');

/**
 * The English texts that Spanish writes differently, from the catalogues (the English of an
 * entry keyed by an id, such as a metric's name or a suggested challenge's title, is in en.po):
 * sentences and labels of two words or more, without values, and whole (no fragment of a
 * sentence), so that none can turn up inside a Spanish text or a user's own words.
 */
const englishTexts = [...catalogue('es')]
  .map(([id, spanish]) => ({ english: english.get(id) ?? id, spanish }))
  .filter(({ english, spanish }) => english !== spanish && /^[A-Z][^{}<>]*\w \w[^{}<>]*\S$/.test(english))
  .map(({ english }) => english);

async function expectNoEnglish(page: Page) {
  const text = await page.locator('body').innerText();
  expect(englishTexts.filter((english) => text.includes(english))).toEqual([]);
}

test.describe('a guest whose browser prefers Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('sees the home page, the sign-up errors and the FAQ in Spanish', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText('Entra o crea una cuenta para empezar tu primer reto.')).toBeVisible();
    await expectNoEnglish(page);

    await page.getByRole('button', { name: '¿Aún no tienes cuenta? Regístrate' }).click();
    await page.getByLabel('E-mail').fill('sin-arroba');
    await page.getByLabel('Nombre de usuario').fill('ab');
    await page.getByLabel('Contraseña').fill('123');
    await page.getByLabel('Contraseña').blur();
    await expect(page.getByText('Escribe un e-mail válido')).toBeVisible();
    await expect(page.getByText('El nombre de usuario necesita al menos 3 caracteres')).toBeVisible();
    await expect(page.getByText('La contraseña necesita al menos 6 caracteres')).toBeVisible();
    await page.getByLabel('E-mail').fill('guest-es@example.com');
    await page.getByLabel('Nombre de usuario').fill('invitado');
    await page.getByLabel('Contraseña').fill('e2e-password-1');
    await page.getByRole('button', { name: 'Regístrate' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Para registrarte tienes que aceptar las Condiciones de uso y la Política de privacidad.',
    );

    await page.getByRole('link', { name: 'Preguntas frecuentes y ayuda' }).first().click();
    await expect(page.getByRole('heading', { name: 'Preguntas frecuentes', level: 1 })).toBeVisible();
    await expect(page.getByText('¿Qué es Gauntlet?')).toBeVisible();
    await expectNoEnglish(page);
  });
});

test('a user switches to Spanish: kept after a reload, in Spanish forms, and followed live by another tab', async ({
  page,
  context,
}) => {
  await signUpThroughForm(page, newUser('idioma'));
  const otherTab = await context.newPage();
  await otherTab.goto('/dashboard');
  await expect(otherTab.getByText('No Active Challenge')).toBeVisible();

  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByText('Ningún reto en marcha')).toBeVisible();
  await expect(otherTab.getByText('Ningún reto en marcha')).toBeVisible();
  await expect(otherTab.locator('html')).toHaveAttribute('lang', 'es');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByText('Ningún reto en marcha')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cómo funciona Gauntlet' })).toBeVisible();
  await expect(page.getByText('7 días').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Entreno de deportista' })).toBeVisible();
  await expectNoEnglish(page);

  await page.getByRole('button', { name: 'Empezar este reto' }).nth(2).click();
  const confirmation = page.getByRole('dialog', { name: '¿Empezar «Entreno de deportista»?' });
  await expect(confirmation.getByRole('listitem').first()).toContainText('+7 PR / −10 PC');
  await expectNoEnglish(page);
  await confirmation.getByRole('button', { name: 'Editar antes' }).click();
  await expect(page.getByRole('heading', { name: 'Reto nuevo' })).toBeVisible();
  await expect(page.getByLabel('Título')).toHaveValue('Entreno de deportista');
  await expectNoEnglish(page);
  await page.getByRole('button', { name: 'Enviar reto' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('remaining-time')).toHaveText('Quedan 7 días');
  await expect(page.getByTestId('last-day')).toHaveText(/^Último día: \p{L}{3}, \d{1,2} \p{L}{3,4} \d{4}$/u);
  const cage = page.getByTestId('goal-cage-days');
  await cage.getByRole('button', { name: 'Check-in' }).click();
  await expect(cage).toContainText('Progreso: 1/7');
  await expect(cage).toContainText('Sigue encerrado');
  await expectNoEnglish(page);

  await page.goto('/metrics');
  await expect(page.getByLabel('Distancia corrida', { exact: true })).toBeVisible();
  await expectNoEnglish(page);

  await page.goto('/finishchallenge');
  await expect(page.getByRole('heading', { name: 'Termina tu reto' })).toBeVisible();
  await expect(page.getByTestId('finish-opens')).toHaveText(
    /^Puedes terminar este reto en su último día, el \p{L}+, \d{1,2} \p{L}+ \d{4}\.$/u,
  );
  await expectNoEnglish(page);

  await page.goto('/coyote');
  await expect(page.getByRole('heading', { name: 'Prueba de onda del Coyote' })).toBeVisible();
  await expectNoEnglish(page);

  await page.goto('/tagger');
  await expect(page.getByRole('heading', { name: 'Enseña tus gustos al etiquetador' })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole('button', { name: 'Mostrar las publicaciones más recientes' }).click();
  await expect(page.getByTestId('tagger-status')).toContainText('Página 1 · ');
  await expectNoEnglish(page);
});
