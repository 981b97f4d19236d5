import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleKey, keyBelongsToControl, SHORTCUTS } from '../../src/app/controller/keyboard';
import { useViewStore } from '../../src/app/state/view-store';

/**
 * Lecturer-2235, confusion 5: `F` did nothing while focus was on the "Why, and the control runs"
 * summary; in front of 150 people the app looked frozen. F now acts from a focused button or
 * disclosure too (single-key shortcuts can be turned off in Help: WCAG 2.1.4); fields that take
 * text keep their keys, and Z stays a focused button's.
 *
 * Node has no DOM: the few element classes the handler asks about are stood in for, each element
 * reached from the keyboard (:focus-visible), the worst case for a shortcut.
 */
class FakeElement {
  isContentEditable = false;
  constructor(
    readonly tagName: string,
    private readonly attrs: Record<string, string> = {},
  ) {}
  getAttribute(name: string): string | null {
    return this.attrs[name] ?? null;
  }
  matches(selector: string): boolean {
    return selector === ':focus-visible';
  }
}
class FakeHTMLElement extends FakeElement {}
class FakeButton extends FakeHTMLElement {}
class FakeAnchor extends FakeHTMLElement {}
class FakeInput extends FakeHTMLElement {}

const press = (key: string, target: unknown) => ({ key, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, defaultPrevented: false, target }) as unknown as KeyboardEvent;

describe('F from a focused button or summary (lecturer-2235, confusion 5)', () => {
  beforeAll(() => {
    vi.stubGlobal('Element', FakeElement);
    vi.stubGlobal('HTMLElement', FakeHTMLElement);
    vi.stubGlobal('HTMLButtonElement', FakeButton);
    vi.stubGlobal('HTMLAnchorElement', FakeAnchor);
    vi.stubGlobal('document', { body: {}, documentElement: {} });
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    useViewStore.setState({ presenting: false, themeBeforePresenting: null, theme: 'default', embed: false, shortcutsOn: true });
  });

  const summary = () => new FakeHTMLElement('SUMMARY');
  const button = () => new FakeButton('BUTTON');

  it('F on the focused "Why, and the control runs" summary turns presentation on, and off again', () => {
    expect(keyBelongsToControl(press('f', summary()))).toBe(false);
    expect(handleKey(press('f', summary()))).toBe(true);
    expect(useViewStore.getState().presenting).toBe(true);
    expect(handleKey(press('F', summary()))).toBe(true);
    expect(useViewStore.getState().presenting).toBe(false);
  });

  it('F on a focused button presents too', () => {
    expect(handleKey(press('f', button()))).toBe(true);
    expect(useViewStore.getState().presenting).toBe(true);
  });

  it('a field that takes text keeps F, and Z stays a focused button\'s', () => {
    expect(handleKey(press('f', new FakeInput('INPUT')))).toBe(false);
    expect(useViewStore.getState().presenting).toBe(false);
    expect(keyBelongsToControl(press('z', button()))).toBe(true);
  });

  it('with the single-key shortcuts turned off in Help, F does nothing from a button', () => {
    useViewStore.setState({ shortcutsOn: false });
    expect(handleKey(press('f', button()))).toBe(false);
    expect(useViewStore.getState().presenting).toBe(false);
  });

  it('the help says F acts from a focused button, and no longer that it does not', () => {
    const f = SHORTCUTS.find((s) => s.keys === 'F')!;
    expect(f.action).toContain('also from a focused button');
    expect(f.action).not.toContain('not while a button has focus');
    expect(f.onButton).toBeUndefined();
  });
});
