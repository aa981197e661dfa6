// The player's page as a new player found it wanting: saves that loaded stuck or at the first roll,
// errors that stayed, records with wrong points accepted, the computer's jeton going backwards and
// its jans giving the école away, Jacquet's computer dice never shown, the game lost on a reload or
// on one click of Nouvelle partie, the loser named first, English in the French page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, BASE, ROOT, watchErrors, openPage, ready, playHumanRoll } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

const game = (name) => readFileSync(join(ROOT, 'tests', 'data', 'games', name), 'utf8');
const load = (page, text) => page.setInputFiles('#load', { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) });
async function streamText(stream) {
  const chunks = [];
  for await (const c of stream) chunks.push(c);
  return Buffer.concat(chunks).toString('utf8');
}


test('a save made while the computer is thinking loads at its end and the computer plays on; a mid-roll save loads ready to play', async () => {
  const { page, errors } = await openPage(browser, 'seed=11&side=white&lang=fr');
  await page.waitForSelector('body[data-phase="roll"][data-turn="white"]');
  await page.evaluate(() => (document.getElementById('history-card').open = true));
  await playHumanRoll(page);
  // the computer's turn, "L'ordinateur joue…": saved now
  await page.waitForSelector('body[data-turn="black"]');
  const [d1] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
  const thinking = await streamText(await d1.createReadStream());
  const page2 = (await openPage(browser, 'seed=99&side=white&lang=fr')).page;
  await page2.waitForSelector('body[data-phase="roll"][data-turn="white"]');
  await load(page2, thinking);
  // not stuck: the computer plays its turn and the person rolls
  await page2.waitForFunction(() => window.tablier.state.log.some((e) => e.side === 'black' && e.play), null, { timeout: 20000 });
  await page2.waitForSelector('body[data-phase="roll"][data-turn="white"]', { timeout: 20000 });
  assert.equal(await page2.isDisabled('#roll'), false);
  // saved half-way through the person's roll: it loads at its end, not in replay at roll 1
  await page.waitForSelector('body[data-phase="roll"][data-turn="white"]', { timeout: 20000 });
  await page.click('#roll');
  await page.waitForSelector('body[data-phase="move"], body[data-phase="decide"]');
  const [d2] = await Promise.all([page.waitForEvent('download'), page.click('#save')]);
  const saved = await streamText(await d2.createReadStream());
  const rolls = JSON.parse(saved).rolls.length;
  await load(page2, saved);
  await page2.waitForFunction((n) => window.tablier.state.log.length === n, rolls);
  assert.equal(await page2.evaluate(() => window.tablier.state.match.position().turn), 'white');
  await page2.evaluate(() => (document.getElementById('history-card').open = true));
  await page2.waitForFunction((n) => document.getElementById('replay').steps.length === n + 1, rolls);
  assert.match(await page2.$eval('#replay', (el) => el.shadowRoot.querySelector('.at').textContent), new RegExp(`${rolls} sur ${rolls}`));
  assert.match(await page2.getAttribute('body', 'data-phase'), /move|decide/);
  assert.doesNotMatch(await page2.textContent('#status'), /L'ordinateur joue/);
  assert.deepEqual(errors, []);
  await page.close();
  await page2.close();
});

test('a refused record says why in French, the error clears on the next action, wrong points are refused', async () => {
  const { page } = await openPage(browser, 'seed=3&mode=friend&lang=fr');
  const bad = JSON.parse(game('opening.json'));
  bad.rolls[0].points = { white: 4, black: 0 };
  await load(page, JSON.stringify(bad));
  await page.waitForFunction(() => window.tablier.state.error);
  const status = await page.textContent('#status');
  assert.match(status, /Ce fichier ne contient pas une partie lisible : coup 1 : les points d’un coup ne sont pas ceux du moteur/);
  assert.doesNotMatch(status, /roll|gives|not /, 'no English');
  await page.click('#roll');
  await page.waitForSelector('body[data-phase="move"], body[data-phase="decide"]');
  assert.doesNotMatch(await page.textContent('#status'), /lisible/);
  await page.close();
});

test('the end of a game names the winner first: "Noir gagne, 12 trous à 10"', async () => {
  const { page } = await openPage(browser, 'seed=3&mode=friend&lang=fr');
  await load(page, game('holds-and-leaves-seed-1.json'));
  await page.waitForSelector('body[data-phase="over"]');
  assert.match(await page.textContent('#status'), /Noir gagne, 12 trous à 10\./);
  await page.close();
});

test("mistakes mode: the computer's jeton never goes backwards, the card says what the board shows, its jans stay hidden until école", async () => {
  const { page, errors } = await openPage(browser, 'seed=5&side=white&mistakes=always&lang=fr');
  let seen = 0;
  for (let i = 0; i < 8 && seen < 3; i++) {
    await page.waitForSelector('body[data-phase="roll"][data-turn="white"]', { timeout: 20000 });
    const cm = await page.evaluate(() => {
      const s = window.tablier.state;
      const c = s.computerMark;
      if (!c) return null;
      const e = s.log[c.entry];
      return {
        before: (e.before.score[c.side] || {}).points || 0,
        marked: c.marked.jeton,
        holes: c.marked.holes,
        board: s.match.position().score[c.side].points,
        card: document.getElementById('computer-mark-text').textContent,
        hidden: document.getElementById('jans').dataset.hidden,
        jans: document.querySelectorAll('#jans li.jan').length,
      };
    });
    if (cm) {
      seen++;
      if (!cm.holes) assert.ok(cm.marked >= cm.before, `jeton ${cm.before} → ${cm.marked}`);
      assert.equal(cm.board, cm.marked, 'the board shows the jeton the card names');
      assert.match(cm.card, new RegExp(`jeton à ${cm.marked}`));
      assert.equal(cm.hidden, 'true');
      assert.equal(cm.jans, 0, 'no jan shown before école');
      if (seen === 1) {
        await page.click('#send-ecole');
        await page.waitForFunction(() => window.tablier.state.computerMark.judged);
        assert.equal(await page.getAttribute('#jans', 'data-hidden'), 'false');
      }
    }
    await playHumanRoll(page);
  }
  assert.ok(seen >= 2, 'the computer marked some rolls');
  assert.deepEqual(errors, []);
  await page.close();
});

test("Jacquet: the computer's dice stay on the board after it has played", async () => {
  const { page, errors } = await openPage(browser, 'seed=8&game=jacquet&side=white&lang=fr');
  for (let i = 0; i < 12; i++) {
    const st = await page.evaluate(() => ({ first: window.tablier.state.match.awaitsFirstThrow(), turn: window.tablier.state.match.position().turn, log: window.tablier.state.log.length }));
    if (st.turn === 'white' && !st.first && st.log > 0 && (await page.getAttribute('body', 'data-phase')) === 'roll') break;
    if ((await page.getAttribute('body', 'data-phase')) === 'roll' && st.turn === 'white') {
      if (st.first) await page.click('#roll');
      else await playHumanRoll(page);
    }
    await page.waitForTimeout(900);
  }
  await page.waitForSelector('body[data-phase="roll"][data-turn="white"]');
  const last = await page.evaluate(() => window.tablier.state.log.at(-1));
  assert.equal(last.side, 'black', "the computer's roll was the last");
  assert.equal(await page.getAttribute('#board .tb-dice', 'data-dice'), last.rolled.dice.join('-'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the game in progress survives a reload, Jacquet included; Nouvelle partie asks first', async () => {
  const page = await browser.context.newPage();
  await page.goto(BASE + 'index.html?lang=fr');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await ready(page);
  await page.waitForSelector('body[data-phase="roll"][data-turn="white"]');
  await playHumanRoll(page);
  await page.waitForSelector('body[data-phase="roll"][data-turn="white"]', { timeout: 20000 });
  const before = await page.evaluate(() => ({ n: window.tablier.state.log.length, pos: window.tablier.state.match.position() }));
  await page.reload();
  await ready(page);
  const after = await page.evaluate(() => ({ n: window.tablier.state.log.length, pos: window.tablier.state.match.position() }));
  assert.equal(after.n, before.n);
  assert.deepEqual([after.pos.white, after.pos.black, after.pos.score], [before.pos.white, before.pos.black, before.pos.score]);
  // Nouvelle partie: one click asks, "no" keeps the game, "yes" starts a new one
  await page.click('#new');
  assert.equal(await page.isVisible('#confirm-new'), true);
  assert.equal(await page.evaluate(() => window.tablier.state.log.length), before.n);
  await page.click('#confirm-new-no');
  assert.equal(await page.isVisible('#confirm-new'), false);
  assert.equal(await page.evaluate(() => window.tablier.state.log.length), before.n);
  // a Jacquet partie, chosen in the form, comes back as Jacquet
  await page.selectOption('#game', 'jacquet');
  await page.click('#new');
  await page.click('#confirm-new-yes');
  await page.waitForSelector('body[data-game="jacquet"]');
  await page.click('#roll'); // the first throw
  await page.waitForFunction(() => !window.tablier.state.match.awaitsFirstThrow() || window.tablier.state.first);
  await page.waitForTimeout(300);
  const jq = await page.evaluate(() => window.tablier.state.match.history().length);
  await page.reload();
  await ready(page);
  assert.equal(await page.getAttribute('body', 'data-game'), 'jacquet');
  assert.equal(await page.evaluate(() => window.tablier.state.match.history().length), jq);
  await page.evaluate(() => localStorage.clear());
  await page.close();
});

test('?position= opens a position to play on, and the page links to the position on screen', async () => {
  const { page, errors } = await openPage(browser, 'position=' + encodeURIComponent('B1:13,B4:2/N1:15 w 5-2') + '&lang=fr');
  assert.equal(await page.getAttribute('#board [data-fleche="B4"]', 'data-count'), '2');
  assert.equal(await page.getAttribute('#board .tb-dice', 'data-dice'), '5-2');
  assert.equal(await page.getAttribute('body', 'data-phase'), 'move');
  await page.evaluate(() => (document.getElementById('history-card').open = true));
  await page.click('#link');
  const url = new URL(await page.inputValue('#link-out'));
  assert.match(url.searchParams.get('position'), /B1:13/);
  // a position that cannot be read says why, in French, from the engine's code and fields
  const bad = await openPage(browser, 'position=B1:16%2FN1:15&lang=fr');
  assert.match(await bad.page.textContent('#status'), /Position illisible dans l’adresse : B1 porte 16 dames : une flèche en porte de 1 à 15 \(colonne 4\)/);
  assert.deepEqual(errors, []);
  await page.close();
  await bad.page.close();
});

// In English against the computer the panel's widest line (the level's choice) once set the
// one column's width on a phone, and the board spilled past the screen.
test('a phone, portrait and landscape: the board fits the screen, nothing scrolls sideways', async () => {
  for (const [w, h, query] of [
    [390, 844, 'seed=2&mode=friend&lang=fr'],
    [844, 390, 'seed=2&mode=friend&lang=fr'],
    [390, 844, 'seed=7&lang=en'],
    [360, 740, 'seed=7&lang=en'],
    [844, 390, 'seed=7&lang=en'],
  ]) {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: w, height: h });
    await page.goto(BASE + 'index.html?' + query);
    await ready(page);
    const box = await page.locator('#board svg').boundingBox();
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(`phone ${w}×${h} (${query}): board ${box.width.toFixed(0)}×${box.height.toFixed(0)}`);
    assert.ok(box.width <= w + 0.5, `the board is ${box.width} wide on a ${w} screen`);
    assert.ok(box.height <= h, `the board is ${box.height} tall on a ${h} screen`);
    assert.ok(scroll <= w + 1, `the page is ${scroll} wide`);
    await page.close();
  }
});

test('a refused move names the rule it breaks, in the player’s language', async () => {
  const { page } = await openPage(browser, 'position=' + encodeURIComponent('B1:13,B4:2/N1:13,N7:2 w 6-2') + '&mode=friend&lang=fr');
  // a destination the engine refuses for a rule of the move itself (not-the-dice, opponent-fleche…)
  const refused = await page.evaluate(() => {
    const E = window.tablier.state.engine;
    const pos = window.tablier.state.match.position();
    for (const to of ['N7', 'B9', 'B5']) {
      const r = E.refusal(pos, [], ['B1', to]);
      if (r) return { to, code: r.code };
    }
    return null;
  });
  assert.ok(refused, 'a move refused by a rule of its own');
  await page.click('#board [data-fleche="B1"] .tb-hit');
  await page.click(`#board [data-fleche="${refused.to}"] .tb-hit`);
  await page.waitForSelector('body[data-refused="1"]');
  assert.equal(await page.getAttribute('body', 'data-refused-rule'), refused.code);
  const status = await page.textContent('#status');
  assert.match(status, /^Cette dame ne peut pas aller là : .+\.$/);
  assert.doesNotMatch(status, /inconnue/);
  await page.close();
});

test('a main button that cannot be pressed now (Valider le coup before the roll) does not wear the colour of one that can', async () => {
  const { page, errors } = await openPage(browser, 'seed=11&side=white&lang=fr');
  await page.waitForSelector('body[data-phase="roll"][data-turn="white"]');
  assert.equal(await page.isDisabled('#confirm'), true);
  assert.equal(await page.isDisabled('#roll'), false);
  const look = (id) => page.$eval(id, (b) => getComputedStyle(b).backgroundColor);
  const accent = await look('#roll');
  assert.notEqual(await look('#confirm'), accent, 'the disabled Valider is drawn in the accent colour');
  assert.equal(await look('#confirm'), await look('#undo'), 'drawn as the other buttons that cannot be pressed');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a seed in the address past 2^53 plays (as the string it is), the same dice each time', async () => {
  const first = [];
  for (let i = 0; i < 2; i++) {
    const { page, errors } = await openPage(browser, 'seed=12345678901234567890&side=white&lang=fr');
    await page.waitForSelector('body[data-phase="roll"][data-turn="white"]');
    await page.click('#roll');
    await page.waitForSelector('body[data-phase="move"], body[data-phase="decide"]');
    first.push(await page.evaluate(() => window.tablier.state.match.position().dice));
    assert.equal(await page.evaluate(() => window.tablier.state.error), '', 'no error shown');
    assert.deepEqual(errors, []);
    await page.close();
  }
  assert.deepEqual(first[0], first[1]);
});
