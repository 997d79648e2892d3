/**
 * Told to the importer when the rows sent so far are void and the sheet is being read again. Its own module:
 * the importer on the main thread needs it without loading the spreadsheet reader (docs/decisions/0047).
 */
export const RESTART = 'restart';
