// A stand-in for Google's gapi loader (https://apis.google.com/js/api.js), served to the browser by
// the end-to-end tests because that host is unreachable here. It implements only what the Firebase
// Auth SDK and the Auth emulator's helper iframe use for the popup flow: gapi.load('gapi.iframes'),
// context.open() to embed the helper iframe, getParentIframe() inside it, and register/send/ping
// between the two windows over postMessage. Production loads Google's real script.
(function () {
  const TAG = '__gapiStandIn';
  const channels = new Map(); // Window -> Channel
  let nextId = 1;

  class Channel {
    constructor(target) {
      this.target = target;
      this.handlers = new Map();
      this.waiting = new Map(); // name -> queued calls until a handler is registered
      this.replies = new Map(); // call id -> callback
      channels.set(target, this);
    }
    register(name, handler) {
      this.handlers.set(name, handler);
      for (const call of this.waiting.get(name) ?? []) this.answer(call);
      this.waiting.delete(name);
    }
    send(name, data, callback) {
      const id = nextId++;
      if (callback) this.replies.set(id, callback);
      this.target.postMessage({ [TAG]: 'call', id, name, data }, '*');
    }
    ping(callback) {
      // The other window may not have loaded its stand-in yet: ask until it answers.
      return new Promise((resolve) => {
        let answered = false;
        const done = () => {
          if (answered) return;
          answered = true;
          clearInterval(timer);
          callback?.();
          resolve();
        };
        const timer = setInterval(() => this.send('__ping', null, done), 100);
        this.send('__ping', null, done);
      });
    }
    restyle() {
      return Promise.resolve();
    }
    answer(call) {
      const handler = this.handlers.get(call.name);
      const result = call.name === '__ping' ? { status: 'ACK' } : handler(call.data);
      this.target.postMessage({ [TAG]: 'reply', id: call.id, data: [result] }, '*');
    }
  }

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || !message[TAG] || !event.source) return;
    const channel = channels.get(event.source) ?? new Channel(event.source);
    if (message[TAG] === 'reply') {
      const callback = channel.replies.get(message.id);
      channel.replies.delete(message.id);
      callback?.(message.data);
    } else if (message.name === '__ping' || channel.handlers.has(message.name)) {
      channel.answer(message);
    } else {
      const queue = channel.waiting.get(message.name) ?? [];
      queue.push(message);
      channel.waiting.set(message.name, queue);
    }
  });

  const context = {
    open(options, ready) {
      const frame = document.createElement('iframe');
      Object.assign(frame.style, options.attributes?.style ?? {});
      frame.src = options.url;
      (options.where ?? document.body).appendChild(frame);
      const channel = new Channel(frame.contentWindow);
      return Promise.resolve(ready ? ready(channel) : channel);
    },
    getParentIframe() {
      return channels.get(window.parent) ?? new Channel(window.parent);
    },
  };

  window.gapi = {
    load(_name, options) {
      setTimeout(() => (typeof options === 'function' ? options() : options.callback()), 0);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: () => true,
      Iframe: function Iframe() {},
      getContext: () => context,
    },
  };

  const onload = new URL(document.currentScript?.src ?? location.href).searchParams.get('onload');
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
