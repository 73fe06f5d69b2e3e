/* global document, requestAnimationFrame, setTimeout */
// A page the server rendered shows without its code (docs/decisions/037-server-rendered-public-pages.md):
// the code is asked for once the page has painted, so it never holds the first paint back. The server
// names the entry and the modules it loads first in this script's data attributes.
(function loadAfterPaint() {
  var script = document.currentScript;
  var entry = script.dataset.entry;
  var modules = (script.dataset.modules || '').split(' ').filter(Boolean);
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    modules.forEach(function preload(href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  // The frame after the next one has painted; a hidden tab paints no frame, so a timer stands in.
  requestAnimationFrame(function afterFrame() {
    setTimeout(load, 0);
  });
  setTimeout(load, 1000);
})();
