// SPDX-FileCopyrightText: 2026 The Fray authors
// SPDX-License-Identifier: GPL-3.0-or-later
// The players' page: reads the state Fray pushes over /ws and asks /api/odds for a player's own
// odds and /api/danger for their own character's danger. It sends nothing else: the server is
// read-only.
'use strict';
(function () {
  const token = new URLSearchParams(location.search).get('t') || '';
  const $ = (id) => document.getElementById(id);
  let state = null;
  let socket = null;
  let retry = 1000;
  const words = JSON.parse($('words').textContent);
  const lang = document.documentElement.lang || undefined;
  const say = (key, value) => words[key].replace('%1', value);

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function pct(p, digits) {
    return new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: digits,
      maximumFractionDigits: digits }).format(p);
  }
  function num(x, digits) {
    return new Intl.NumberFormat(lang, { minimumFractionDigits: digits,
      maximumFractionDigits: digits }).format(x);
  }
  function fill(list, items) { list.replaceChildren(...items); }

  // The dead and the out of the fight: greyed, with the players' word for it.
  function markOut(li, nameSpan, c) {
    if (!c.out) return;
    li.classList.add('out');
    if (nameSpan) nameSpan.append(el('span', 'cond', c.out_label));
  }

  function render() {
    if (!state) return;
    if (state.none) {
      $('round').textContent = words.none;
      $('now').textContent = '';
      $('ruleset').textContent = '';
      document.body.classList.remove('tabbed');
      for (const id of ['order', 'chances', 'party', 'others']) fill($(id), []);
      return;
    }
    $('round').textContent = state.round > 0 ? say('round', num(state.round, 0)) : words.before;
    const acting = state.order.find((o) => o.acting);
    $('now').textContent = acting ? say('now', acting.label) : '';
    $('ruleset').textContent = state.ruleset.name;
    fill($('order'), state.order.map((o) => {
      const li = el('li', o.acting ? 'acting' : '');
      const name = el('span', 'name', o.label);
      markOut(li, name, o);
      li.append(name, el('span', 'side', o.count === undefined ? '' : String(o.count)));
      return li;
    }));
    fill($('party'), state.party.map((c) => {
      const li = el('li');
      const name = el('span', 'name', c.name);
      for (const cond of c.conditions) {
        const left = cond.rounds_left === undefined ? '' : ' (' + cond.rounds_left + ')';
        name.append(el('span', 'cond', cond.label + left));
      }
      if (c.out) li.classList.add('out');
      li.append(name, el('span', 'pct', c.hp + '/' + c.max_hp + ' ' + c.state_label));
      return li;
    }));
    fill($('others'), state.others.map((c) => {
      const li = el('li');
      const word = c.hp === undefined ? c.state_label : c.hp + '/' + c.max_hp + ' · ' +
        state.ruleset.defence_label + ' ' + c.defence;
      if (c.out) li.classList.add('out');
      li.append(el('span', 'name', c.name), el('span', '', word));
      return li;
    }));
    $('chances-title').textContent = state.target ? say('chances', state.target.name) : words.noTarget;
    fill($('chances'), state.chances.map((c) => {
      const li = el('li');
      if (c.out) {
        li.classList.add('out');
        li.append(el('span', 'name', c.name), el('span', '', c.out_label));
        return li;
      }
      li.append(el('span', 'name', c.name), el('span', 'pct', c.p_hit === undefined ? '—' : pct(c.p_hit, 0)));
      return li;
    }));
    renderPicker();
    chooseLayout();
  }

  // Tabs only when the order pushes the party's hit points or the picker below the first
  // screen; a short fight stays one page, and a TV's grid shows everything at once.
  function chooseLayout() {
    const body = document.body;
    body.classList.remove('tabbed');
    if (matchMedia('(min-width: 1200px)').matches) return;
    const below = (id, edge) => $(id).getBoundingClientRect()[edge] + scrollY > innerHeight;
    if (below('party-section', 'bottom') || below('picker', 'top')) body.classList.add('tabbed');
  }

  function setOptions(select, options) {
    const keep = select.value;
    select.replaceChildren(...options.map(([value, label]) => {
      const o = el('option', '', label);
      o.value = String(value);
      return o;
    }));
    if (options.some(([value]) => String(value) === keep)) select.value = keep;
  }

  function renderPicker() {
    setOptions($('me'), state.party.map((c) => [c.id, c.name]));
    const me = state.party.find((c) => String(c.id) === $('me').value);
    setOptions($('attack'), me && !me.out ? me.attacks.map((a) => [a.index, a.name]) : []);
    // Only those still in the fight are offered as the thing to hit.
    const targets = state.others.concat(state.party)
      .filter((c) => !c.out && (!me || c.id !== me.id));
    setOptions($('target'), targets.map((c) => [c.id, c.name]));
    if (state.target && !$('target').dataset.chosen) $('target').value = String(state.target.id);
    const box = $('modifiers');
    if (box.dataset.ruleset !== state.ruleset.id) {
      box.dataset.ruleset = state.ruleset.id;
      box.querySelectorAll('label').forEach((l) => l.remove());
      for (const m of state.modifiers) {
        const label = el('label');
        const input = el('input');
        input.type = m.per_count ? 'number' : 'checkbox';
        if (m.per_count) { input.min = '0'; input.value = '0'; }
        input.dataset.id = m.id;
        input.addEventListener('change', askOdds);
        label.append(input, document.createTextNode(m.label));
        box.append(label);
      }
    }
    askOdds();
  }

  // Only the character the player chose: nobody else's danger is asked for or shown.
  async function askDanger() {
    const out = $('my-danger');
    const me = state && !state.none ? state.party.find((c) => String(c.id) === $('me').value) : null;
    if (!me || me.out || !(state.round > 0)) { out.textContent = ''; return; }
    const q = new URLSearchParams({ t: token, combatant: $('me').value });
    try {
      const r = await fetch('/api/danger?' + q.toString(), { cache: 'no-store' });
      const j = await r.json();
      if (!r.ok) { out.textContent = ''; return; }
      out.textContent = say(j.until === 'round_end' ? 'dangerRound' : 'danger', pct(j.out, 0));
    } catch (e) { out.textContent = ''; }
  }

  async function askOdds() {
    askDanger();
    const out = $('my-odds');
    const me = state && !state.none ? state.party.find((c) => String(c.id) === $('me').value) : null;
    if (me && me.out) { out.textContent = me.out_label; return; }
    if (!$('me').value || !$('target').value) { out.textContent = ''; return; }
    const q = new URLSearchParams({ t: token, attacker: $('me').value, target: $('target').value });
    if ($('attack').value) q.set('attack', $('attack').value);
    $('modifiers').querySelectorAll('input').forEach((i) => {
      if (i.type === 'checkbox' && i.checked) q.append('modifier', i.dataset.id);
      if (i.type === 'number' && Number(i.value) > 0) q.append('modifier', i.dataset.id + ':' + i.value);
    });
    try {
      const r = await fetch('/api/odds?' + q.toString(), { cache: 'no-store' });
      const j = await r.json();
      if (!r.ok) { out.textContent = words.noOdds; return; }
      let text = say('toHit', pct(j.p_hit, 1));
      if (j.expected_damage !== undefined) text += ' · ' + say('damage', num(j.expected_damage, 1));
      out.textContent = text;
    } catch (e) { out.textContent = ''; }
  }

  function connect() {
    const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
    socket = new WebSocket(scheme + location.host + '/ws?t=' + encodeURIComponent(token));
    socket.onopen = () => { retry = 1000; $('status').hidden = true; };
    socket.onmessage = (e) => { state = JSON.parse(e.data); render(); };
    socket.onclose = () => {
      $('status').hidden = false;
      setTimeout(connect, retry);
      retry = Math.min(retry * 2, 8000);
    };
  }

  function showTab(name) {
    document.body.dataset.tab = name;
    document.querySelectorAll('#tabs button').forEach((b) => {
      b.setAttribute('aria-selected', String(b.dataset.tab === name));
    });
  }

  document.addEventListener('DOMContentLoaded', () => {
    document.querySelectorAll('#tabs button').forEach((b) => {
      b.addEventListener('click', () => { showTab(b.dataset.tab); window.scrollTo(0, 0); });
    });
    addEventListener('resize', () => { if (state && !state.none) chooseLayout(); });
    for (const id of ['me', 'attack']) $(id).addEventListener('change', renderPicker);
    $('target').addEventListener('change', () => { $('target').dataset.chosen = '1'; askOdds(); });
    fetch('/api/state?t=' + encodeURIComponent(token), { cache: 'no-store' })
      .then((r) => r.json()).then((j) => { state = j; render(); }).catch(() => {});
    connect();
  });
})();
