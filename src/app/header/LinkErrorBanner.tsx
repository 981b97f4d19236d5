import { useScenarioStore } from '../state/scenario-store';

/** A refused share link's message, as plain text (scenario text is never injected as HTML). */
export function LinkErrorBanner() {
  const msg = useScenarioStore((s) => s.linkError);
  const clear = useScenarioStore((s) => s.setLinkError);
  if (!msg) return null;
  return (
    <div className="banner error" role="alert" data-testid="link-error">
      <span>{msg}</span>
      <button type="button" aria-label="Dismiss the message about the link" onClick={() => clear(null)}>
        ×
      </button>
    </div>
  );
}
