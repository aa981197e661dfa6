// The tutor's texts in French and English (the game page loads them with its
// language's module, www/lang-fr.js or www/lang-en.js).
// The game's terms (tenir, s'en aller, école, jeton, trou, maître) stay French in both languages.

export const fr = {
  'tutor.label': 'Tuteur (arrête un coup coûteux)',
  'tutor.off': 'Désactivé',
  'tutor.small': 'Exigeant : plus de 1 % des tours, toute école',
  'tutor.medium': 'Moyen : plus de 3 % des tours, école de plus de 2 points',
  'tutor.large': 'Indulgent : plus de 8 % des tours, école de plus de 4 points',
  'tutor.title': 'Le tuteur : êtes-vous sûr ?',
  'tutor.play': 'Ce coup perd {cost} % de tours gagnés sur le meilleur, selon le maître : {chance} % au lieu de {best} %.',
  'tutor.play.yours': 'Votre coup : {moves}.',
  'tutor.play.best': 'Le meilleur (flèches sur le tablier) : {moves}, {chance} % de tours gagnés.',
  'tutor.decision': '{chosen} perd {cost} % de tours gagnés selon le maître : {chance} % au lieu de {best} %.',
  'tutor.decision.best': 'Le meilleur : {best}.',
  'tutor.marks': 'Vous marquez jeton à {j}, {h} trou{h:s} ; il faut jeton à {dj}, {dh} trou{dh:s}.',
  'tutor.marks.ecole': '{side} marquerait {n} point{n:s} d’école ({kind}).',
  'tutor.marks.exces': 'par excès',
  'tutor.marks.omission': 'par omission',
  'tutor.marks.best': 'Le meilleur : jeton à {dj}, {dh} trou{dh:s}.',
  'tutor.anyway': 'Jouer quand même',
  'tutor.anyway.marks': 'Marquer quand même',
  'tutor.back': 'Reprendre',
};

export const en = {
  'tutor.label': 'Tutor (stops a costly play)',
  'tutor.off': 'Off',
  'tutor.small': 'Strict: more than 1% of tours, any école',
  'tutor.medium': 'Medium: more than 3% of tours, an école of more than 2 points',
  'tutor.large': 'Lenient: more than 8% of tours, an école of more than 4 points',
  'tutor.title': 'The tutor: are you sure?',
  'tutor.play': 'This play gives up {cost}% of tours won against the best, as the maître sees it: {chance}% instead of {best}%.',
  'tutor.play.yours': 'Your play: {moves}.',
  'tutor.play.best': 'The best (arrows on the board): {moves}, {chance}% of tours won.',
  'tutor.decision': '{chosen} gives up {cost}% of tours won, as the maître sees it: {chance}% instead of {best}%.',
  'tutor.decision.best': 'The best: {best}.',
  'tutor.marks': 'You mark the jeton on {j}, {h} trou{h:s}; the right mark is the jeton on {dj}, {dh} trou{dh:s}.',
  'tutor.marks.ecole': '{side} would mark {n} point{n:s} of école ({kind}).',
  'tutor.marks.exces': 'par excès: too many',
  'tutor.marks.omission': 'par omission: forgotten',
  'tutor.marks.best': 'The best: the jeton on {dj}, {dh} trou{dh:s}.',
  'tutor.anyway': 'Play it anyway',
  'tutor.anyway.marks': 'Mark it anyway',
  'tutor.back': 'Take it back',
};
