import { messageForUser } from '../../sim-core';
import { useScenarioStore } from '../state/scenario-store';

/** Validation messages from the core, shown inline with the labels the editor uses (as text, never as markup). */
export function ErrorList({ errors, testId = 'inline-errors' }: { errors: string[]; testId?: string }) {
  const draft = useScenarioStore((s) => s.draft);
  if (errors.length === 0) return null;
  return (
    <ul className="errors" role="alert" data-testid={testId}>
      {errors.map((e, i) => (
        <li key={i}>{messageForUser(e, draft)}</li>
      ))}
    </ul>
  );
}
