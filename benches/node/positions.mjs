// The bench positions (tests/data/bench_positions.jsonl) and the 21 rolls, as the Node benches
// take them: `positions`, each as read, and `rolled`, each position with each roll in turn, so
// that each call of a bench is on another (position, roll).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const FILE = fileURLToPath(new URL('../../tests/data/bench_positions.jsonl', import.meta.url));

export const positions = fs
  .readFileSync(FILE, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l));
export const rolls = [];
for (let a = 1; a <= 6; a++) for (let b = 1; b <= a; b++) rolls.push([a, b]);
export const rolled = positions.flatMap((p) => rolls.map((dice) => ({ ...p, dice })));
