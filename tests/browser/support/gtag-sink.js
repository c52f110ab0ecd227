// A local stand-in for Google's gtag.js in the browser tests, which cannot reach Google. Like gtag.js it reads the
// data layer Firebase Analytics fills and sends each event to Google Analytics' collect endpoint as a GA4 hit
// (`en` the event name, `ep.*` and `epn.*` its text and number parameters); the tests record those requests.
(() => {
  const source = new URL(document.currentScript.src);
  const layerName = source.searchParams.get('l') || 'dataLayer';
  const layer = (window[layerName] = window[layerName] || []);
  let measurementId = source.searchParams.get('id') || '';

  const handle = (entry) => {
    const [command, target, fields] = Array.from(entry);
    if (command === 'config') measurementId = target;
    if (command !== 'event') return;
    const hit = new URLSearchParams({ v: '2', tid: (fields && fields.send_to) || measurementId, en: target });
    for (const [key, value] of Object.entries(fields || {})) {
      if (key !== 'send_to') hit.set(`${typeof value === 'number' ? 'epn' : 'ep'}.${key}`, String(value));
    }
    void fetch(`https://www.google-analytics.com/g/collect?${hit}`, { method: 'POST', mode: 'no-cors', keepalive: true });
  };

  layer.forEach(handle);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => {
    entries.forEach(handle);
    return push(...entries);
  };
})();
