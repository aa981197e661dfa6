// The rules-site pages (embed.html, record.html): their language, ?lang=en or French, for its texts and its diagrams.
const lang = new URLSearchParams(location.search).get('lang') === 'en' ? 'en' : 'fr';
document.documentElement.lang = lang;
for (const el of document.querySelectorAll('[data-fr]')) el.textContent = el.dataset[lang];
for (const b of document.querySelectorAll('tablier-board, tablier-record')) b.setAttribute('lang', lang);
