import { useId } from 'react';
import { CONGESTION_CONTROLS, type FlowSpec, LOSS_RECOVERIES, pairing, pairingLabel, TCP_PAIRINGS } from '../../sim-core';
import { SideTag } from '../compare/EditedSide';
import { useScenarioStore } from '../state/scenario-store';
import { getBottleneck } from '../../scenario-edit/bottleneck';
import { setTcpStack, tcpStackOf, type TcpStack } from '../../scenario-edit/tcp-stack';
import { NumberInput } from '../components/NumberInput';
import { ErrorList } from './ErrorList';
import { WindowCapControl } from './WindowCapControl';
import { TermTip } from '../glossary/TermTip';
import { useShown } from './EditorFold';
import { FlowNameInput } from './FlowNameInput';

/** The UI's own cap on flows (the core allows more; rows beyond this are hard to edit by hand). */
export const MAX_UI_FLOWS = 50;

type TcpFlow = Extract<FlowSpec, { kind: 'tcp' }>;

/** Set a TCP flow's cc and recovery, and its variant to the pairing they make (tcp/registry.ts). */
function setProtocol(g: TcpFlow, cc: string, recovery: string): void {
  g.cc = cc as TcpFlow['cc'];
  g.recovery = recovery;
  g.variant = pairingLabel(cc, recovery);
}

/** Per-flow settings: variant (or cc and recovery), start, size (or unlimited), access delay; CBR rate and duration. */
export function FlowList() {
  // Only what this list shows, so an edit elsewhere (a queue threshold) does not re-render it.
  const ids = useId();
  const flows = useScenarioStore((s) => s.draft.flows);
  const accessDelay = useScenarioStore((s) => (s.draft.topology.kind === 'dumbbell' ? s.draft.topology.access.delay : 0));
  const dumbbell = useScenarioStore((s) => s.draft.topology.kind === 'dumbbell');
  const stack = useScenarioStore((s) => tcpStackOf(s.draft));
  const errors = useScenarioStore((s) => s.errors);
  const edit = useScenarioStore((s) => s.edit);
  const flowErrors = errors.filter((e) => e.startsWith('flows'));
  // In a lesson, settings the step does not touch are folded behind "More settings" (lesson-fold.ts).
  const protocolShown = useShown('protocol');
  const accessShown = useShown('access');
  const stackShown = useShown('tcpStack');
  const capShown = useShown('windowCap');
  const setFlow = (i: number, fn: (f: FlowSpec) => void) => edit((d) => fn(d.flows[i]));
  const addTcp = () =>
    edit((d) => {
      const last = [...d.flows].reverse().find((f) => f.kind === 'tcp');
      const f: FlowSpec = last && last.kind === 'tcp' ? { ...structuredClone(last), name: undefined, start: Math.min(d.duration - 0.01, last.start + 1) } : { kind: 'tcp', start: 0, bytes: null, variant: 'newreno', cc: 'reno', recovery: 'newreno' };
      delete (f as { name?: string }).name;
      d.flows.push(f);
    });
  const addCbr = () =>
    edit((d) => {
      const rate = Math.round((getBottleneck(d)?.rate ?? 1e6) * 0.3);
      d.flows.push({ kind: 'cbr', start: 1, rate, packetSize: 500, duration: Math.min(10, Math.max(0.1, d.duration - 1)) });
    });
  return (
    <section className="panel" aria-labelledby="flows-h">
      <h2 id="flows-h">
        Flows<SideTag />
      </h2>
      <div className="flow-rows">
        {flows.map((f, i) => (
          <div className="flow-row" key={i} data-testid={`flow-row-${i}`}>
            <span className="flow-idx">{i + 1}</span>
            <FlowNameInput index={i} name={f.name} onCommit={(name) => setFlow(i, (g) => (g.name = name))} />
            {f.kind === 'tcp' ? (
              <>
<TermTip term="tcp-variant" inline>                <select
                  aria-label={`Flow ${i + 1} TCP variant`}
                  value={f.variant}
                  onChange={(e) => {
                    const p = pairing(e.target.value);
                    if (p) setFlow(i, (g) => g.kind === 'tcp' && setProtocol(g, p.cc, p.recovery));
                  }}
                >
                  {TCP_PAIRINGS.map((v) => (
                    <option key={v.name} value={v.name}>
                      {v.label}
                    </option>
                  ))}
                  {pairing(f.variant) ? null : (
                    <option value={f.variant} disabled>
                      {f.variant}
                    </option>
                  )}
                </select></TermTip>
                {/* The variant's two parts, each said for what it is: "Vegas | Vegas | Reno recovery"
                    left a phone student asking why a Vegas flow had Reno recovery (trial 07:10). */}
                {protocolShown ? (
                  <span className="flow-protocol" data-testid={`flow-protocol-${i}`}>
                    <TermTip term="congestion-control" inline>
                      <label className="mini">
                        congestion control{' '}
                        <select aria-label={`Flow ${i + 1} congestion control`} className="mini" value={f.cc} onChange={(e) => setFlow(i, (g) => g.kind === 'tcp' && setProtocol(g, e.target.value, g.recovery))}>
                          {CONGESTION_CONTROLS.map((c) => (
                            <option key={c.name} value={c.name} title={c.description}>
                              {c.label}
                            </option>
                          ))}
                        </select>
                      </label>
                    </TermTip>
                    <TermTip term="loss-recovery" inline>
                      <label className="mini">
                        + loss recovery{' '}
                        <select aria-label={`Flow ${i + 1} loss recovery (apart from the congestion control)`} className="mini" value={f.recovery} onChange={(e) => setFlow(i, (g) => g.kind === 'tcp' && setProtocol(g, g.cc, e.target.value))}>
                          {LOSS_RECOVERIES.map((r) => (
                            <option key={r.name} value={r.name} title={r.description}>
                              {r.label}
                            </option>
                          ))}
                        </select>
                      </label>
                    </TermTip>
                  </span>
                ) : null}
                <TermTip term="flow-start" inline><label className="mini">start s</label>
                <NumberInput label={`Flow ${i + 1} start (s)`} testId={`flow-start-${i}`} value={f.start} min={0} step={0.1} width="4.6em" onCommit={(v) => setFlow(i, (g) => (g.start = v))} /></TermTip>
                <TermTip term="flow-size" inline><label className="mini">bytes</label>
                {f.bytes === null ? (
                  <span className="unlimited">∞</span>
                ) : (
                  <NumberInput label={`Flow ${i + 1} size (bytes)`} testId={`flow-bytes-${i}`} value={f.bytes} min={1} step={1460} width="6.5em" onCommit={(v) => setFlow(i, (g) => g.kind === 'tcp' && (g.bytes = Math.round(v)))} />
                )}
                <label className="check mini">
                  <input type="checkbox" aria-label={`Flow ${i + 1} unlimited`} checked={f.bytes === null} onChange={(e) => setFlow(i, (g) => g.kind === 'tcp' && (g.bytes = e.target.checked ? null : 100_000))} />
                  unlimited
                </label></TermTip>
              </>
            ) : f.kind === 'web' ? (
              <>
                <span className="kind">Web</span>
                <span className="mini" data-testid={`flow-web-${i}`}>
                  {pairing(f.variant)?.label ?? f.variant} · {f.load !== undefined ? `${Math.round(f.load * 100)} % load` : `${f.rate} conn/s`}
                  {f.twoWay ? ' · two-way' : ' · one-way'}
                </span>
                <TermTip term="flow-start" inline><label className="mini">start s</label>
                <NumberInput label={`Flow ${i + 1} start (s)`} testId={`flow-start-${i}`} value={f.start} min={0} step={0.1} width="4.6em" onCommit={(v) => setFlow(i, (g) => (g.start = v))} /></TermTip>
              </>
            ) : (
              <>
                <span className="kind">CBR</span>
                <TermTip term="flow-start" inline><label className="mini">start s</label>
                <NumberInput label={`Flow ${i + 1} start (s)`} testId={`flow-start-${i}`} value={f.start} min={0} step={0.1} width="4.6em" onCommit={(v) => setFlow(i, (g) => (g.start = v))} /></TermTip>
                <TermTip term="cbr" inline><label className="mini">kbit/s</label>
                <NumberInput label={`Flow ${i + 1} rate (kbit/s)`} value={f.rate} scale={1e-3} min={1} width="5.5em" onCommit={(v) => setFlow(i, (g) => g.kind === 'cbr' && (g.rate = v))} />
                <label className="mini">pkt B</label>
                <NumberInput label={`Flow ${i + 1} packet size (bytes)`} value={f.packetSize} min={29} width="4.6em" onCommit={(v) => setFlow(i, (g) => g.kind === 'cbr' && (g.packetSize = Math.round(v)))} />
                {/* Said as "start s" is, the word then the unit, and tied to its box: "for s" read as
                    a fragment, with no word for what the number is (bloat8, item 3). */}
                <label className="mini" htmlFor={`${ids}-duration-${i}`}>duration s</label>
                <NumberInput label={`Flow ${i + 1} duration (s)`} id={`${ids}-duration-${i}`} testId={`flow-duration-${i}`} value={f.duration} min={0.01} width="4.6em" onCommit={(v) => setFlow(i, (g) => g.kind === 'cbr' && (g.duration = v))} /></TermTip>
              </>
            )}
            {dumbbell && accessShown ? (
              <>
                <TermTip term="access-delay" inline><label className="mini">access ms</label>
                <NumberInput
                  label={`Flow ${i + 1} access delay (ms)`}
                  value={f.accessDelay ?? accessDelay}
                  scale={1e3}
                  min={0}
                  width="4.6em"
                  onCommit={(v) => setFlow(i, (g) => (g.accessDelay = v))}
                /></TermTip>
              </>
            ) : null}
            <button type="button" className="icon" aria-label={`Remove flow ${i + 1}`} disabled={flows.length <= 1} onClick={() => edit((d) => void d.flows.splice(i, 1))}>
              ×
            </button>
          </div>
        ))}
      </div>
      <div className="row-buttons">
        <button type="button" onClick={addTcp} disabled={flows.length >= MAX_UI_FLOWS} data-testid="add-tcp">
          + TCP flow
        </button>
        <TermTip term="cbr" inline>
          <button type="button" onClick={addCbr} disabled={flows.length >= MAX_UI_FLOWS} data-testid="add-cbr">
            + UDP CBR flow
          </button>
        </TermTip>
      </div>
      {stackShown ? (
      <TermTip term="tcp-stack" inline>
      <label className="check mini">
        TCP stack{' '}
        <select aria-label="TCP stack" data-testid="tcp-stack" value={stack ?? 'custom'} onChange={(e) => edit((d) => setTcpStack(d, e.target.value as TcpStack))}>
          <option value="rfc">RFC (ns-3-like)</option>
          <option value="linux-2.4">Linux 2.4 (as on Riva’s testbed)</option>
          {stack === null ? (
            <option value="custom" disabled>
              custom
            </option>
          ) : null}
        </select>
      </label>
      </TermTip>
      ) : null}
      {capShown ? <WindowCapControl /> : null}
      <ErrorList errors={flowErrors} testId="flow-errors" />
    </section>
  );
}
