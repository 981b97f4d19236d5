import { messageForUser } from '../../sim-core/scenario/validate';

/** Validation messages from the core, shown inline with the labels the editor uses (as text, never as markup). */
export function ErrorList({ errors, testId = 'inline-errors' }: { errors: string[]; testId?: string }) {
  if (errors.length === 0) return null;
  return (
    <ul className="errors" role="alert" data-testid={testId}>
      {errors.map((e, i) => (
        <li key={i}>{messageForUser(e)}</li>
      ))}
    </ul>
  );
}
