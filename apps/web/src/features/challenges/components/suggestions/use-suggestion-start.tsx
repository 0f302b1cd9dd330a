import { lazy, Suspense, useState } from 'react';
import type { SuggestedChallenge } from '@gauntlet/core';

// The dialog arrives when a Start button is first tapped, not with the screen.
const StartSuggestionDialog = lazy(() => import('./start-suggestion-dialog'));

/**
 * "Start This Challenge" on a suggestion: `start` opens its one confirmation, which `dialog`
 * draws. The last suggestion stays mounted after closing, so that the dialog fades out.
 */
export function useSuggestionStart() {
  const [chosen, setChosen] = useState<SuggestedChallenge | null>(null);
  const [shown, setShown] = useState(false);
  const start = (suggestion: SuggestedChallenge) => {
    setChosen(suggestion);
    setShown(true);
  };
  const dialog = chosen && (
    <Suspense fallback={null}>
      <StartSuggestionDialog key={chosen.key} suggestion={chosen} show={shown} onHide={() => setShown(false)} />
    </Suspense>
  );
  return { start, dialog };
}
