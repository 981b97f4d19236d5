import { describe, expect, it } from 'vitest';
import { joinFragment, splitViewParams } from '../../src/app/controller/view-link';
import { ALL_VIEW_FIELDS, type ViewLink } from '../../src/app/controller/view-fields';
import { studentLinkOmits } from '../../src/app/controller/student-link';

/** A lecturer's presented view: what the student link drops and what it keeps. */
const lecture: ViewLink = { mode: 'compare', theme: 'projector', plots: ['queue', 'delay'], present: true, speed: 2, title: 'RED on Wi-Fi: worse', zoom: [1, 9], hide: [2] };

describe('the student link leaves out what only a projected view needs', () => {
  it('drops present, the projector theme, the presented plots, the slide title, the playback speed and embed; keeps mode, zoom and hidden flows', () => {
    const omit = studentLinkOmits();
    expect(Object.keys(omit).sort()).toEqual(['embed', 'numbersAtEnd', 'plots', 'present', 'speed', 'theme', 'title']);
    const student = Object.fromEntries(Object.entries(lecture).filter(([k]) => !(k in omit)));
    const frag = joinFragment('preset=seed003-e2-droptail', student as ViewLink);
    expect(frag).not.toMatch(/present=|theme=|plots=|title=|speed=/);
    const back = splitViewParams(frag);
    expect(back.error).toBeNull();
    expect(back.view).toEqual({ mode: 'compare', zoom: [1, 9], hide: [2] });
  });
  it('the slide title is marked presentation-only and is refused when it is not one line of 1 to 120 characters', () => {
    expect(ALL_VIEW_FIELDS.find((f) => f.name === 'title')?.presentationOnly).toBe(true);
    expect(splitViewParams('preset=x&view=6&title=' + encodeURIComponent('Line one\nline two')).error).toMatch(/"title" is the slide title: 1 to 120 characters on one line .*line break/);
    expect(splitViewParams('preset=x&view=6&title=' + 'a'.repeat(121)).error).toMatch(/1 to 120 characters/);
    expect(splitViewParams('preset=x&view=5&title=Hi').error).toMatch(/came with version 6/);
    expect(splitViewParams('preset=x&view=6&title=' + encodeURIComponent('<b>RED</b> & Wi-Fi')).view.title).toBe('<b>RED</b> & Wi-Fi');
  });
});
