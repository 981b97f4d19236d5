import * as d3 from 'd3';
import { Fragment } from 'react';
import type { PlannedSweep } from './sweep-configs';
import { toShown } from './sweep-params';

type Config = PlannedSweep['configs'][number];

/** One cell of a configuration at a value: its column's key (unique within the configuration) and its text. */
export interface SweepCell {
  key: string;
  text: string;
}

/**
 * A cell's text in the pieces a narrow table may break between, each kept whole: "51.9", "[51.9,
 * 51.9]", "(n 1)", "†". On a phone the results table was wider than the screen (bloat9, finding
 * 7); a cell wraps between its pieces there (styles.css), never inside one. The text is unchanged.
 */
export function cellPieces(text: string): string[] {
  return text.match(/\[[^\]]*\]|\([^)]*\)|(?:> )?[^\s[(]+/g) ?? [text];
}

function Pieces({ text }: { text: string }) {
  const pieces = cellPieces(text);
  if (pieces.join(' ') !== text) return <>{text}</>;
  return (
    <>
      {pieces.map((p, i) => (
        <Fragment key={i}>
          {i > 0 ? ' ' : null}
          <span className="nw">{p}</span>
        </Fragment>
      ))}
    </>
  );
}

/**
 * The body of a sweep's table: a row per swept value, its value as the first cell (the column that
 * stays in view while the table scrolls sideways), then each configuration's cells. The results
 * table and the cost table beside it both draw their rows with it (bloat9, finding 6: the two
 * tables rendered the same rows twice).
 */
export function SweepRows({ plan, cells }: { plan: PlannedSweep; cells: (config: Config, value: number) => SweepCell[] }) {
  return (
    <tbody>
      {plan.values.map((v) => (
        <tr key={v}>
          <td>{d3.format('~g')(toShown(v, { scale: plan.paramScale }))}</td>
          {plan.configs.flatMap((c) =>
            cells(c, v).map((cell) => (
              <td key={`${c.name}-${cell.key}`}>
                <Pieces text={cell.text} />
              </td>
            )),
          )}
        </tr>
      ))}
    </tbody>
  );
}
