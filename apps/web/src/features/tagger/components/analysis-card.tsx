import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Card } from 'react-bootstrap';
import type { ImageAnalysis } from '@gauntlet/core';
import { uploadImagePath } from '../api/video-api';

interface Props {
  image: ImageAnalysis;
  /** How many analysed images share this image's group (itself included). */
  groupSize: number;
}

/** One analysed image: thumbnail, size, colour swatches, group badge and tags. */
export function AnalysisCard({ image, groupSize }: Props) {
  const others = groupSize - 1;
  const { group } = image;
  return (
    <Card className="h-100" data-testid="analysis-card">
      <Card.Img
        variant="top"
        src={uploadImagePath(image.uploadId)}
        alt={image.fileName}
        loading="lazy"
        style={{ height: '9rem', objectFit: 'contain', background: '#212529' }}
      />
      <Card.Body className="d-grid gap-2 small">
        <div className="d-flex justify-content-between gap-2">
          <span className="fw-semibold text-truncate" title={image.fileName}>
            {image.fileName}
          </span>
          <span data-testid="analysis-size">
            {image.width}×{image.height}
          </span>
        </div>
        <div className="d-flex flex-wrap gap-1" aria-label={t`Dominant colours`} role="list">
          {image.dominantColours.map((colour, index) => (
            <span
              key={`${colour}-${index}`}
              role="listitem"
              data-testid="analysis-swatch"
              title={colour}
              aria-label={colour}
              className="d-inline-block border rounded"
              style={{ width: '1.5rem', height: '1.5rem', backgroundColor: colour }}
            />
          ))}
        </div>
        <div>
          <Badge
            bg={others > 0 ? 'primary' : 'secondary'}
            data-testid="analysis-group"
            title={
              others > 0
                ? plural(others, { one: 'Near-duplicate of # other image', other: 'Near-duplicate of # other images' })
                : t`No near-duplicates`
            }
          >
            <Trans>Group {group}</Trans>
          </Badge>
        </div>
        {image.tags.length > 0 && (
          <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0" aria-label={t`Tags`} data-testid="analysis-tags">
            {image.tags.map((tag) => (
              <li key={tag}>
                <Badge bg="light" text="dark" className="border">
                  {tag}
                </Badge>
              </li>
            ))}
          </ul>
        )}
      </Card.Body>
    </Card>
  );
}
