// The dev page's patient app (/dev/patient-app/{id}, demo mode only): the same messages a tablet
// sends, one button each, over /api/patient-app. Served as a file: the pages' CSP allows no inline script.
const main = document.querySelector('main');
const state = document.getElementById('state');
const log = document.getElementById('log');
const notifications = document.getElementById('notifications');
let socket;
let revolutions = 0;
let elapsed = 0;

function note(direction, message) {
  const item = document.createElement('li');
  item.textContent = `${direction} ${JSON.stringify(message)}`;
  log.prepend(item);
}

function send(message) {
  if (!socket || socket.readyState !== WebSocket.OPEN) return note('not sent (not connected):', message);
  socket.send(JSON.stringify(message));
  note('sent', message);
  // The tablet's screen (screen.js) shows the session as the app reports it.
  document.dispatchEvent(new CustomEvent('patient-app-sent', { detail: message }));
}

function showNotification(message) {
  const item = document.createElement('li');
  item.textContent = `${message.notification_type}${message.message ? `: ${message.message}` : ''} `;
  for (const [label, reaction] of [['Accept', 1], ['Decline', 2]]) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = label;
    button.addEventListener('click', () => {
      send({ type: 'notification_reply', notification_id: message.notification_id, reaction });
      item.remove();
    });
    item.append(button);
  }
  notifications.append(item);
}

// The hello's signature: hex HMAC-SHA256 of the challenge's nonce under the tablet's key (its 32
// bytes), as server/patientApp/patientAppKey.ts signs it. WebCrypto needs a secure context
// (localhost or https), as the page's video call does.
async function signature(keyHex, nonce) {
  const keyBytes = new Uint8Array(keyHex.match(/../g).map((pair) => parseInt(pair, 16)));
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(nonce)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function connect() {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/patient-app`;
  socket = new WebSocket(url);
  state.textContent = 'connecting…';
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(event.data);
    note('received', message);
    if (message.type === 'challenge') {
      if (!window.crypto?.subtle) state.textContent = 'cannot sign in: open this page on localhost or over https';
      else void signature(main.dataset.key, message.nonce).then((signed) => send({ type: 'hello', serial_number: main.dataset.serial, signature: signed }));
    }
    if (message.type === 'welcome') state.textContent = `connected as patient ${message.patient_id}${message.logged_in ? ' (signed in on a PC)' : ''}`;
    if (message.type === 'notification') showNotification(message);
    // Video calls are answered by video.js (server/videoSignal/patientVideoDevClient.js); a
    // screen_click taps the tablet's screen (screen.js, patientScreenDevClient.js).
    if (message.type === 'command') document.dispatchEvent(new CustomEvent('patient-app-command', { detail: message }));
  });
  socket.addEventListener('close', (event) => {
    state.textContent = `closed (${event.code}${event.reason ? `: ${event.reason}` : ''}); reload the page to connect again`;
  });
}

for (const button of document.querySelectorAll('button[data-send]')) {
  button.addEventListener('click', () => send(JSON.parse(button.dataset.send)));
}
document.getElementById('send-progress').addEventListener('click', () => {
  elapsed += 30;
  revolutions += 25;
  send({ type: 'progress', elapsed_seconds: elapsed, revolutions, rpm: 50 });
});
document.getElementById('send-pain').addEventListener('click', () => {
  send({ type: 'pain', level: Number(document.getElementById('pain').value) });
});
connect();
