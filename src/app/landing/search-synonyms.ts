/**
 * Words a search treats as one, each row a set of teaching words that ask for the same thing. A
 * lecturer types the goal, not the catalogue's wording: "RED worse on wifi" found nothing, as the
 * Wi-Fi demo says RED's early drops "cost" more (lecturer trial 05:10, step 25). Rows stay narrow:
 * a word found in nearly every demo (drops, queues) would make every search list every demo.
 * Spelling variants ("Wi-Fi", "wi fi") need no row: the search folds hyphens and spaces.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['worse', 'hurts', 'costs', 'loses', 'falls behind'],
  ['better', 'helps', 'gains', 'wins'],
  ['wifi', 'wireless', 'lossy', 'WLAN', 'radio'],
  ['bufferbloat', 'lag', 'latency', 'laggy'],
  ['fairness', 'unfair', 'fair share'],
  ['video call', 'voice call', 'VoIP', 'call'],
  ['late flow', 'latecomer', 'newcomer'],
];
