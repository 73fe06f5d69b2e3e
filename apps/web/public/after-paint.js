/* global document, PerformanceObserver, requestAnimationFrame, setTimeout */
// A page the server rendered shows without its code (docs/decisions/037-server-rendered-public-pages.md):
// the code is asked for once the page has painted, so it never holds the first paint back. The server
// names the entry and the modules it loads first in this script's data attributes.
(function loadAfterPaint() {
  var script = document.currentScript;
  var entry = script.dataset.entry;
  var modules = (script.dataset.modules || '').split(' ').filter(Boolean);
  var loaded = false;
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  // A few at a time, each batch a task of its own: forty links added at once hold a phone's main
  // thread long enough to delay a tap.
  function preloadSome() {
    modules.splice(0, 8).forEach(preload);
    if (modules.length > 0) setTimeout(preloadSome, 0);
  }
  function load() {
    if (loaded) return;
    loaded = true;
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
    preloadSome();
  }
  // Once the browser reports the page's first contentful paint (a frame is not enough: a large page
  // may paint its content a frame or two later); a hidden tab paints nothing, so a timer stands in.
  try {
    new PerformanceObserver(function painted(list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(load, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(function afterFrame() {
      setTimeout(load, 0);
    });
  }
  setTimeout(load, 1000);

  // A filter of the catalogue changed before the app has taken the page over would be undone by
  // it: until then the filters are what they are without JavaScript, a GET form, sent at once.
  document.addEventListener('change', function sendEarlyFilter(event) {
    if (document.documentElement.dataset.app === 'ready') {
      document.removeEventListener('change', sendEarlyFilter);
      return;
    }
    var form = event.target.form;
    if (form && form.getAttribute('role') === 'search' && form.getAttribute('method') === 'get') form.submit();
  });
})();
