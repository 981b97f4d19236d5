import { Markup } from './Markup';
import { asideLead } from './aside-lead';

/**
 * A lesson's aside (a step's or an answer's), shown once the student has answered: its question
 * and first sentence, the point, in the open; the rest folded under "More: <question>" (a native
 * disclosure). Folded whole, its answer went unread (issue: explanations sit in closed folds).
 */
export function AsideFold({ title, text, className, testId }: { title: string; text: string; className: string; testId: string }) {
  const { lead, rest } = asideLead(text);
  return (
    <>
      <p className="aside-lead" data-testid={`${testId}-lead`}>
        <strong>{title}</strong> <Markup text={lead} inlineOnly />
      </p>
      {rest ? (
        <details className={className} data-testid={testId}>
          <summary>More: {title}</summary>
          <Markup text={rest} />
        </details>
      ) : null}
    </>
  );
}
