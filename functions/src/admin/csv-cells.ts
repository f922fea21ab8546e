// Spreadsheet formula injection (OWASP "CSV Injection"): a cell that starts with = + - @ (or a tab
// or carriage return, which some spreadsheets skip before reading a formula) is run as a formula
// when the file is opened. Members type the names, addresses and notes we export, so every cell
// that could start one is prefixed with an apostrophe, which spreadsheets show as text.

const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text that no spreadsheet treats as a formula. */
export function neutraliseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}
