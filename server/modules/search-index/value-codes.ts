/**
 * A number for each distinct text of one column (a city, a domain, a position): a search compares the
 * text once per distinct value, not once per internship. Values stay until the index is built again.
 */
export class ValueCodes {
  private readonly codes = new Map<string, number>();
  private readonly lowered: string[] = [];
  private readonly values: string[] = [];
  /** How many slots hold each value. */
  private readonly held: number[] = [];

  codeOf(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.lowered.length;
      this.codes.set(value, code);
      this.lowered.push(value.toLowerCase());
      this.values.push(value);
      this.held.push(0);
    }
    return code;
  }

  /** A slot took (1) or let go of (-1) the value. */
  hold(code: number, by: 1 | -1): void {
    this.held[code] += by;
  }

  /** The values some slot holds that `accept` takes (given the value in lower case), the most held first. */
  mostHeld(accept: (lowered: string) => boolean, limit: number): string[] {
    const codes = this.lowered.flatMap((lowered, code) => (this.held[code] > 0 && accept(lowered) ? [code] : []));
    codes.sort((a, b) => this.held[b] - this.held[a] || (this.lowered[a] < this.lowered[b] ? -1 : 1));
    return codes.slice(0, limit).map((code) => this.values[code]);
  }

  /** How many distinct values there are (codes are 0 to count - 1). */
  get count(): number {
    return this.values.length;
  }

  /** The value of a code. */
  valueOf(code: number): string {
    return this.values[code];
  }

  /** 1 at the code of every value equal to the text, ignoring case. */
  codesEqualTo(text: string): Uint8Array {
    const lowered = text.toLowerCase();
    return Uint8Array.from(this.lowered, (value) => (value === lowered ? 1 : 0));
  }

  /** 1 at the code of every value holding one of the texts, ignoring case. */
  codesContaining(...texts: string[]): Uint8Array {
    const needles = texts.map((text) => text.toLowerCase());
    const marks = new Uint8Array(this.lowered.length);
    for (let code = 0; code < this.lowered.length; code++) {
      if (needles.some((needle) => this.lowered[code].includes(needle))) marks[code] = 1;
    }
    return marks;
  }
}
