import { useEffect, useRef, useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, Outlet } from 'react-router';
import { renderRoutes } from '../test/render';
import { useFocusHeadingOnNavigation } from './use-focus-on-navigation';

let showHeading = () => {};

/** A screen whose heading arrives when the test says, as a lazily loaded screen's does. */
function SlowScreen() {
  const [ready, setReady] = useState(false);
  useEffect(() => void (showHeading = () => setReady(true)), []);
  return ready ? <h1>Next screen</h1> : <p>Loading</p>;
}

function Shell() {
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(main);
  return (
    <>
      <button type="button">Menu</button>
      <main ref={main}>
        <Outlet />
      </main>
    </>
  );
}

/** Shows the heading, then lets the page's observers of the change run. */
async function showHeadingAndSettle() {
  act(() => showHeading());
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const routes = [
  {
    element: <Shell />,
    children: [
      { path: '/', element: <Link to="/next">Go on</Link> },
      { path: '/next', element: <SlowScreen /> },
    ],
  },
];

describe('focus after an in-app navigation', () => {
  it("moves to the new screen's heading once it shows", async () => {
    renderRoutes(routes);
    fireEvent.click(screen.getByRole('link', { name: 'Go on' }));
    await screen.findByText('Loading');
    await showHeadingAndSettle();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Next screen' }));
  });

  it('stays where the user moved it while the screen was loading', async () => {
    renderRoutes(routes);
    fireEvent.click(screen.getByRole('link', { name: 'Go on' }));
    await screen.findByText('Loading');
    screen.getByRole('button', { name: 'Menu' }).focus();
    await showHeadingAndSettle();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
  });
});
