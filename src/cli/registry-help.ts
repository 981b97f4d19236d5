import { CONGESTION_CONTROLS, LOSS_RECOVERIES, QUEUE_DISCIPLINES, SEED_STUDIES, TCP_PAIRINGS, TCP_STACK_PROFILES, paramHelpLines, helpNumber, studyCitation, type SettingsProfile } from '../sim-core';

/** One help line per profile: where it is set, what it reproduces and what it sets. */
function profileLines(where: string | ((name: string) => string), profiles: readonly SettingsProfile[]): string[] {
  const at = (name: string) => (typeof where === 'string' ? `${where}=${name}` : where(name));
  // Numbers as help shows them (a computed 0.14999999999999997 reads 0.15); the settings themselves are unchanged.
  const shown = (_k: string, v: unknown) => (typeof v === 'number' ? Number(helpNumber(v)) : v);
  return profiles.map((p) => `      profile ${at(p.name)}: ${p.label}; sets ${JSON.stringify(p.settings, shown)}`);
}

/** The queue disciplines and their parameters, for --help (from the registry). */
export function queueHelp(): string {
  const lines = [
    'queue disciplines (a queue\'s "type"; set with e.g. --set topology.bottleneck.queue.maxP=0.2 on a',
    'dumbbell, --set topology.bottleneckQueue.maxP=0.2 on a testbed such as the seed000 presets):',
  ];
  for (const d of QUEUE_DISCIPLINES) {
    lines.push(`  ${d.name.padEnd(12)} ${d.label}: ${d.description}`);
    for (const l of paramHelpLines(d.params)) lines.push(`      ${l}`);
    // Profiles: one word for "as this implementation runs it", written in the queue spec beside its type.
    lines.push(...profileLines((name) => `{"type":"${d.name}","profile":"${name}"}`, d.profiles ?? []));
    if (d.container) lines.push('      (classes with their own queues: see docs/scenario.schema.json)');
  }
  return lines.join('\n');
}

/** Congestion controls, loss recoveries and the named pairings, for --help (from the TCP registry). */
export function tcpHelp(): string {
  const lines = ['TCP (a flow\'s "cc" and "recovery", or "variant" for a named pairing):'];
  for (const c of CONGESTION_CONTROLS) {
    lines.push(`  cc ${c.name.padEnd(9)} ${c.label} (${c.family}; default recovery ${c.defaultRecovery}): ${c.description}${c.options.length ? `; settings: ${c.options.join(', ')}` : ''}`);
    // Profiles: one word for "as this implementation runs it" (e.g. --set tcp.vegas.profile=ns3).
    lines.push(...profileLines(`tcp.${c.profileSetting}.profile`, c.profiles));
  }
  for (const r of LOSS_RECOVERIES) {
    lines.push(`  recovery ${r.name.padEnd(9)} ${r.label}: ${r.description}${r.options.length ? `; settings: ${r.options.join(', ')}` : ''}`);
    lines.push(...profileLines('tcp.recoveryProfile', r.profiles));
  }
  lines.push('  the TCP stack (timers, window growth, ACKs; settings beside the profile override it):');
  lines.push(...profileLines('tcp.profile', TCP_STACK_PROFILES));
  lines.push(`  variants: ${TCP_PAIRINGS.map((p) => `${p.name} = ${p.cc} + ${p.recovery}`).join(', ')}`);
  return lines.join('\n');
}

/** Words of `text` in lines of at most `width` characters, the first after `first`, the rest after `indent`. */
function wrapped(first: string, indent: string, text: string, width = 98): string[] {
  const lines: string[] = [];
  let line = first;
  for (const word of text.split(' ')) {
    const prefix = line === first || line === indent ? line : `${line} `;
    if ((prefix + word).length > width && line !== first && line !== indent) {
      lines.push(line);
      line = indent + word;
    } else line = prefix + word;
  }
  lines.push(line);
  return lines;
}

/** The seed studies the seedNNN presets reproduce, for --help (from SEED_STUDIES). */
export function seedStudiesHelp(): string {
  return SEED_STUDIES.flatMap((s) => wrapped(`  ${`${s.prefix}-…`.padEnd(11)}`, ' '.repeat(13), `${studyCitation(s.study)}: ${s.reproduces}`)).join('\n');
}
