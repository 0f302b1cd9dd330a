import { t } from '@lingui/core/macro';
import { Button } from 'react-bootstrap';
import type { TaggerVote } from '@gauntlet/core';

const BUTTONS: { vote: TaggerVote; label: string; variant: string; keys: [string, string]; shortcuts: string }[] = [
  { vote: -1, label: '-1', variant: 'danger', keys: ['←', '1'], shortcuts: 'ArrowLeft 1' },
  { vote: 0, label: '0', variant: 'secondary', keys: ['↓', '0'], shortcuts: 'ArrowDown 0' },
  { vote: 1, label: '+1', variant: 'success', keys: ['→', '2'], shortcuts: 'ArrowRight 2' },
];

/** The -1, 0 and +1 buttons, each with its key hints underneath. */
export function VoteButtons({ onVote }: { onVote: (vote: TaggerVote) => void }) {
  return (
    <div className="d-flex justify-content-center gap-3" role="group" aria-label={t`Vote`}>
      {BUTTONS.map(({ vote, label, variant, keys, shortcuts }) => (
        <div key={vote} className="d-grid text-center gap-1">
          <Button variant={variant} size="lg" className="px-4" aria-keyshortcuts={shortcuts} onClick={() => onVote(vote)}>
            {label}
          </Button>
          <small className="text-body-secondary" data-testid="vote-key-hint">
            <kbd>{keys[0]}</kbd>
            {t` or `}
            <kbd>{keys[1]}</kbd>
          </small>
        </div>
      ))}
    </div>
  );
}
