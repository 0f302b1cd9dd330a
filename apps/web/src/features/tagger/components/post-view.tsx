import { Trans } from '@lingui/react/macro';
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { Badge } from 'react-bootstrap';
import { learnedProbability, postPreference, type TaggerData } from '@gauntlet/core';
import type { ShownPost } from '../lib/use-tagger-session';
import './tagger.css';

function tagVariant(probability: number): string {
  if (probability > 0.5) return 'success';
  if (probability < 0.5) return 'danger';
  return 'secondary';
}

/** One post: its picture, 'Post #{id}', the predicted liking and its tags coloured by what was learned. */
export function PostView({ post, data }: { post: ShownPost; data: TaggerData }) {
  const [broken, setBroken] = useState(false);
  const liking = Math.round(postPreference(post.tags, data) * 100);
  return (
    <figure className="d-grid gap-2 mb-0" data-testid="tagger-post">
      <div className="tagger-image-frame d-flex align-items-center justify-content-center bg-dark rounded">
        {broken ? (
          <p className="text-light m-3">{t`The image could not be loaded.`}</p>
        ) : (
          <img
            src={post.imageUrl}
            alt={t`Post #${{ postId: post.id }}`}
            className="tagger-image"
            referrerPolicy="no-referrer"
            onError={() => setBroken(true)}
          />
        )}
      </div>
      <figcaption className="d-flex flex-wrap justify-content-between gap-2">
        <strong data-testid="tagger-post-caption">
          <Trans>Post #{{ postId: post.id }}</Trans>
        </strong>
        <span className="text-body-secondary">
          <Trans>
            Score {{ score: post.score }} · predicted liking {liking}%
          </Trans>
        </span>
      </figcaption>
      {post.tags.length > 0 && (
        <ul className="list-unstyled d-flex flex-wrap gap-1 mb-0" aria-label={t`Tags`} data-testid="tagger-tags">
          {post.tags.map((tag) => {
            const probability = learnedProbability(data, tag);
            return (
              <li key={tag}>
                <Badge bg={tagVariant(probability)} title={t`Learned liking ${{ percent: Math.round(probability * 100) }}%`}>
                  {tag}
                </Badge>
              </li>
            );
          })}
        </ul>
      )}
    </figure>
  );
}
