import { GLOSSARY_TERMS, type GlossaryTerm } from './terms';

export type { GlossaryTerm, SeeIt } from './terms';
export { GLOSSARY_TERMS } from './terms';

const BY_ID = new Map(GLOSSARY_TERMS.map((t) => [t.id, t]));

/** The term with this id, or undefined. */
export function glossaryTerm(id: string): GlossaryTerm | undefined {
  return BY_ID.get(id);
}

/**
 * The one-sentence tooltip of a term, for a control's or legend item's `title` or description
 * (`<Swatch title={glossaryTip('early-drop')}>`). An unknown id gives '' (the tests check that
 * every id the registries and legends use is known).
 */
export function glossaryTip(id: string | undefined): string {
  return (id && BY_ID.get(id)?.tip) || '';
}

export const GLOSSARY_TOPICS: { id: GlossaryTerm['topic']; title: string }[] = [
  { id: 'queue', title: 'Queues and drops' },
  { id: 'tcp', title: 'TCP senders' },
  { id: 'measure', title: 'Measures' },
  { id: 'scenario', title: 'Links and flows' },
  { id: 'packet', title: 'Packets and headers' },
];
