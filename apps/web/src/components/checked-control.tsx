import { useContext } from 'react';
import { Form, type FormControlProps } from 'react-bootstrap';
import FormContext from 'react-bootstrap/FormContext';

type Props = Omit<FormControlProps, 'isInvalid'> & {
  rows?: number;
  /** What is wrong with the value, shown under the field; nothing when it is fine. */
  problem: string | null | undefined | false;
  /** Other text that describes the field (a hint); the problem is added to it. */
  'aria-describedby'?: string;
};

/**
 * A form control inside a Form.Group whose problem is shown under it and tied to it: the field is
 * marked invalid and names the message in aria-describedby, so a screen reader reads the problem
 * with the field (Bootstrap's own feedback only colours it).
 */
export function CheckedControl({ problem, 'aria-describedby': hint, ...control }: Props) {
  // React-Bootstrap types the group's controlId loosely; a Form.Group always sets it to a string here.
  const controlId = useContext(FormContext).controlId as string;
  const problemId = `${controlId}-problem`;
  const describedBy = [hint, problem ? problemId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <>
      <Form.Control {...control} isInvalid={Boolean(problem)} aria-invalid={Boolean(problem)} aria-describedby={describedBy} />
      <Form.Control.Feedback type="invalid" id={problemId}>
        {problem}
      </Form.Control.Feedback>
    </>
  );
}
