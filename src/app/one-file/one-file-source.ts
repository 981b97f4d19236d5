import { ONE_FILE_NAME, isOneFileApp } from './one-file-html';
import { pageAddress } from '../util/share-link';

/** The one-file app as this page can read it: its text and size, or why there is none. */
export type OneFileSource = { ok: true; html: string; bytes: number; url: string } | { ok: false; why: 'disk' | 'missing' };

/**
 * Where the one-file app is: beside index.html (the normal build writes it there), or, in the
 * one-file copy itself, this page's own address. A copy opened from disk cannot read itself
 * (browsers refuse fetch on file://), so it offers no download there.
 */
export function oneFileUrl(): string | null {
  if (import.meta.env.VITE_ONE_FILE === '1') return location.protocol === 'file:' ? null : pageAddress();
  return new URL(ONE_FILE_NAME, pageAddress()).href;
}

let read: Promise<OneFileSource> | null = null;

/** The one-file app, read once per page (2–3 MB: only when Share shows its download). */
export function readOneFile(): Promise<OneFileSource> {
  read ??= (async (): Promise<OneFileSource> => {
    const url = oneFileUrl();
    if (url === null) return { ok: false, why: 'disk' };
    try {
      const r = await fetch(url, { cache: 'no-cache' });
      const html = r.ok ? await r.text() : '';
      // The dev server answers any address with index.html: only the built one-file app counts.
      if (!isOneFileApp(html)) return { ok: false, why: 'missing' };
      return { ok: true, html, bytes: new Blob([html]).size, url };
    } catch {
      return { ok: false, why: 'missing' };
    }
  })();
  return read;
}

/** "2.7 MB". */
export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}
