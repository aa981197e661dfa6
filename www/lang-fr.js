// The game page's French words, all of them (the board's, the page's, the partie à écrire's, the
// tutor's), bundled by scripts/build-page.sh into www/lang-fr.min.js: the page's bundle carries no
// dictionary, and loads its language's alone (boot.js), the other one only when a person switches.
import { fr as board } from './i18n-words.js';
import { fr as page } from './i18n-page.js';
import { fr as ecrire } from './i18n-ecrire.js';
import { fr as tutor } from './i18n-tutor.js';

export default [board, page, ecrire, tutor];
