import type { z } from 'zod';
import { browserStorage } from './browser-storage';

/**
 * What this browser keeps between visits (lesson progress, answered predictions), as versioned
 * JSON in localStorage. Storage is another page's input too: what is read is validated by its
 * schema and size-capped, and anything else reads as nothing stored. A private window or a
 * sandboxed embed may refuse storage: then what is written lasts for this page only.
 */
const MAX_STORED_CHARS = 200_000;


/** The value under `key` if it is valid by `schema`, else null (nothing, refused, too long, or malformed). */
export function readStored<T>(key: string, schema: z.ZodType<T>, from: Pick<Storage, 'getItem'> | null = browserStorage()): T | null {
  try {
    const text = from?.getItem(key);
    if (!text || text.length > MAX_STORED_CHARS) return null;
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keep `value` under `key` (silently not, where storage is refused). */
export function writeStored(key: string, value: unknown, to: Pick<Storage, 'setItem'> | null = browserStorage()): void {
  try {
    to?.setItem(key, JSON.stringify(value));
  } catch {
    // Refused (private window, sandboxed embed, full): kept for this page only.
  }
}
