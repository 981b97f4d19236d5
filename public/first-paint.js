// Before the body is drawn (a small blocking script; the Content-Security-Policy allows no inline
// one): the first paint ("Congestion Lab, Loading…", index.html) takes the theme the app will
// show, the link's `theme=` or else the one this browser last chose (theme-memory.ts), so a dark
// or projector page does not flash light. The app sets data-theme itself once it runs.
(function () {
  var names = ['default', 'dark', 'projector'];
  var theme = null;
  try {
    var m = /(?:^#|&)theme=([a-z]+)(?:&|$)/.exec(location.hash);
    if (m && names.indexOf(m[1]) >= 0) theme = m[1];
    if (theme === null) {
      var kept = localStorage.getItem('congestion-lab.theme');
      if (names.indexOf(kept) >= 0) theme = kept;
    }
  } catch (e) {
    // Storage may be refused (a sandboxed frame): the default theme.
  }
  if (theme !== null) document.documentElement.setAttribute('data-theme', theme);
  // Still loading after a long wait (a slow network, or a script refused): say so and what to do.
  setTimeout(function () {
    var text = document.getElementById('first-paint-text');
    if (text) text.textContent = 'Still loading… If nothing appears, reload the page (Congestion Lab needs JavaScript and a recent browser).';
  }, 15000);
})();
