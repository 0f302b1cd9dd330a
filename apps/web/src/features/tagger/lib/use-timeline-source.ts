import { t } from '@lingui/core/macro';
import { useMemo, useState } from 'react';
import { actionsFromImages, parseFunscript, type FunscriptAction, type ImageAnalysis } from '@gauntlet/core';

const FUNSCRIPT_MAX_BYTES = 20 * 1024 * 1024;

export type TimelineSource = 'analysis' | 'funscript';

/**
 * Where the timeline's actions come from: the analysed images spread over the video (while
 * there are any) or a .funscript file the user picks.
 */
export function useTimelineSource(images: ImageAnalysis[] | null, durationMs: number) {
  const [source, setSource] = useState<TimelineSource>('analysis');
  const [script, setScript] = useState<{ name: string; actions: FunscriptAction[] } | null>(null);
  const [scriptError, setScriptError] = useState<string | null>(null);

  const hasImages = images !== null && images.length > 0;
  const effective: TimelineSource = source === 'analysis' && hasImages ? 'analysis' : 'funscript';
  const actions = useMemo(
    () => (effective === 'analysis' ? actionsFromImages(images ?? [], durationMs) : (script?.actions ?? [])),
    [effective, images, durationMs, script],
  );

  const pickScript = async (file: File | undefined) => {
    if (!file) return;
    setScriptError(null);
    if (file.size > FUNSCRIPT_MAX_BYTES) {
      setScriptError(t`“${{ fileName: file.name }}” is too large for a funscript.`);
      return;
    }
    const result = parseFunscript(await file.text());
    if (!result.ok) {
      setScriptError(`“${file.name}”: ${result.error}`);
      return;
    }
    setScript({ name: file.name, actions: result.actions });
    setSource('funscript');
  };

  return { effective, setSource, hasImages, script, scriptError, pickScript, actions };
}
