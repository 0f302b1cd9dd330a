import { plural, t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { Col, Row } from 'react-bootstrap';
import type { ImageAnalysis } from '@gauntlet/core';
import { AnalysisCard } from './analysis-card';

/** The tagged grid of analysed images; near-duplicates share a group badge. */
export function AnalysisGrid({ images }: { images: ImageAnalysis[] }) {
  const groupSizes = useMemo(() => {
    const sizes = new Map<number, number>();
    for (const image of images) sizes.set(image.group, (sizes.get(image.group) ?? 0) + 1);
    return sizes;
  }, [images]);
  const imageCount = images.length;
  const groupCount = groupSizes.size;
  const duplicates = [...groupSizes.values()].filter((size) => size > 1).length;
  return (
    <section className="d-grid gap-2" aria-labelledby="video-analysis-title">
      <h2 className="h5 mb-0" id="video-analysis-title">
        {t`Analysis`}
      </h2>
      <p className="small text-body-secondary mb-0" data-testid="analysis-summary">
        {duplicates > 0
          ? t`${plural(imageCount, { one: '# image', other: '# images' })} in ${plural(groupCount, { one: '# group', other: '# groups' })}; ${plural(duplicates, { one: '# group has near-duplicates', other: '# groups have near-duplicates' })}.`
          : t`${plural(imageCount, { one: '# image', other: '# images' })} in ${plural(groupCount, { one: '# group', other: '# groups' })}.`}
      </p>
      <Row
        xs={1}
        sm={2}
        md={3}
        lg={4}
        className="g-3 list-unstyled ps-0"
        as="ul"
        aria-label={t`Analysed images`}
        data-testid="analysis-grid"
      >
        {images.map((image) => (
          <Col key={image.uploadId} as="li" className="list-unstyled">
            <AnalysisCard image={image} groupSize={groupSizes.get(image.group) ?? 1} />
          </Col>
        ))}
      </Row>
    </section>
  );
}
