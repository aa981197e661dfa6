// The elements a website embeds, in one module: <tablier-board>, <tablier-record> and
// <tablier-exercise>. scripts/build-page.sh bundles it into elements.min.js (one request, minified,
// where the thirteen modules it imports were as many requests, each with its headers); the
// modules stay as they are for development and for a site that wants one element alone. The
// engine is not in it: each element loads the rules module or the whole package as it needs
// (engine.js), from pkg/ beside this file.
import './tablier-board.js';
import './tablier-record.js';
import './tablier-exercise.js';
