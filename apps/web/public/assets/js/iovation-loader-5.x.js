// The shop's anti-fraud device check (000 §7): collects a few device traits and turns them into the fraudCheckToken
// that checkout posts with the order. First-party and self-contained: it sends nothing itself and loads nothing else.
// API: window.IGLOO.getBlackbox() -> { blackbox, finished } (the blackbox is '' until finished),
//      window.IGLOO.ready -> Promise of the same, settled once the token is computed.
/* global window, TextEncoder, btoa */
(function () {
  'use strict';
  if (window.IGLOO && window.IGLOO.ready) return;

  var state = { blackbox: '', finished: false };

  function toBase64Url(text) {
    var bytes = new TextEncoder().encode(text);
    var binary = '';
    for (var i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i]);
    return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  }

  function toHex(buffer) {
    var view = new Uint8Array(buffer);
    var hex = '';
    for (var i = 0; i < view.length; i += 1) hex += view[i].toString(16).padStart(2, '0');
    return hex;
  }

  function traits() {
    var nav = window.navigator || {};
    var scr = window.screen || {};
    var zone;
    try {
      zone = Intl.DateTimeFormat().resolvedOptions().timeZone || '';
    } catch {
      zone = '';
    }
    return {
      userAgent: String(nav.userAgent || ''),
      language: String(nav.language || ''),
      languages: Array.prototype.slice.call(nav.languages || []).join(','),
      platform: String(nav.platform || ''),
      hardwareConcurrency: Number(nav.hardwareConcurrency || 0),
      screen: [scr.width || 0, scr.height || 0, scr.colorDepth || 0].join('x'),
      pixelRatio: Number(window.devicePixelRatio || 1),
      timeZone: zone,
      timeZoneOffset: new Date().getTimezoneOffset(),
      cookies: nav.cookieEnabled === true,
    };
  }

  function finish(blackbox) {
    state = { blackbox: blackbox, finished: true };
    return { blackbox: state.blackbox, finished: true };
  }

  function compute() {
    var collected = traits();
    // The hash covers the traits that stay the same between visits from one device (not the offset, which moves
    // with daylight saving).
    var stable = [
      collected.userAgent,
      collected.language,
      collected.languages,
      collected.platform,
      collected.hardwareConcurrency,
      collected.screen,
      collected.pixelRatio,
      collected.timeZone,
    ].join('|');
    var payload = toBase64Url(JSON.stringify(collected));
    var subtle = window.crypto && window.crypto.subtle;
    if (!subtle) return Promise.resolve(finish('fc1..' + payload));
    return subtle
      .digest('SHA-256', new TextEncoder().encode(stable))
      .then(function (digest) {
        return finish('fc1.' + toHex(digest) + '.' + payload);
      })
      .catch(function () {
        return finish('fc1..' + payload);
      });
  }

  window.IGLOO = {
    getBlackbox: function () {
      return { blackbox: state.blackbox, finished: state.finished };
    },
    ready: compute(),
  };
})();
