import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useEffect, useRef, type MouseEvent } from 'react';
import { Badge, Button, Spinner } from 'react-bootstrap';
import { useMe } from '../../../lib/session';
import { useSlideshow, type ShowConfig } from '../lib/use-slideshow';
import { ShowSummary } from './show-summary';
import './slideshow-viewer.css';

interface Props extends ShowConfig {
  /** Back to the setup screen (Escape, Exit, or New show after the summary). */
  onExit: () => void;
}

// eslint-disable-next-line gauntlet/no-untranslated-text -- a CSS selector
const INTERACTIVE = 'button, a, input, select, textarea, [role="button"]';

/** Keeps the focus on the viewer when a control is clicked, so Space and Enter stay shortcuts. */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The full-image viewer. Space toggles pause, Enter adds an edge, Escape leaves;
 * a keyboard user on a focused control gets that control's own action instead.
 */
export function SlideViewer({ onExit, ...config }: Props) {
  const { state, togglePause, addEdge } = useSlideshow(config);
  const { data: me } = useMe();
  const viewer = useRef<HTMLDivElement>(null);
  const summaryShown = state.finished;
  const { slideAmount, bypassMode } = config.settings;

  useEffect(() => {
    if (!summaryShown) viewer.current?.focus();
    else document.getElementById('show-summary-title')?.focus();
  }, [summaryShown]);

  useEffect(() => {
    if (summaryShown) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onExit();
        return;
      }
      const onControl = event.target instanceof Element && event.target.closest(INTERACTIVE) !== null;
      if (onControl || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === ' ' || event.key === 'Spacebar') {
        event.preventDefault();
        if (!event.repeat) togglePause();
      } else if (event.key === 'Enter') {
        event.preventDefault();
        if (!event.repeat) addEdge();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [summaryShown, onExit, togglePause, addEdge]);

  if (summaryShown) return <ShowSummary state={state} bypassMode={bypassMode} onNewShow={onExit} />;

  const slide = state.slide;
  const slideNumber = Math.max(1, state.index);
  const content = slide?.kind === 'instruction' ? t`Instruction. ${{ instruction: slide.alt }}` : t`Picture`;
  const announcement = slide ? t`Slide ${slideNumber} of ${slideAmount}: ${content}` : '';

  return (
    <div
      className="slideshow-viewer"
      ref={viewer}
      tabIndex={-1}
      role="region"
      aria-label={t`Slideshow`}
      data-testid="slideshow-viewer"
    >
      <div className="slideshow-stage">
        {slide && (
          <img className="slideshow-image" src={slide.src} alt={slide.alt} data-testid="slide-image" data-kind={slide.kind} />
        )}
        {state.charging && (
          <div className="slideshow-charging" role="status">
            <Spinner animation="border" size="sm" aria-hidden="true" />
            {t` Charging the instruction…`}
          </div>
        )}
        {state.notice && (
          <div className="slideshow-notice alert alert-warning py-1 px-2 mb-0 small" role="status" data-testid="slide-notice">
            {state.notice}
          </div>
        )}
      </div>

      <div className="slideshow-hud">
        <span data-testid="slide-counter">
          <Trans>
            Slide {slideNumber} / {slideAmount}
          </Trans>
        </span>
        <span data-testid="edge-counter">
          <Trans>Edges: {{ edges: state.edges }}</Trans>
        </span>
        {me && (
          <span className="text-nowrap" data-testid="viewer-points">
            <Trans>
              RP {{ rewardPoints: me.rewardPoints }} · PP {{ punishmentPoints: me.punishmentPoints }}
            </Trans>
          </span>
        )}
        {state.paused && (
          <Badge bg="warning" text="dark" data-testid="paused-indicator">
            {t`Paused`}
          </Badge>
        )}
        {slide?.kind === 'instruction' && (
          <Badge bg="info" text="dark" data-testid="instruction-badge">
            {slide.charged
              ? t`Instruction: charged ${{ rewardCost: slide.charged.rewardCost }} RP, ${{ punishmentCost: slide.charged.punishmentCost }} PP`
              : t`Instruction`}
          </Badge>
        )}
        {bypassMode && (
          <Badge bg="secondary" data-testid="bypass-badge">
            {t`Bypass mode: nothing is charged`}
          </Badge>
        )}
        <div className="slideshow-hud-actions">
          <Button size="sm" variant="light" onMouseDown={keepFocus} onClick={togglePause} aria-keyshortcuts="Space">
            {state.paused ? t`Resume` : t`Pause`}
          </Button>
          <Button size="sm" variant="outline-light" onMouseDown={keepFocus} onClick={addEdge} aria-keyshortcuts="Enter">
            {t`Edge`}
          </Button>
          <Button size="sm" variant="outline-light" onMouseDown={keepFocus} onClick={onExit} aria-keyshortcuts="Escape">
            {t`Exit`}
          </Button>
        </div>
        <span className="visually-hidden">{t`Shortcuts: Space pauses or resumes, Enter adds an edge, Escape exits.`}</span>
      </div>

      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="slide-announcement">
        {announcement}
      </div>
    </div>
  );
}
