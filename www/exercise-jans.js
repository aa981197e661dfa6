// Naming the jans of a *compter les points* answer, besides or instead of the totals
// (docs/exercises.md, "Grading"): one row per jan, with its kind, the side that marks it, and, if
// the player gives them, its dame or coin, its façons or moyens and its points — the fields of the
// engine's `{"jan", "beneficiary", "at"?, "ways"?, "points"?}`, which the core grades. Native
// controls only, so that the keyboard reaches everything the mouse does.

// the analysis's jans (src/analysis.rs JanKind), the commonest first: a select's order is a hint
// of nothing, and these are the ones an exercise asks most
export const JAN_KINDS = [
  'battre-dame',
  'battre-dame-a-faux',
  'battre-coin',
  'remplir-petit-jan',
  'remplir-grand-jan',
  'remplir-retour',
  'conserver-petit-jan',
  'conserver-grand-jan',
  'conserver-retour',
  'impuissance',
  'sortie',
  'six-tables',
  'deux-tables',
  'contre-deux-tables',
  'mezeas',
  'contre-mezeas',
  'rencontre',
];
const FLECHES = ['B', 'N'].flatMap((s) => Array.from({ length: 12 }, (_, i) => `${s}${i + 1}`));
// no roll makes more distinct jans than this; a longer list is a slip of the "add" key
const MAX_ROWS = 12;

function labelled(text, control) {
  const label = document.createElement('label');
  label.append(text, control);
  return label;
}

function optional(name, max) {
  const input = document.createElement('input');
  Object.assign(input, { type: 'number', name, min: '0', max: String(max), step: '1' });
  return input;
}

/**
 * The list of jans named, with its "name a jan" button: `{element, rows(), read()}`. `read()` is
 * the answer's `jans` (null when none is named); the fields left blank are left out, so that the
 * engine grades only what was given.
 */
export function janList(t) {
  const set = document.createElement('fieldset');
  set.className = 'jans';
  set.setAttribute('part', 'jans');
  const legend = document.createElement('legend');
  legend.textContent = t('exercise.jans');
  const list = document.createElement('ol');
  const add = document.createElement('button');
  add.type = 'button';
  add.className = 'add-jan';
  add.textContent = t('exercise.jan.add');
  set.append(legend, list, add);

  const rows = () => [...list.children];
  const renumber = () =>
    rows().forEach((row, i) => {
      row.querySelector('legend').textContent = t('exercise.jan.n', { n: i + 1 });
      row.querySelector('button').setAttribute('aria-label', t('exercise.jan.remove.n', { n: i + 1 }));
    });

  function addRow() {
    if (rows().length >= MAX_ROWS) return null;
    const row = document.createElement('li');
    const box = document.createElement('fieldset');
    box.className = 'jan';
    const name = document.createElement('legend');
    name.className = 'visually-hidden';
    const kind = document.createElement('select');
    kind.name = 'jan-kind';
    for (const k of JAN_KINDS) kind.append(new Option(t(`jan.${k}`), k));
    const side = document.createElement('select');
    side.name = 'jan-side';
    for (const s of ['white', 'black']) side.append(new Option(t(`side.${s}`), s));
    const at = document.createElement('select');
    at.name = 'jan-at';
    at.append(new Option(t('exercise.jan.anywhere'), ''), ...FLECHES.map((f) => new Option(f, f)));
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.textContent = t('exercise.jan.remove');
    remove.addEventListener('click', () => {
      row.remove();
      renumber();
      add.focus();
    });
    box.append(
      name,
      labelled(t('exercise.jan.kind'), kind),
      labelled(t('exercise.jan.side'), side),
      labelled(t('exercise.jan.at'), at),
      labelled(t('exercise.jan.ways'), optional('jan-ways', 36)),
      labelled(t('exercise.jan.points'), optional('jan-points', 1000)),
      remove,
    );
    row.append(box);
    list.append(row);
    renumber();
    return kind;
  }

  add.addEventListener('click', () => addRow()?.focus());

  function read() {
    if (!rows().length) return null;
    return rows().map((row) => {
      const value = (name) => row.querySelector(`[name="${name}"]`).value;
      const jan = { jan: value('jan-kind'), beneficiary: value('jan-side') };
      if (value('jan-at')) jan.at = value('jan-at');
      for (const [field, name] of [['ways', 'jan-ways'], ['points', 'jan-points']]) {
        if (value(name) !== '') jan[field] = Number(value(name));
      }
      return jan;
    });
  }

  return { element: set, rows, read, addRow };
}
