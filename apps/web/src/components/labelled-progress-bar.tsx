import { ProgressBar, type ProgressBarProps } from 'react-bootstrap';

/**
 * A progress bar whose accessible name reaches the element screen readers read. A lone
 * React-Bootstrap ProgressBar puts aria attributes on its outer box, not on the inner
 * role="progressbar" element, which is then nameless; nested, the inner bar gets them.
 */
export function LabelledProgressBar({
  className,
  style,
  'data-testid': testId,
  ...bar
}: ProgressBarProps & { 'data-testid'?: string }) {
  return (
    <ProgressBar className={className} style={style} data-testid={testId}>
      <ProgressBar {...bar} />
    </ProgressBar>
  );
}
