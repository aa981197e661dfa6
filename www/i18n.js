// The texts of the board, the diagram elements, the jans, the chances and the engine's error codes,
// in French and English, and the translator; the game page adds its own (i18n-page.js, and
// i18n-ecrire.js). The game's own terms (dame, flèche, jan, coin, école, tenir, s'en aller…) stay
// French in both languages; the English texts add a short gloss in brackets.

const fr = {
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
  'board.jeton': 'Jeton de {side} : {points} point{points:s}',
  'board.jeton.bredouille': 'Jeton de {side} : {points} point{points:s}, en bredouille',
  'board.fichet': 'Fichet de {side} : {holes} trou{holes:s}',
  'board.dest': 'destination possible',
  'board.selected': 'dame levée',
  'board.beaten': 'dame battue',
  'board.beaten.faux': 'dame battue à faux',
  'board.keys': 'Flèches du clavier pour aller de flèche en flèche, Entrée pour lever une dame puis pour la poser.',
  'board.refused': 'Cette dame ne peut pas aller là.',
  'board.refused.rule': 'Cette dame ne peut pas aller là : {rule}.',

  'side.choose': 'Je joue',
  'game.undo': 'Reprendre la dame',
  'game.replay.first': 'Début',
  'game.replay.prev': 'Coup précédent',
  'game.replay.next': 'Coup suivant',
  'game.replay.last': 'Fin',
  'game.replay.at': 'Coup {i} sur {n}',
  'game.roll.title': '{side} amène {a} et {b}.',

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
  'jan.rencontre': 'Jan de rencontre',
  'jan.impuissance': 'Impuissance (nombre non joué)',
  'jan.explain.battre-dame': 'la dame en {at} est battue de {ways} façon{s} ; {pts} point{pts:s} pour {side}',
  'jan.explain.battre-dame-a-faux':
    'la dame en {at} est battue à faux, sans repos pour battre, de {ways} façon{s} ; {pts} point{pts:s} pour {side}',
  'jan.explain.battre-coin': 'le coin {at} est battu ; {pts} point{pts:s} pour {side}',
  'jan.explain.remplir': 'par {ways} moyen{s} ; {pts} point{pts:s} pour {side}',
  'jan.explain.conserver': 'par {ways} moyen{s} ; {pts} point{pts:s} pour {side}',
  'jan.explain.impuissance': '{ways} nombre{s} non joué{s} ; {pts} point{pts:s} pour {side}',
  'jan.explain.default': '{pts} point{pts:s} pour {side}',
  'jan.ways.doublet': 'par doublet',
  'jan.per': '{n} par façon',
  'jan.per.moyen': '{n} par moyen',
  'jan.per.nombre': '{n} par nombre',
  'jan.ways.simple': 'par coup simple',
  'jan.facons': 'Façons :',
  'jan.facons.one': 'Façon :',
  'jan.facon': 'la dame de {from} par le {n}',
  'jan.facon.together.vrai': "la dame de {from} par {a} et {b} tout d'une, à vrai (repos en {repos})",
  'jan.facon.together.faux': "la dame de {from} par {a} et {b} tout d'une, à faux (aucun repos)",
  'jan.facon.or': ' ou ',
  'jan.facon.and': ' et ',
  'jan.facon.coin': 'les dames de {from} par {a} et {b}',
  'jan.facon.coin.both': 'les deux dames de {from} par {a} et {b}',
  'jan.moyens': 'Moyens :',
  'jan.moyens.one': 'Moyen :',
  'jan.moyen': 'de {from} par {numbers} en {to}',
  'jan.unplayable': 'Nombres non joués :',
  'jan.unplayable.one': 'Nombre non joué :',
  'jan.unplayable.n': 'le {n}',
  'jan.sortie.way': 'de {from} par {numbers}',
  'die.1': 'as',
  'die.2': 'deux',
  'die.3': 'trois',
  'die.4': 'quatre',
  'die.5': 'cinq',
  'die.6': 'six',
  'coup.1-1': 'beset',
  'coup.2-2': 'double deux',
  'coup.3-3': 'terne',
  'coup.4-4': 'carme',
  'coup.5-5': 'quine',
  'coup.6-6': 'sonnez',
  'coup.simple': '{a} et {b}',
  'chances.title': 'Chances du coup de {side}',
  'chances.toggle': 'Chances du coup à venir',
  'chances.dame.vrai': 'Dame en {at} battue à vrai : {n} coups',
  'chances.dame.vrai.one': 'Dame en {at} battue à vrai : 1 coup',
  'chances.dame.faux': 'Dame en {at} battue à faux seulement : {n} coups',
  'chances.dame.faux.one': 'Dame en {at} battue à faux seulement : 1 coup',
  'chances.coin': 'Coin {at} battu : {n} coups',
  'chances.coin.one': 'Coin {at} battu : 1 coup',
  'chances.jan': '{jan} : {n} coups',
  'chances.jan.one': '{jan} : 1 coup',
  'chances.ways.facons': 'par {n} façons : {coups}',
  'chances.ways.facons.one': 'par 1 façon : {coups}',
  'chances.ways.moyens': 'par {n} moyens : {coups}',
  'chances.ways.moyens.one': 'par 1 moyen : {coups}',
  'chances.ways.numbers': '{n} nombres perdus : {coups}',
  'chances.ways.numbers.one': '1 nombre perdu : {coups}',
  'chances.points': '{pts} point{pts:s} pour {side} sur les 36 coups',
  'chances.expected': 'Points à attendre de ce coup, en moyenne sur les 36 coups : Blanc {w}, Noir {b}.',
  'chances.none': 'Aucun coup ne bat de dame ni ne remplit de jan.',
  'chances.error': 'Chances non comptées : {msg}',
  'chances.decimal': ',',

  // the opponent's rights after an école (www/droits.js)

  'embed.title': 'Le trictrac en images',
  'embed.intro':
    'Des positions tirées des exemples du glossaire (BATTRE, COINS, SORTIE), montrées par l’élément <tablier-board>.',
  'embed.jans': 'Jans',
  'embed.plays': '{n} façons de jouer',
  'embed.plays.one': 'une seule façon de jouer',
  'embed.play': 'Jouer le coup',
  'embed.error': 'Position illisible : {msg}',

  // 003 VARIANTE: the variants of Jacquet, in the new-game form and in the rules line under the title

  'board.movable': 'dame jouable',
  'board.description': 'Description de la position',
  'describe.side': '{side} : {list}',
  'describe.off': '({n} sortie{n:s})',
  'describe.roll': '{side} a jeté {a} et {b}.',
  'describe.turn': 'À {side} de jouer.',
  'describe.score': 'Marque : Blanc {wp} point{wp:s} et {wh} trou{wh:s}, Noir {bp} point{bp:s} et {bh} trou{bh:s}.',
  'record.label': 'Partie enregistrée',
  'record.start': 'Position de départ',
  'record.at': 'Coup {i} sur {n}',
  'record.empty': 'Aucun coup.',
  'record.drawn': 'Dessiné sur le coup : {list}.',
  'colour.green': 'vert',
  'colour.red': 'rouge',
  'colour.blue': 'bleu',
  'colour.yellow': 'jaune',
  'record.roll': 'coup {i}',
  'record.error': 'Partie illisible : {msg}',
  'record.fetch': 'la partie n’a pas pu être lue ({status})',
  'record.winner': '{side} gagne la partie.',
  'embed.dice.error': 'Dés illisibles : « {dice} » (deux nombres de 1 à 6, par exemple 6-3)',
  'embed.show': 'Afficher',
  // the engine's error codes (src/error.rs): the page says them in its own words, never the engine's English
  'code.bad-json': 'ce n’est pas une position valable',
  'code.unknown-field': 'un champ inconnu',
  'code.unknown-fleche': 'une flèche inconnue (les flèches vont de B1 à B12 et de N1 à N12)',
  'code.bad-count': 'un nombre de dames impossible sur une flèche (1 à 15)',
  'code.too-many-dames': 'plus de 15 dames pour un camp',
  'code.fleche-held-by-both': 'une flèche tenue par les deux camps',
  'code.bad-dice': 'des dés impossibles (deux dés de 1 à 6)',
  'code.lone-dame-on-coin': 'une dame seule sur son coin de repos',
  'code.dame-on-opponent-coin': 'une dame sur le coin de l’adversaire',
  'code.borne-off-outside-retour': 'des dames sorties alors que d’autres sont hors du jan de retour',
  'code.no-dames': 'un camp sans aucune dame',
  'code.bad-score': 'une marque impossible',
  'code.bad-notation': 'la notation n’a pas pu être lue',
  'code.no-dice': 'les dés ne sont pas jetés',
  'code.bad-request': 'une demande qui ne convient pas à ce moment de la partie',
  'code.not-the-dice': 'ce coup ne suit pas les nombres des dés',
  'code.opponent-fleche': 'une dame ne va jamais sur une flèche tenue par l’adversaire',
  'code.no-repos': 'jouer tout d’une demande un repos au premier nombre',
  'code.coin-par-effet': 'le coin se prend par effet quand on le peut',
  'code.opponent-coin': 'une dame ne va jamais sur le coin de l’adversaire',
  'code.jan-interdit': 'on ne passe pas dans le jan que l’adversaire peut encore remplir',
  'code.bearing-off': 'on ne sort qu’avec toutes ses dames dans le jan de retour',
  'code.must-play-both': 'il faut jouer les deux nombres quand on le peut',
  'code.must-play-larger': 'il faut jouer le plus grand nombre quand on ne peut en jouer qu’un',
  'code.must-fill': 'il faut remplir le plein quand on le peut',
  'code.must-conserve': 'il faut conserver le plein quand on le peut',
  'code.must-bear-off-last': 'il faut sortir les dernières dames quand on le peut',
  'code.not-legal': 'ce coup n’est pas permis',
  'code.postillon': 'aucune autre dame ne quitte le talon avant que le postillon soit arrivé',
  'code.must-play-most': 'il faut jouer le plus de nombres possible',
  'code.farthest-dame': 'il faut avancer la dame la plus éloignée',
  'code.bouchon': 'le bouchon (six flèches de suite) est interdit',
  'code.opponent-talon': 'pas de sortie tant qu’une dame adverse reste sur son talon',
  'code.wrong-points': 'les points d’un coup ne sont pas ceux du moteur',
  'code.wrong-score': 'la marque ne suit pas les règles',
  'code.wrong-side': 'ce n’est pas le camp qui devait jouer',
  'code.wrong-winner': 'le gagnant n’est pas celui de la partie',
  'code.wrong-ecoles': 'les écoles ne sont pas celles du moteur',
  'code.play-missing': 'un coup sans son jeu',
  'code.input-too-large': 'une entrée trop grande',
  'code.engine-failure': 'le moteur de règles a échoué',
  'code.engine-unavailable': 'le module WebAssembly du moteur n’a pas pu être lu',
  'code.unknown': 'erreur inconnue ({code})',
  'code.wrong-holes': 'les trous marqués ne sont pas ceux du moteur',
  'code.decision-missing': 'il manque le choix de tenir ou de s’en aller',
  'code.decision-not-offered': 'un choix de tenir ou de s’en aller qui n’était pas offert',
  'code.bad-decision': 'un choix qui n’est ni tenir ni s’en aller',
  'code.unexpected-play': 'un jeu là où il ne devait pas y en avoir',
  'code.game-over': 'un coup après la fin de la partie',
  'code.bad-marked': 'des marques illisibles',
  'code.unexpected-marked': 'des marques là où il ne devait pas y en avoir',
  'code.marked-needs-version-2': 'des marques dans un enregistrement de version 1',
  'code.marked-play-differs': 'les marques ne donnent pas le jeu du coup',
  'code.too-large': 'une entrée trop grande (plus de 1 Mio)',
  'code.teammates-opposed': 'deux équipiers ne jouent pas l’un contre l’autre : on joue par équipe de deux',
  'code.chouette-primaute': 'la chouette a la priorité du dé au premier coup de la partie',
  'code.over-limit': 'une partie plus longue que le moteur ne sait l’écrire et la relire',
  'code.no-right': 'ce droit n’est pas ouvert maintenant',
  'code.bad-note': 'une note de coup trop longue, ou qui dessine hors des flèches',
  'code.needs-version-3': 'un tirage au sort ou des dés du moteur dans un enregistrement d’avant la version 3',
  'code.bad-lot': 'un tirage au sort qui ne se lit pas, ou là où la partie n’en tire pas',
  'code.wrong-first-roll': 'un premier coup qui n’est pas celui du tirage au sort',
  'code.bad-droit': 'un droit qui n’était pas ouvert à ce coup',
  'code.droits-need-version-4': 'des droits exercés dans un enregistrement d’avant la version 4',
  'code.bad-order': 'un ordre des actions du coup qui ne les nomme pas chacune une fois',
  'code.needs-version-5': 'l’ordre des actions d’un coup dans un enregistrement d’avant la version 5',
  'code.needs-version-6': 'un score posé à la main dans un enregistrement d’avant la version 6',
  'code.wrong-sheet': 'une feuille de marque qui n’est pas celle des marqués joués',
  'code.bad-marque': 'un marqué qui ne convient pas à ce moment de la partie',
  'code.bad-message': 'un texte qui n’est pas un message de partie par correspondance',
  'code.bad-check': 'un message changé ou coupé en chemin',
  'code.replayed-message': 'un message déjà reçu',
  'code.out-of-order': 'un message qui vient plus loin : il en manque un avant lui',
  'code.wrong-prev': 'un message qui ne suit pas le dernier reçu (une autre partie, ou un message changé)',
  'code.bad-link': 'un message dont le secret n’est pas celui de ce joueur',
  'code.bad-tag': 'un message changé depuis son envoi : son sceau ne tient pas',
  'code.bad-invitation': 'une invitation dont les conditions ne se lisent pas',
  'code.not-your-turn': 'ce message n’est pas à ce joueur d’envoyer, ou ce pas n’est pas le sien',
  'code.turn-incomplete': 'un message qui s’arrête avant d’avoir joué le coup',
  'code.wrong-secret': 'le secret n’est pas celui de ce siège',
  'code.chain-exhausted': 'la chaîne de secrets de ce joueur est épuisée',
  'code.bad-record': 'un texte qui n’est pas l’enregistrement d’une partie par correspondance',
  'code.not-initialised': 'le moteur n’était pas encore prêt',
  'record.marque': 'Marqué {i} sur {n}',
  'detail.bad-count': '{fleche} porte {count} dames : une flèche en porte de 1 à 15',
  'detail.too-many-dames': '{side} a {count} dames : un camp en a 15 au plus',
  'detail.unknown-fleche': 'flèche inconnue « {fleche} » : les flèches vont de B1 à B12 et de N1 à N12',
  'detail.fleche-held-by-both': '{fleche} est tenue par les deux camps',
  'detail.lone-dame-on-coin': '{side} a une dame seule sur son coin de repos {fleche}',
  'detail.dame-on-opponent-coin': '{side} a des dames en {fleche}, le coin de repos adverse',
  'detail.borne-off-outside-retour': '{side} a sorti des dames mais en a encore une en {fleche}, hors de son jan de retour',
  'detail.no-dames': '{side} n’a aucune dame sur le tablier',
  'detail.notation': 'la notation ne se lit pas au champ « {field} », colonne {column}',
  'detail.at-column': '{text} (colonne {column})',
  'embed.attr.error': 'Attribut {name}="{value}" invalide : {allowed}',
  'embed.attr.empty': 'vide',
  'embed.attr.one-of': 'l’un de {list}',
  'embed.attr.any-of': 'une liste parmi {list}',
};

const en = {
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
  'board.jeton': '{side}’s jeton (point marker): {points} point{points:s}',
  'board.jeton.bredouille': '{side}’s jeton (point marker): {points} point{points:s}, bredouille',
  'board.fichet': '{side}’s fichet (peg): {holes} trou{holes:s}',
  'board.dest': 'possible destination',
  'board.selected': 'dame picked up',
  'board.beaten': 'beaten dame',
  'board.beaten.faux': 'dame beaten à faux',
  'board.keys': 'Arrow keys move from flèche to flèche; Enter picks a dame up, then puts it down.',
  'board.refused': 'That dame cannot go there.',
  'board.refused.rule': 'That dame cannot go there: {rule}.',

  'side.choose': 'I play',
  'game.undo': 'Take the dame back',
  'game.replay.first': 'Start',
  'game.replay.prev': 'Previous roll',
  'game.replay.next': 'Next roll',
  'game.replay.last': 'End',
  'game.replay.at': 'Roll {i} of {n}',
  'game.roll.title': '{side} rolls {a} and {b}.',

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
  'jan.rencontre': 'Jan de rencontre (the opponent\'s first numbers thrown again)',
  'jan.impuissance': 'Impuissance (a number that cannot be played)',
  'jan.explain.battre-dame': 'the dame on {at} is beaten {ways} way{s}; {pts} point{pts:s} to {side}',
  'jan.explain.battre-dame-a-faux':
    'the dame on {at} is beaten à faux (no repos pour battre, no resting point) {ways} way{s}; {pts} point{pts:s} to {side}',
  'jan.explain.battre-coin': 'the corner {at} is beaten; {pts} point{pts:s} to {side}',
  'jan.explain.remplir': 'by {ways} moyen{s} (ways); {pts} point{pts:s} to {side}',
  'jan.explain.conserver': 'by {ways} moyen{s} (ways); {pts} point{pts:s} to {side}',
  'jan.explain.impuissance': '{ways} number{s} not played; {pts} point{pts:s} to {side}',
  'jan.explain.default': '{pts} point{pts:s} to {side}',
  'jan.ways.doublet': 'by a doublet',
  'jan.per': '{n} each',
  'jan.per.moyen': '{n} each',
  'jan.per.nombre': '{n} for each number',
  'jan.ways.simple': 'by a simple roll',
  'jan.facons': 'Façons (ways):',
  'jan.facons.one': 'Façon (way):',
  'jan.facon': 'the dame on {from} by the {n}',
  'jan.facon.together.vrai': 'the dame on {from} by {a} and {b} tout d’une (both dice as one), à vrai (resting on {repos})',
  'jan.facon.together.faux': 'the dame on {from} by {a} and {b} tout d’une (both dice as one), à faux (no resting point)',
  'jan.facon.or': ' or ',
  'jan.facon.and': ' and ',
  'jan.facon.coin': 'the dames on {from} by {a} and {b}',
  'jan.facon.coin.both': 'the two dames on {from} by {a} and {b}',
  'jan.moyens': 'Moyens (ways):',
  'jan.moyens.one': 'Moyen (way):',
  'jan.moyen': 'from {from} by {numbers} to {to}',
  'jan.unplayable': 'Numbers not played:',
  'jan.unplayable.one': 'Number not played:',
  'jan.unplayable.n': 'the {n}',
  'jan.sortie.way': 'from {from} by {numbers}',
  'die.1': 'ace',
  'die.2': 'two',
  'die.3': 'three',
  'die.4': 'four',
  'die.5': 'five',
  'die.6': 'six',
  'coup.1-1': 'beset (double ace)',
  'coup.2-2': 'double deux (double two)',
  'coup.3-3': 'terne (double three)',
  'coup.4-4': 'carme (double four)',
  'coup.5-5': 'quine (double five)',
  'coup.6-6': 'sonnez (double six)',
  'coup.simple': '{a} and {b}',
  'chances.title': 'Chances of {side}’s throw',
  'chances.toggle': 'Chances of the coming throw',
  'chances.dame.vrai': 'Dame on {at} beaten à vrai (hit): {n} of the 36 coups',
  'chances.dame.vrai.one': 'Dame on {at} beaten à vrai (hit): 1 of the 36 coups',
  'chances.dame.faux': 'Dame on {at} beaten only à faux (no resting point): {n} of the 36 coups',
  'chances.dame.faux.one': 'Dame on {at} beaten only à faux (no resting point): 1 of the 36 coups',
  'chances.coin': 'Coin {at} beaten (the empty corner hit): {n} of the 36 coups',
  'chances.coin.one': 'Coin {at} beaten (the empty corner hit): 1 of the 36 coups',
  'chances.jan': '{jan}: {n} of the 36 coups',
  'chances.jan.one': '{jan}: 1 of the 36 coups',
  'chances.ways.facons': '{n} façons (ways): {coups}',
  'chances.ways.facons.one': '1 façon (way): {coups}',
  'chances.ways.moyens': '{n} moyens (ways): {coups}',
  'chances.ways.moyens.one': '1 moyen (way): {coups}',
  'chances.ways.numbers': '{n} numbers lost: {coups}',
  'chances.ways.numbers.one': '1 number lost: {coups}',
  'chances.points': '{pts} point{pts:s} to {side} over the 36 coups',
  'chances.expected': 'Points to expect from this throw, on average over the 36 coups: White {w}, Black {b}.',
  'chances.none': 'No coup beats a dame or fills a jan.',
  'chances.error': 'Chances not counted: {msg}',
  'chances.decimal': '.',

  // the opponent's rights after an école (www/droits.js)

  'embed.title': 'Trictrac in diagrams',
  'embed.intro':
    'Positions rebuilt from the examples of the glossary (BATTRE, COINS, SORTIE), drawn by the <tablier-board> element.',
  'embed.jans': 'Jans',
  'embed.plays': '{n} ways to play',
  'embed.plays.one': 'one way to play',
  'embed.play': 'Play the roll',
  'embed.error': 'Unreadable position: {msg}',

  // 003 VARIANTE: the variants of Jacquet, in the new-game form and in the rules line under the title

  'board.movable': 'dame that may move',
  'board.description': 'The position in words',
  'describe.side': '{side}: {list}',
  'describe.off': '({n} borne off)',
  'describe.roll': '{side} rolled {a} and {b}.',
  'describe.turn': '{side} to play.',
  'describe.score': 'Score: White {wp} point{wp:s} and {wh} trou{wh:s}, Black {bp} point{bp:s} and {bh} trou{bh:s}.',
  'record.label': 'Game record',
  'record.start': 'Starting position',
  'record.at': 'Roll {i} of {n}',
  'record.empty': 'No roll.',
  'record.drawn': 'Drawn on the roll: {list}.',
  'colour.green': 'green',
  'colour.red': 'red',
  'colour.blue': 'blue',
  'colour.yellow': 'yellow',
  'record.roll': 'roll {i}',
  'record.error': 'The game cannot be read: {msg}',
  'record.fetch': 'the game could not be fetched ({status})',
  'record.winner': '{side} wins the game.',
  'embed.dice.error': 'Dice cannot be read: “{dice}” (two numbers 1 to 6, e.g. 6-3)',
  'embed.show': 'Show',
  'code.bad-json': 'not a valid position',
  'code.unknown-field': 'a field the format does not know',
  'code.unknown-fleche': 'an unknown flèche (flèches are B1 to B12 and N1 to N12)',
  'code.bad-count': 'an impossible number of dames on a flèche (1 to 15)',
  'code.too-many-dames': 'more than 15 dames for one side',
  'code.fleche-held-by-both': 'a flèche held by both sides',
  'code.bad-dice': 'impossible dice (two dice, 1 to 6)',
  'code.lone-dame-on-coin': 'a lone dame on its coin de repos (corner)',
  'code.dame-on-opponent-coin': "a dame on the opponent's coin (corner)",
  'code.borne-off-outside-retour': 'dames borne off while others are outside the jan de retour',
  'code.no-dames': 'a side with no dame at all',
  'code.bad-score': 'an impossible score',
  'code.bad-notation': 'the notation cannot be read',
  'code.no-dice': 'the dice are not rolled',
  'code.bad-request': 'a request that does not fit this moment of the game',
  'code.not-the-dice': 'the move does not follow the numbers of the dice',
  'code.opponent-fleche': 'a dame never goes onto a flèche the opponent holds',
  'code.no-repos': 'tout d’une (both numbers with one dame) needs a resting point at the first number',
  'code.coin-par-effet': 'the coin is taken par effet (by the direct numbers) when it can be',
  'code.opponent-coin': "a dame never goes onto the opponent's coin",
  'code.jan-interdit': 'no passing into the jan the opponent can still fill',
  'code.bearing-off': 'bearing off only with every dame in the jan de retour',
  'code.must-play-both': 'both numbers must be played when they can be',
  'code.must-play-larger': 'the larger number must be played when only one can be',
  'code.must-fill': 'the plein must be filled when it can be',
  'code.must-conserve': 'the plein must be kept when it can be',
  'code.must-bear-off-last': 'the last dames must be borne off when they can be',
  'code.not-legal': 'this play is not allowed',
  'code.postillon': 'no other dame leaves the talon before the postillon has arrived',
  'code.must-play-most': 'as many numbers as possible must be played',
  'code.farthest-dame': 'the farthest dame must be moved',
  'code.bouchon': 'a bouchon (six flèches in a row) is forbidden',
  'code.opponent-talon': "no bearing off while an opponent's dame stays on his talon",
  'code.wrong-points': "a roll's points are not the engine's",
  'code.wrong-score': 'the score does not follow the rules',
  'code.wrong-side': 'not the side that was to play',
  'code.wrong-winner': "the winner is not the game's",
  'code.wrong-ecoles': "the écoles are not the engine's",
  'code.play-missing': 'a roll without its play',
  'code.input-too-large': 'an input too large',
  'code.engine-failure': 'the rules engine failed',
  'code.engine-unavailable': 'the engine’s WebAssembly module could not be read',
  'code.unknown': 'unknown error ({code})',
  'code.wrong-holes': "the trous marked are not the engine's",
  'code.decision-missing': 'the choice to tenir or s’en aller is missing',
  'code.decision-not-offered': 'a choice to tenir or s’en aller that was not offered',
  'code.bad-decision': 'a choice that is neither tenir nor s’en aller',
  'code.unexpected-play': 'a play where there should be none',
  'code.game-over': 'a roll after the end of the game',
  'code.bad-marked': 'marks that cannot be read',
  'code.unexpected-marked': 'marks where there should be none',
  'code.marked-needs-version-2': 'marks in a version 1 record',
  'code.marked-play-differs': "the marks do not give the roll's play",
  'code.too-large': 'an input too large (over 1 MiB)',
  'code.teammates-opposed': 'two teammates never play each other: four play in two teams',
  'code.chouette-primaute': 'the chouette has the primauté of the first marqué',
  'code.over-limit': 'a game longer than the engine can write and read back',
  'code.no-right': 'that right is not open now',
  'code.bad-note': 'a roll’s note too long, or drawing off the flèches',
  'code.needs-version-3': 'a lot or the engine’s dice in a record older than version 3',
  'code.bad-lot': 'a lot that cannot be read, or where the game draws none',
  'code.wrong-first-roll': 'a first roll that is not the lot’s',
  'code.bad-droit': 'a right that was not open on that roll',
  'code.droits-need-version-4': 'rights exercised in a record older than version 4',
  'code.bad-order': 'an order of the roll’s steps that does not name each of them once',
  'code.needs-version-5': 'the order of a roll’s steps in a record older than version 5',
  'code.needs-version-6': 'a score put in by hand in a record older than version 6',
  'code.wrong-sheet': 'a score sheet that is not the one of the marqués played',
  'code.bad-marque': 'a marqué that does not fit this moment of the partie',
  'code.bad-message': 'a text that is not a message of a game by correspondence',
  'code.bad-check': 'a message changed or cut on the way',
  'code.replayed-message': 'a message received already',
  'code.out-of-order': 'a message from further on: one before it is missing',
  'code.wrong-prev': 'a message that does not follow the last one received (another game, or a changed message)',
  'code.bad-link': 'a message whose secret is not this player’s',
  'code.bad-tag': 'a message changed since it was sent: its seal does not hold',
  'code.bad-invitation': 'an invitation whose terms cannot be read',
  'code.not-your-turn': 'this message is not this player’s to send, or this step not his',
  'code.turn-incomplete': 'a message that stops before its coup is played',
  'code.wrong-secret': 'the secret is not this seat’s',
  'code.chain-exhausted': 'this player’s chain of secrets is spent',
  'code.bad-record': 'a text that is not the record of a game by correspondence',
  'code.not-initialised': 'the engine was not ready yet',
  'record.marque': 'Marqué {i} of {n}',
  'detail.bad-count': '{fleche} holds {count} dames: a flèche holds 1 to 15',
  'detail.too-many-dames': '{side} has {count} dames: a side has 15 at most',
  'detail.unknown-fleche': 'unknown flèche “{fleche}”: flèches are B1 to B12 and N1 to N12',
  'detail.fleche-held-by-both': '{fleche} is held by both sides',
  'detail.lone-dame-on-coin': '{side} has a lone dame on its coin de repos {fleche}',
  'detail.dame-on-opponent-coin': '{side} has dames on {fleche}, the opponent’s coin de repos',
  'detail.borne-off-outside-retour': '{side} has borne dames off but still has one on {fleche}, outside its jan de retour',
  'detail.no-dames': '{side} has no dame on the board',
  'detail.notation': 'the notation cannot be read at its field “{field}”, column {column}',
  'detail.at-column': '{text} (column {column})',
  'embed.attr.error': 'Invalid attribute {name}="{value}": {allowed}',
  'embed.attr.empty': 'empty',
  'embed.attr.one-of': 'one of {list}',
  'embed.attr.any-of': 'a list of {list}',
};

export const dictionaries = { fr, en };
export const languages = ['fr', 'en'];

/**
 * Whether `n` takes the plural in `lang`: in French from 2 on ("0 erreur", "1,5 trou" are
 * singular), in English for every number but 1 ("0 errors").
 */
export function isPlural(lang, n) {
  const x = Math.abs(Number(n));
  return lang === 'en' ? x !== 1 : x >= 2;
}

/**
 * Returns a translation function for `lang`: t(key, params) fills {name} placeholders, and
 * {name:s} with "s" when the number params[name] takes the plural ("{h} trou{h:s}"); with `n`
 * equal to 1 it takes the key's `.one` form where there is one.
 */
export function translator(lang) {
  const dict = dictionaries[lang] || fr;
  const language = dictionaries[lang] ? lang : 'fr';
  return function t(key, params = {}) {
    const one = params.n === 1 ? dict[`${key}.one`] ?? fr[`${key}.one`] : undefined;
    let text = one ?? dict[key] ?? fr[key] ?? key;
    return text.replace(/\{(\w+)(?::(\w+))?\}/g, (m, name, mark) => {
      if (!(name in params)) return m;
      if (mark) return isPlural(language, params[name]) ? mark : '';
      return String(params[name]);
    });
  };
}

/**
 * An engine error in the page's language: its stable code translated (`code.*`), with the roll a
 * record refused names (`details.roll`); never the engine's English message.
 */
export function describeError(err, t) {
  const code = (err && (err.code || (err.error && err.error.code))) || 'unknown';
  const key = `code.${code}`;
  const said = t(key, { code });
  const details = err && (err.details || (err.error && err.error.details));
  const text = describeDetails(code, details, t) ?? (said === key ? t('code.unknown', { code }) : said);
  // a record refused at one of its rolls: the engine's field, never its English message
  const roll = details && details.roll;
  return roll ? `${t('record.roll', { i: roll })} : ${text}` : text;
}

/**
 * A refusal said from its code and the engine's fields (`details`: whose dames, which flèche, how
 * many; for the notation, where and the position's own refusal there), or undefined when it has
 * none that a sentence names.
 */
function describeDetails(code, details, t) {
  if (!details || typeof details !== 'object') return undefined;
  if (code === 'bad-notation') {
    const cause = details.cause && describeDetails(details.cause.code, details.cause, t);
    if (cause) return t('detail.at-column', { text: cause, column: details.column });
    return details.field ? t('detail.notation', { field: details.field, column: details.column }) : undefined;
  }
  const key = `detail.${code}`;
  const params = { ...details };
  if (details.side) params.side = t(details.side === 'black' ? 'side.black' : 'side.white');
  const said = t(key, params);
  return said === key || /\{\w+\}/.test(said) ? undefined : said;
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
