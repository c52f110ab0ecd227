/*
 * Stand-in for Google's gapi loader (https://apis.google.com/js/api.js), which the Firebase Auth SDK and the Auth
 * emulator's helper iframe load for popup sign-in. These machines cannot reach Google, so the browser tests serve
 * this instead. It implements only what those two use: gapi.load('gapi.iframes'), opening the helper iframe from
 * the app, and register/send/ping messaging between the app and that iframe over postMessage.
 */
(function () {
  var TAG = '__clutchpotGapiShim';
  var nextId = 1;

  /** One end of an app <-> iframe channel. `target()` returns the other window. */
  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.pending = {};
    this.queued = [];
    window.addEventListener('message', this.onMessage.bind(this));
  }
  Channel.prototype.onMessage = function (event) {
    var message = event.data;
    if (!message || message[TAG] !== true) return;
    if (event.source !== this.target()) return;
    if (message.kind === 'reply') {
      var callback = this.pending[message.id];
      delete this.pending[message.id];
      if (callback) callback(message.result);
    } else if (message.kind === 'send') {
      this.receive(message);
    }
  };
  Channel.prototype.receive = function (message) {
    var handler = this.handlers[message.type];
    if (!handler) {
      this.queued.push(message);
      return;
    }
    var result = handler(message.data);
    this.post({ kind: 'reply', id: message.id, result: [result] });
  };
  Channel.prototype.post = function (message) {
    message[TAG] = true;
    var target = this.target();
    if (target) target.postMessage(message, '*');
  };
  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var waiting = this.queued.filter(function (message) { return message.type === type; });
    this.queued = this.queued.filter(function (message) { return message.type !== type; });
    for (var i = 0; i < waiting.length; i++) this.receive(waiting[i]);
  };
  Channel.prototype.send = function (type, data, callback) {
    var id = 'm' + nextId++;
    if (callback) this.pending[id] = callback;
    this.post({ kind: 'send', id: id, type: type, data: data });
  };

  function openIframe(options, onOpened) {
    var element = document.createElement('iframe');
    var attributes = options.attributes || {};
    Object.keys(attributes).forEach(function (name) {
      if (name === 'style') Object.assign(element.style, attributes.style);
      else element.setAttribute(name, attributes[name]);
    });
    var loaded = new Promise(function (resolve) { element.addEventListener('load', resolve); });
    element.src = options.url;
    (options.where || document.body).appendChild(element);
    var channel = new Channel(function () { return element.contentWindow; });
    var handle = {
      restyle: function () { return Promise.resolve(); },
      ping: function (callback) {
        return loaded.then(function () { if (callback) callback(); return []; });
      },
      register: function (type, handler) { channel.register(type, handler); },
      send: function (type, data, callback) { channel.send(type, data, callback); },
    };
    return onOpened ? onOpened(handle) : handle;
  }

  var parentChannel = null;
  var context = {
    open: openIframe,
    getParentIframe: function () {
      parentChannel = parentChannel || new Channel(function () { return window.parent; });
      return {
        register: function (type, handler) { parentChannel.register(type, handler); },
        send: function (type, data, callback) { parentChannel.send(type, data, callback); },
      };
    },
  };

  window.gapi = {
    load: function (_module, options) {
      setTimeout(function () { (options.callback || options)(); }, 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
      Iframe: function () {},
      getContext: function () { return context; },
    },
  };

  // The loader calls ?onload=<name> (Firebase SDK) or window.gapi_onload (the emulator's helper iframe).
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
