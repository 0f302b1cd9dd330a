import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Alert, Button, Card } from 'react-bootstrap';
import { errorMessage } from '../../../lib/error-text';
import { useAnalyse } from '../api/video-api';
import { AnalysisGrid } from '../components/analysis-grid';
import { ImagePicker } from '../components/image-picker';
import { UploadProgress } from '../components/upload-progress';
import { UploadQuotaMeter } from '../components/upload-quota-meter';
import { VideoMode } from '../components/video-mode';
import { checkSelection } from '../lib/check-selection';
import { useUploadQueue } from '../lib/use-upload-queue';

/** /video: upload jpg images one by one, analyse them into a tagged grid, and the video mode. */
export default function VideoTaggerPage() {
  const queue = useUploadQueue();
  const analyse = useAnalyse();
  const [problems, setProblems] = useState<string[]>([]);
  const { summary } = queue;
  const reason = analyse.isError ? errorMessage(analyse.error) : null;
  const uploadIds = queue.items.flatMap((item) => (item.upload ? [item.upload.uploadId] : []));

  const pick = (files: File[]) => {
    const check = checkSelection(files, queue.items.length);
    setProblems(check.problems);
    if (check.accepted.length === 0) return;
    analyse.reset();
    void queue.add(check.accepted);
  };

  const startOver = () => {
    queue.reset();
    analyse.reset();
    setProblems([]);
  };

  return (
    <div className="d-grid gap-3" style={{ maxWidth: '64rem' }}>
      <h1 className="h3 mb-0">{t`Video Tagger`}</h1>
      <Card as="section" aria-labelledby="video-images-title">
        <Card.Body className="d-grid gap-3">
          <Card.Title as="h2" className="h5 mb-0" id="video-images-title">
            {t`Images`}
          </Card.Title>
          <UploadQuotaMeter />
          <ImagePicker disabled={summary.busy} problems={problems} onPick={pick} />
          {summary.total > 0 && <UploadProgress items={queue.items} summary={summary} />}
          <div className="d-flex flex-wrap gap-2">
            <Button
              onClick={() => analyse.mutate(uploadIds)}
              disabled={summary.busy || uploadIds.length === 0 || analyse.isPending}
            >
              {analyse.isPending ? t`Analysing…` : t`Analyse`}
            </Button>
            {summary.total > 0 && (
              <Button variant="outline-secondary" onClick={startOver} disabled={analyse.isPending}>
                {t`Start over`}
              </Button>
            )}
          </div>
          {analyse.isError && (
            <Alert variant="danger" className="mb-0">
              <Trans>The analysis failed: {reason}</Trans>
            </Alert>
          )}
        </Card.Body>
      </Card>
      {analyse.data && <AnalysisGrid images={analyse.data} />}
      <Card>
        <Card.Body>
          <VideoMode images={analyse.data ?? null} />
        </Card.Body>
      </Card>
    </div>
  );
}
