/**
 * Issue 37: typing "CoDel" in the glossary listed "Queue" and "CE threshold" (whose texts mention
 * CoDel) before "CoDel". The search ranks: the term's name or an alias, then a name starting with
 * the query, then a word of the name, then a mention in the text.
 */
import { describe, expect, it } from 'vitest';
import { GLOSSARY_TERMS } from '../../src/glossary/glossary';
import { rankTerms } from '../../src/glossary/search';

const ids = (q: string) => rankTerms(GLOSSARY_TERMS, q).map((t) => t.id);

describe('the glossary search ranks what a student typed', () => {
  it('"CoDel": the term CoDel first, then FQ-CoDel (a word of its name), then the terms that only mention it', () => {
    const found = ids('CoDel');
    expect(found[0]).toBe('codel');
    expect(found.indexOf('fq-codel')).toBeLessThan(found.indexOf('queue-discipline'));
    expect(found.indexOf('fq-codel')).toBeLessThan(found.indexOf('ce-threshold'));
    expect(found).toContain('queue-discipline');
    expect(found).toContain('ce-threshold');
  });

  it('the four ranks, in order, on made-up terms (equal matches keep the glossary order)', () => {
    const t = (label: string, body = '', aliases?: string[]) => ({ label, tip: '', body, aliases });
    const terms = [t('Mentions', 'uses vegas'), t('Vegas meets Reno'), t('Old Vegas'), t('TCP Vegas'), t('Brakmo', '', ['Vegas']), t('Vegas')];
    expect(rankTerms(terms, 'vegas').map((x) => x.label)).toEqual(['Brakmo', 'Vegas', 'Vegas meets Reno', 'Old Vegas', 'TCP Vegas', 'Mentions']);
  });

  it('an alias finds a term by another name, any case; an empty query keeps every term in order; no match finds none', () => {
    expect(ids('controlled delay')[0]).toBe('codel');
    expect(ids('  ')).toEqual(GLOSSARY_TERMS.map((x) => x.id));
    expect(ids('zzzz-no-such-word')).toEqual([]);
  });
});
