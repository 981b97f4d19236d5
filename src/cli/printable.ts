/**
 * Text for a terminal: control characters shown as escapes (ESC as \x1b), line breaks and tabs
 * kept. Names come from files, links and command lines; an escape sequence in one must not clear
 * the screen or set the terminal's title when a table or a message prints it. The schema refuses
 * control characters in names, but names also come from places it does not see (--name, paths).
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

export function printable(text: string): string {
  return text.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** Write text meant for a person to stdout, control characters escaped. */
export function say(text: string): void {
  process.stdout.write(printable(text));
}

/** Write a message to stderr, control characters escaped. */
export function note(text: string): void {
  process.stderr.write(printable(text));
}
