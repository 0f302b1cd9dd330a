import type { ReactNode } from 'react';

interface CheckedFieldProps {
  id: string;
  label: ReactNode;
  type?: 'email' | 'password' | 'text';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** What is wrong with the value, once the field was left; null while nothing is (or not yet). */
  problem: string | null;
  /** Shown under the field, after its problem (a link such as "Forgot password?"). */
  children?: ReactNode;
}

/**
 * A labelled text field of the account forms whose problem is shown under it and read with it
 * by screen readers, so every form says what to fix in the same place and the same words.
 */
export function CheckedField({
  id,
  label,
  type = 'text',
  autoComplete,
  value,
  onChange,
  onBlur,
  problem,
  children,
}: CheckedFieldProps) {
  const problemId = `${id}-problem`;
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={`form-control${problem ? ' is-invalid' : ''}`}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={Boolean(problem)}
        aria-describedby={problem ? problemId : undefined}
        required
      />
      {problem && (
        <div className="invalid-feedback" id={problemId}>
          {problem}
        </div>
      )}
      {children}
    </div>
  );
}
