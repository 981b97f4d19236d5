import { describe, expect, it } from 'vitest';
import { rememberedTheme, rememberTheme, THEME_STORAGE_KEY } from '../../src/app/theme/theme-memory';

function memoryStorage(init: Record<string, string> = {}) {
  const m = new Map(Object.entries(init));
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), map: m };
}

describe('the theme remembered per browser', () => {
  it('round-trips a theme name through storage', () => {
    const s = memoryStorage();
    expect(rememberedTheme(s)).toBeNull();
    rememberTheme('projector', s);
    expect(s.map.get(THEME_STORAGE_KEY)).toBe('projector');
    expect(rememberedTheme(s)).toBe('projector');
  });

  it('ignores a stored value that is not a theme (storage is untrusted input too)', () => {
    for (const bad of ['neon', '__proto__', 'constructor', '', 'Projector']) expect(rememberedTheme(memoryStorage({ [THEME_STORAGE_KEY]: bad }))).toBeNull();
  });

  it('a storage that throws (blocked in a sandboxed frame) neither breaks reading nor writing', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberedTheme(throwing)).toBeNull();
    expect(() => rememberTheme('dark', throwing)).not.toThrow();
    expect(rememberedTheme(null)).toBeNull();
  });
});
