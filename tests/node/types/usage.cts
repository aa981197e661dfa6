// The CommonJS view of the types (tablier.d.cts), compiled by pack.test.mjs.
import tablier = require('tablier');

export function use(): boolean {
  const v = tablier.validate({ white: { B1: 15 }, black: { N1: 15 }, turn: 'white' });
  const g = new tablier.Game();
  const p: tablier.Position = g.position();
  return v.ok && p.turn === 'white';
}
