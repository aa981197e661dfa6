// Every text of the page in French and English. The game's own terms (dame, flèche, jan, coin, école,
// tenir, s'en aller…) stay French in both languages; the English texts add a short gloss in brackets.

const fr = {
  'app.title': 'Tablier — le trictrac',
  'app.title.jacquet': 'Tablier — le jacquet',
  'app.subtitle': 'Une partie ordinaire de trictrac, en douze trous.',
  'lang.switch': 'English',
  'lang.switch.label': 'Switch to English',
  'side.white': 'Blanc',
  'side.black': 'Noir',
  'side.white.dames': 'dames blanches',
  'side.black.dames': 'dames noires',
  'dame.one': 'dame',
  'dame.many': 'dames',
  'fleche': 'flèche',
  'fleche.empty': 'case vide',
  'fleche.half': 'demi-case',
  'fleche.full': 'case pleine',
  'fleche.surcase': 'surcase',
  'fleche.talon': 'talon',
  'fleche.coin': 'coin de repos',
  'board.label': 'Tablier de trictrac, vu du côté de {side}',
  'board.off': 'Dames sorties',
  'board.off.label': '{n} {dames} sorties',
  'board.dice': 'Dés : {a} et {b}',
  'board.nodice': 'Dés pas encore jetés',
  'board.jeton': 'Jeton de {side} : {points} points',
  'board.jeton.bredouille': 'Jeton de {side} : {points} points, en bredouille',
  'board.fichet': 'Fichet de {side} : {holes} trous',
  'board.dest': 'destination possible',
  'board.selected': 'dame levée',
  'board.beaten': 'dame battue',
  'board.beaten.faux': 'dame battue à faux',
  'board.keys': 'Flèches du clavier pour aller de flèche en flèche, Entrée pour lever une dame puis pour la poser.',
  'board.refused': 'Cette dame ne peut pas aller là.',

  'mode.label': 'Adversaire',
  'mode.computer': "l'ordinateur",
  'mode.friend': 'un ami, sur le même écran',
  'mode.marking': 'Marquer moi-même mes points',
  'mode.mistakes': "L'ordinateur fait exprès des erreurs de marque",
  'side.choose': 'Je joue',
  'orientation.flip': 'Retourner le tablier',
  'game.new': 'Nouvelle partie',
  'game.seed': 'Graine des dés',
  'game.roll': 'Jeter les dés',
  'game.confirm': 'Valider le coup',
  'game.undo': 'Reprendre la dame',
  'game.turn': 'À {side} de jouer.',
  'game.turn.roll': 'À {side} de jeter les dés.',
  'game.computer.thinking': "L'ordinateur joue…",
  'game.pick': 'Choisissez une dame à jouer ({n} façons de jouer ce coup).',
  'game.pick.one': 'Choisissez une dame à jouer (une seule façon de jouer ce coup).',
  'game.pick.more': 'Jouez le nombre qui reste.',
  'game.complete': 'Coup complet : validez, ou reprenez une dame.',
  'game.nothing': 'Aucun nombre ne peut être joué (impuissance).',
  'game.over': 'Partie terminée : {side} gagne, {w} trous à {b}.',
  'game.over.short': '{side} a gagné la partie.',
  'game.score': 'Marque',
  'game.points': 'points',
  'game.holes': 'trous',
  'game.bredouille': 'en bredouille',
  'game.history': 'Coups joués',
  'game.replay': 'Revoir la partie',
  'game.replay.first': 'Début',
  'game.replay.prev': 'Coup précédent',
  'game.replay.next': 'Coup suivant',
  'game.replay.last': 'Fin',
  'game.replay.at': 'Coup {i} sur {n}',
  'game.save': 'Enregistrer la partie',
  'game.load': 'Charger une partie',
  'game.load.error': 'Ce fichier ne contient pas une partie lisible : {msg}',
  'game.engine.error': "Le moteur de règles n'a pas pu être chargé : {msg}",
  'game.engine.loading': 'Chargement du moteur de règles…',
  'game.roll.title': '{side} amène {a} et {b}.',
  'game.noscore': 'Ce coup ne fait marquer aucun point.',
  'game.marks': '{side} marque {n} points.',

  'decision.title': "{side} a gagné un trou de son propre coup : tenir ou s'en aller ?",
  'decision.hold': 'Tenir',
  'decision.hold.gloss': 'garder ses dames et continuer le relevé, en marquant les points de reste',
  'decision.leave': "S'en aller",
  'decision.leave.gloss': 'relever les dames, remettre les jetons à zéro et rejouer',
  'decision.computer.hold': "L'ordinateur tient.",
  'decision.computer.leave': "L'ordinateur s'en va.",

  'jans.title': 'Les jans de ce coup',
  'jans.none': 'Aucun jan.',
  'jans.total': 'Total : Blanc {w}, Noir {b}.',
  'jan.six-tables': 'Jan de six tables (jan de trois coups)',
  'jan.deux-tables': 'Jan de deux tables',
  'jan.contre-deux-tables': 'Contre-jan de deux tables',
  'jan.mezeas': 'Jan de mézéas',
  'jan.contre-mezeas': 'Contre-jan de mézéas',
  'jan.battre-dame': 'Dame battue à vrai (jan de récompense)',
  'jan.battre-dame-a-faux': 'Dame battue à faux (jan-qui-ne-peut)',
  'jan.battre-coin': 'Coin battu',
  'jan.remplir-petit-jan': 'Petit jan rempli',
  'jan.remplir-grand-jan': 'Grand jan rempli',
  'jan.remplir-retour': 'Jan de retour rempli',
  'jan.conserver-petit-jan': 'Petit jan conservé',
  'jan.conserver-grand-jan': 'Grand jan conservé',
  'jan.conserver-retour': 'Jan de retour conservé',
  'jan.sortie': 'Sortie de la dernière dame',
  'jan.impuissance': 'Impuissance (nombre non joué)',
  'jan.explain.battre-dame': 'la dame en {at} est battue de {ways} façon{s} ; {pts} points pour {side}',
  'jan.explain.battre-dame-a-faux':
    'la dame en {at} est battue à faux, sans repos pour battre, de {ways} façon{s} ; {pts} points pour {side}',
  'jan.explain.battre-coin': 'le coin {at} est battu ; {pts} points pour {side}',
  'jan.explain.remplir': 'par {ways} moyen{s} ; {pts} points pour {side}',
  'jan.explain.conserver': 'par {ways} moyen{s} ; {pts} points pour {side}',
  'jan.explain.impuissance': '{ways} nombre{s} non joué{s} ; {pts} points pour {side}',
  'jan.explain.default': '{pts} points pour {side}',
  'jan.ways.doublet': 'par doublet',
  'jan.per': '{n} par façon',
  'jan.per.moyen': '{n} par moyen',
  'jan.ways.simple': 'par coup simple',

  'mark.title': 'Marquez vos points',
  'mark.points': 'Votre jeton, après ce coup (0 à 11)',
  'mark.holes': 'Trous marqués par ce coup',
  'mark.submit': 'Marquer',
  'mark.ok': 'Bien marqué.',
  'mark.ecole': 'École ! {side} peut marquer {n} points.',
  'mark.wrong': 'Mal marqué.',
  'mark.ecole.omission': 'école par omission : {n} points oubliés',
  'mark.ecole.exces': 'école par excès : {n} points de trop',
  'mark.expected': 'Il fallait : jeton à {j}, {h} trou(s).',
  'mark.unavailable': "(Le compte des points d'école attend le contrôle d'école du moteur.)",
  'mark.computer': "L'ordinateur a marqué {n} points.",
  'mark.send': "Envoyer l'ordinateur à l'école",
  'mark.send.right': "Bien vu : l'ordinateur devait marquer {n} points.",
  'mark.send.wrong': "Fausse école : l'ordinateur avait bien marqué.",

  'offline.ready': 'Prêt à jouer hors ligne.',
  'install.hint': 'Installable comme application : menu du navigateur, « Installer ».',

  'embed.title': 'Le trictrac en images',
  'embed.intro':
    'Des positions tirées des exemples du glossaire (BATTRE, COINS, SORTIE), montrées par l’élément <tablier-board>.',
  'embed.jans': 'Jans',
  'embed.plays': '{n} façons de jouer',
  'embed.plays.one': 'une seule façon de jouer',
  'embed.play': 'Jouer le coup',
  'embed.error': 'Position illisible : {msg}',

  'game.choose': 'Jeu',
  'game.trictrac': 'Trictrac (partie ordinaire, 12 trous)',
  'game.jacquet': 'Jacquet',
  'jacquet.target.label': 'Jacquet : points à atteindre',
  'jacquet.points': 'points (en {n})',
  'jacquet.manches': 'manches gagnées',
  'jacquet.roll.title': 'Le coup',
  'jacquet.first.turn': 'Premier jet : chacun jette un dé, le plus fort commence.',
  'jacquet.first': 'Premier jet : Blanc {w}, Noir {b} ; {side} commence et relance les dés.',
  'jacquet.first.tie': 'Premier jet : Blanc {w}, Noir {b} ; égalité, on rejette.',
  'jacquet.manche': '{side} a sorti toutes ses dames et gagne la manche : {n} point(s).',
  'jacquet.over': 'Partie terminée : {side} gagne, {w} points à {b}.',

  'error.generic': 'Erreur : {msg}',
};

const en = {
  'app.title': 'Tablier — trictrac',
  'app.title.jacquet': 'Tablier — Jacquet',
  'app.subtitle': 'An ordinary game of trictrac, to twelve trous.',
  'lang.switch': 'Français',
  'lang.switch.label': 'Passer en français',
  'side.white': 'White',
  'side.black': 'Black',
  'side.white.dames': 'white dames',
  'side.black.dames': 'black dames',
  'dame.one': 'dame',
  'dame.many': 'dames',
  'fleche': 'flèche (point)',
  'fleche.empty': 'case vide (empty)',
  'fleche.half': 'demi-case (a lone dame)',
  'fleche.full': 'case pleine (two dames)',
  'fleche.surcase': 'surcase (three or more)',
  'fleche.talon': 'talon (starting stack)',
  'fleche.coin': 'coin de repos (corner)',
  'board.label': 'Trictrac board, seen from {side}’s side',
  'board.off': 'Borne off',
  'board.off.label': '{n} {dames} borne off',
  'board.dice': 'Dice: {a} and {b}',
  'board.nodice': 'Dice not yet rolled',
  'board.jeton': '{side}’s jeton (point marker): {points} points',
  'board.jeton.bredouille': '{side}’s jeton (point marker): {points} points, bredouille',
  'board.fichet': '{side}’s fichet (peg): {holes} trous',
  'board.dest': 'possible destination',
  'board.selected': 'dame picked up',
  'board.beaten': 'beaten dame',
  'board.beaten.faux': 'dame beaten à faux',
  'board.keys': 'Arrow keys move from flèche to flèche; Enter picks a dame up, then puts it down.',
  'board.refused': 'That dame cannot go there.',

  'mode.label': 'Opponent',
  'mode.computer': 'the computer',
  'mode.friend': 'a friend on the same screen',
  'mode.marking': 'Mark my own points',
  'mode.mistakes': 'The computer makes marking mistakes on purpose',
  'side.choose': 'I play',
  'orientation.flip': 'Turn the board round',
  'game.new': 'New game',
  'game.seed': 'Dice seed',
  'game.roll': 'Roll the dice',
  'game.confirm': 'Confirm the play',
  'game.undo': 'Take the dame back',
  'game.turn': '{side} to play.',
  'game.turn.roll': '{side} to roll.',
  'game.computer.thinking': 'The computer is playing…',
  'game.pick': 'Pick a dame to play ({n} ways to play this roll).',
  'game.pick.one': 'Pick a dame to play (one way to play this roll).',
  'game.pick.more': 'Play the remaining number.',
  'game.complete': 'Play complete: confirm it, or take a dame back.',
  'game.nothing': 'No number can be played (impuissance).',
  'game.over': 'Game over: {side} wins, {w} trous to {b}.',
  'game.over.short': '{side} won the game.',
  'game.score': 'Score',
  'game.points': 'points',
  'game.holes': 'trous (games)',
  'game.bredouille': 'bredouille',
  'game.history': 'Rolls played',
  'game.replay': 'Replay the game',
  'game.replay.first': 'Start',
  'game.replay.prev': 'Previous roll',
  'game.replay.next': 'Next roll',
  'game.replay.last': 'End',
  'game.replay.at': 'Roll {i} of {n}',
  'game.save': 'Save the game',
  'game.load': 'Load a game',
  'game.load.error': 'This file holds no readable game: {msg}',
  'game.engine.error': 'The rules engine could not be loaded: {msg}',
  'game.engine.loading': 'Loading the rules engine…',
  'game.roll.title': '{side} rolls {a} and {b}.',
  'game.noscore': 'This roll scores nothing.',
  'game.marks': '{side} marks {n} points.',

  'decision.title': '{side} won a trou with his own roll: tenir (hold) or s’en aller (leave)?',
  'decision.hold': 'Tenir (hold)',
  'decision.hold.gloss': 'keep the dames where they are and go on, marking the points de reste',
  'decision.leave': 'S’en aller (leave)',
  'decision.leave.gloss': 'take the dames back to the talons, clear both jetons, and roll again',
  'decision.computer.hold': 'The computer holds (tient).',
  'decision.computer.leave': 'The computer leaves (s’en va).',

  'jans.title': 'The jans of this roll',
  'jans.none': 'No jan.',
  'jans.total': 'Total: White {w}, Black {b}.',
  'jan.six-tables': 'Jan de six tables (six points covered in three rolls)',
  'jan.deux-tables': 'Jan de deux tables (both corners beaten)',
  'jan.contre-deux-tables': 'Contre-jan de deux tables (both corners beaten, for the opponent)',
  'jan.mezeas': 'Jan de mézéas (corner beaten with aces)',
  'jan.contre-mezeas': 'Contre-jan de mézéas (aces, for the opponent)',
  'jan.battre-dame': 'Dame battue à vrai (a lone dame hit, jan de récompense)',
  'jan.battre-dame-a-faux': 'Dame battue à faux (a hit with no resting point: jan-qui-ne-peut, for the opponent)',
  'jan.battre-coin': 'Coin battu (the opponent’s empty corner hit)',
  'jan.remplir-petit-jan': 'Petit jan rempli (first quarter filled)',
  'jan.remplir-grand-jan': 'Grand jan rempli (second quarter filled)',
  'jan.remplir-retour': 'Jan de retour rempli (last quarter filled)',
  'jan.conserver-petit-jan': 'Petit jan conservé (first quarter kept full)',
  'jan.conserver-grand-jan': 'Grand jan conservé (second quarter kept full)',
  'jan.conserver-retour': 'Jan de retour conservé (last quarter kept full)',
  'jan.sortie': 'Sortie (the last dame borne off)',
  'jan.impuissance': 'Impuissance (a number that cannot be played)',
  'jan.explain.battre-dame': 'the dame on {at} is beaten {ways} way{s}; {pts} points to {side}',
  'jan.explain.battre-dame-a-faux':
    'the dame on {at} is beaten à faux (no repos pour battre, no resting point) {ways} way{s}; {pts} points to {side}',
  'jan.explain.battre-coin': 'the corner {at} is beaten; {pts} points to {side}',
  'jan.explain.remplir': 'by {ways} moyen{s} (ways); {pts} points to {side}',
  'jan.explain.conserver': 'by {ways} moyen{s} (ways); {pts} points to {side}',
  'jan.explain.impuissance': '{ways} number{s} not played; {pts} points to {side}',
  'jan.explain.default': '{pts} points to {side}',
  'jan.ways.doublet': 'by a doublet',
  'jan.per': '{n} each',
  'jan.per.moyen': '{n} each',
  'jan.ways.simple': 'by a simple roll',

  'mark.title': 'Mark your points',
  'mark.points': 'Your jeton after this roll (0 to 11)',
  'mark.holes': 'Trous (games) marked by this roll',
  'mark.submit': 'Mark',
  'mark.ok': 'Marked right.',
  'mark.ecole': 'École! (a marking fault) {side} may mark {n} points.',
  'mark.wrong': 'Marked wrong.',
  'mark.ecole.omission': 'école par omission: {n} points forgotten',
  'mark.ecole.exces': 'école par excès: {n} points too many',
  'mark.expected': 'The right mark: jeton on {j}, {h} trou(s).',
  'mark.unavailable': '(Counting the école points awaits the engine’s école check.)',
  'mark.computer': 'The computer marked {n} points.',
  'mark.send': 'Send the computer to école',
  'mark.send.right': 'Well spotted: the computer should have marked {n} points.',
  'mark.send.wrong': 'Fausse école (a wrong call): the computer had marked right.',

  'offline.ready': 'Ready to play offline.',
  'install.hint': 'Installable as an app: browser menu, “Install”.',

  'embed.title': 'Trictrac in diagrams',
  'embed.intro':
    'Positions rebuilt from the examples of the glossary (BATTRE, COINS, SORTIE), drawn by the <tablier-board> element.',
  'embed.jans': 'Jans',
  'embed.plays': '{n} ways to play',
  'embed.plays.one': 'one way to play',
  'embed.play': 'Play the roll',
  'embed.error': 'Unreadable position: {msg}',

  'game.choose': 'Game',
  'game.trictrac': 'Trictrac (ordinary game, 12 trous)',
  'game.jacquet': 'Jacquet',
  'jacquet.target.label': 'Jacquet: points to reach',
  'jacquet.points': 'points (to {n})',
  'jacquet.manches': 'manches won',
  'jacquet.roll.title': 'The roll',
  'jacquet.first.turn': 'First throw: one die each, the higher starts.',
  'jacquet.first': 'First throw: White {w}, Black {b}; {side} starts and throws both dice.',
  'jacquet.first.tie': 'First throw: White {w}, Black {b}; a tie, throw again.',
  'jacquet.manche': '{side} has borne off every dame and wins the manche: {n} point(s).',
  'jacquet.over': 'Game over: {side} wins, {w} points to {b}.',

  'error.generic': 'Error: {msg}',
};

export const dictionaries = { fr, en };
export const languages = ['fr', 'en'];

/**
 * Returns a translation function for `lang`: t(key, params) fills {name} placeholders; with
 * `n` equal to 1 it takes the key's `.one` form where there is one.
 */
export function translator(lang) {
  const dict = dictionaries[lang] || fr;
  return function t(key, params = {}) {
    const one = params.n === 1 ? dict[`${key}.one`] ?? fr[`${key}.one`] : undefined;
    let text = one ?? dict[key] ?? fr[key] ?? key;
    return text.replace(/\{(\w+)\}/g, (m, name) => (name in params ? String(params[name]) : m));
  };
}

/** The page's language: ?lang=, then the saved choice, then the browser's, French by default. */
export function initialLang() {
  try {
    const fromUrl = new URLSearchParams(location.search).get('lang');
    if (languages.includes(fromUrl)) return fromUrl;
    const saved = localStorage.getItem('tablier.lang');
    if (languages.includes(saved)) return saved;
  } catch (_) {
    /* no storage: fall through */
  }
  const nav = (typeof navigator !== 'undefined' && navigator.language) || 'fr';
  return nav.toLowerCase().startsWith('en') ? 'en' : 'fr';
}

export function saveLang(lang) {
  try {
    localStorage.setItem('tablier.lang', lang);
  } catch (_) {
    /* private mode: the choice lasts for the page only */
  }
}

/** Fills every [data-i18n] element (text) and [data-i18n-attr="attr:key,…"] under `root`. */
export function applyTranslations(root, t) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-attr]')) {
    for (const pair of el.dataset.i18nAttr.split(',')) {
      const [attr, key] = pair.split(':');
      el.setAttribute(attr.trim(), t(key.trim()));
    }
  }
}
