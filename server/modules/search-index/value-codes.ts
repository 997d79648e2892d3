/**
 * A number for each distinct text of one column (a city, a domain, a position): a search compares the
 * text once per distinct value, not once per internship. Values stay until the index is built again.
 */
export class ValueCodes {
  private readonly codes = new Map<string, number>();
  private readonly lowered: string[] = [];

  codeOf(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.lowered.length;
      this.codes.set(value, code);
      this.lowered.push(value.toLowerCase());
    }
    return code;
  }

  /** 1 at the code of every value holding `text`, ignoring case. */
  codesContaining(text: string): Uint8Array {
    const needle = text.toLowerCase();
    const marks = new Uint8Array(this.lowered.length);
    for (let code = 0; code < this.lowered.length; code++) if (this.lowered[code].includes(needle)) marks[code] = 1;
    return marks;
  }
}
