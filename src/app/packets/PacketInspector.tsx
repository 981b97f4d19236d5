import { TermTip } from '../glossary/TermTip';
import { headerLayers, simulatorFacts, type InspectorField } from './packet-layers';
import { packetData, usePacketsStore } from './packets-store';

function Fields({ fields, testId }: { fields: InspectorField[]; testId?: string }) {
  return (
    <dl className="inspector-fields" data-testid={testId}>
      {fields.map((f, i) => (
        <div key={i} className="inspector-field">
          <dt>
            <TermTip term={f.term} inline>
              <span tabIndex={0}>{f.name}</span>
            </TermTip>
          </dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The selected packet, header by header as it was at the selected event, and the simulator's
 * own facts beside them. Plain text in a region, so a screen reader reads it as it is.
 */
export function PacketInspector() {
  const selected = usePacketsStore((s) => s.selected);
  usePacketsStore((s) => s.version);
  const r = packetData.recording;
  if (!r || selected < 0) {
    return (
      <section className="packet-inspector" aria-label="Packet inspector" data-testid="packet-inspector">
        <p className="muted">Select an event to see its packet: headers layer by layer, and what the simulator knows about it.</p>
      </section>
    );
  }
  const links = packetData.links();
  const facts = simulatorFacts(r, selected, links);
  return (
    <section className="packet-inspector" aria-label="Packet inspector" aria-live="polite" data-testid="packet-inspector">
      <h3>Simulator</h3>
      <Fields fields={facts} testId="inspector-facts" />
      {headerLayers(r, selected).map((l) => (
        <div key={l.title}>
          <h3>{l.title}</h3>
          <Fields fields={l.fields} testId={`inspector-${l.title.toLowerCase()}`} />
        </div>
      ))}
    </section>
  );
}
