import { z } from 'zod';
import { admissionParam, LIMIT_PARAM, unitParam } from './buffer-params';
import { defineDiscipline } from './discipline';
import { paramsShape } from './params';
import { TailDropQueue } from './tail-drop';

const PARAMS = [LIMIT_PARAM, unitParam(), admissionParam(false)];

const schema = z.object({ type: z.literal('droptail'), ...paramsShape(PARAMS) }).strict() as unknown as z.ZodType<TailDropSpec, unknown>;

export interface TailDropSpec {
  type: 'droptail';
  limit: number;
  unit: 'packets' | 'bytes';
  admission: 'fits' | 'below-limit';
}

/** A plain FIFO of `limit` packets or bytes, as a scenario spells it (admission left to the schema's default unless given). */
export function fifoSpec(limit: number, unit: TailDropSpec['unit'], admission?: TailDropSpec['admission']): Omit<TailDropSpec, 'admission'> & Partial<Pick<TailDropSpec, 'admission'>> {
  return { type: 'droptail', limit, unit, ...(admission === undefined ? {} : { admission }) };
}

/** FIFO that drops arrivals when full. */
export const TAIL_DROP = defineDiscipline<TailDropSpec>({
  name: 'droptail',
  label: 'Tail drop',
  glossary: 'tail-drop',
  description: 'first in, first out; arrivals are dropped while the buffer is full',
  docSection: 'Tail drop',
  params: PARAMS,
  schema: () => schema,
  create: (s) => new TailDropQueue({ limit: s.limit, unit: s.unit, admission: s.admission }),
  gauges: [],
  thresholds: [],
  dropReasons: [],
  // Compared by default with the early-dropping queue it motivated.
  counterpart: 'red',
  choices: [
    {
      value: 'droptail',
      label: 'Tail drop',
      // The buffer keeps its admission rule (Linux 2.4's applies to bfifo and RED alike).
      make: (b) => ({ type: 'droptail', limit: b.limit, unit: b.unit, admission: b.admission ?? 'fits' }),
    },
  ],
});
