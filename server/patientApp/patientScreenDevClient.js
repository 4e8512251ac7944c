// The demo patient app's own screen (/dev/patient-app/{id}, demo mode only): the tablet's UI drawn
// on a canvas — the patient's name, the session's progress as the page reports it and a clock —
// which video.js sends in a call as a second video track, the Patient App tab's picture (document
// 2, section 2: "remote view of the patient's screen"). A screen_click command from the call
// {xPercentage, yPercentage} taps the screen there: a ripple and a marker are drawn at that point,
// with "Tapped at x%, y%" on the screen and on the page, so the clinician sees the tap land.
// Served as a file: the pages' CSP allows no inline script.
(() => {
  const width = 960;
  const height = 600;
  const main = document.querySelector('main');
  const section = document.createElement('section');
  section.setAttribute('aria-label', 'Tablet screen');
  section.innerHTML = `<h2>Tablet screen</h2>
<canvas id="tablet-screen" width="${width}" height="${height}" style="width:100%;max-width:480px;border:1px solid #767676;border-radius:.5rem"></canvas>
<p>Last tap from the call: <output id="screen-tap">no tap yet</output></p>`;
  main.append(section);
  const canvas = section.querySelector('#tablet-screen');
  const tapOutput = section.querySelector('#screen-tap');
  const context = canvas.getContext('2d');
  const patientName = main.dataset.patientName || 'Patient';

  /** What the patient's session shows, from the messages the page sends. */
  const session = { status: 'Ready to pedal', elapsedSeconds: 0, revolutions: 0, pain: null };
  /** The taps of the call, newest last: {x, y} in percent and when (ms). */
  const taps = [];

  const twoDigits = (value) => String(value).padStart(2, '0');
  const clock = (date) => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;
  const minutes = (seconds) => `${Math.floor(seconds / 60)}:${twoDigits(seconds % 60)}`;

  function draw() {
    const now = Date.now();
    context.fillStyle = '#f4f7fb';
    context.fillRect(0, 0, width, height);
    // The tablet's top bar: the app's name and the clock.
    context.fillStyle = '#0b5cad';
    context.fillRect(0, 0, width, 72);
    context.fillStyle = '#ffffff';
    context.font = 'bold 32px system-ui, sans-serif';
    context.textBaseline = 'middle';
    context.textAlign = 'left';
    context.fillText('Cadence', 28, 36);
    context.textAlign = 'right';
    context.fillText(clock(new Date(now)), width - 28, 36);
    // The patient and the session.
    context.textAlign = 'left';
    context.fillStyle = '#1a1a1a';
    context.font = 'bold 40px system-ui, sans-serif';
    context.fillText(patientName, 48, 140);
    context.font = '30px system-ui, sans-serif';
    context.fillText(session.status, 48, 200);
    context.fillText(`Pedalling time ${minutes(session.elapsedSeconds)} · ${session.revolutions} revolutions`, 48, 250);
    if (session.pain !== null) context.fillText(`Pain reported: ${session.pain}`, 48, 300);
    // Progress towards a 30-minute session.
    const progress = Math.min(1, session.elapsedSeconds / 1800);
    context.fillStyle = '#d5dde8';
    context.fillRect(48, 340, width - 96, 28);
    context.fillStyle = '#2f9e44';
    context.fillRect(48, 340, (width - 96) * progress, 28);
    // Two big buttons of the app, for the clinician to tap on.
    for (const [index, label] of ['Start', 'Help'].entries()) {
      const left = 48 + index * 440;
      context.fillStyle = index === 0 ? '#2f9e44' : '#868e96';
      context.fillRect(left, 410, 400, 110);
      context.fillStyle = '#ffffff';
      context.font = 'bold 40px system-ui, sans-serif';
      context.textAlign = 'center';
      context.fillText(label, left + 200, 465);
    }
    // The taps: a ripple spreading for a second and a half, and a marker at the last one.
    for (const tap of taps) {
      const age = now - tap.at;
      if (age > 1500) continue;
      context.strokeStyle = `rgba(224, 49, 49, ${1 - age / 1500})`;
      context.lineWidth = 6;
      context.beginPath();
      context.arc((tap.x / 100) * width, (tap.y / 100) * height, 24 + age / 15, 0, Math.PI * 2);
      context.stroke();
    }
    const last = taps[taps.length - 1];
    if (last) {
      context.fillStyle = '#e03131';
      context.beginPath();
      context.arc((last.x / 100) * width, (last.y / 100) * height, 22, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#1a1a1a';
      context.font = 'bold 28px system-ui, sans-serif';
      context.textAlign = 'right';
      context.fillText(`Tapped at ${last.x}%, ${last.y}%`, width - 28, height - 36);
    }
  }

  function tap(x, y) {
    taps.push({ x, y, at: Date.now() });
    if (taps.length > 10) taps.shift();
    tapOutput.textContent = `Tapped at ${x}%, ${y}%`;
    draw();
  }

  document.addEventListener('patient-app-command', (event) => {
    const { command, values } = event.detail;
    if (command !== 'screen_click' || !values) return;
    const x = Number(values.xPercentage);
    const y = Number(values.yPercentage);
    if (Number.isFinite(x) && Number.isFinite(y)) tap(x, y);
  });
  // What the page's buttons sent (patientAppDevClient.js): the session as the tablet shows it.
  document.addEventListener('patient-app-sent', (event) => {
    const message = event.detail;
    if (message.type === 'join_session') session.status = 'Session in progress';
    else if (message.type === 'progress') {
      session.elapsedSeconds = message.elapsed_seconds;
      session.revolutions = message.revolutions;
    } else if (message.type === 'pain') session.pain = message.level;
    else if (message.type === 'session_complete') session.status = 'Session complete';
    else if (message.type === 'leave') session.status = 'Ready to pedal';
  });

  draw();
  // Redrawn often enough for the clock and the ripples; a captured canvas sends a frame per change.
  setInterval(draw, 100);

  /** The screen as a stream for the call: one per call, its track stopped when the call ends. */
  window.cadencePatientScreen = { capture: () => canvas.captureStream(15) };
})();
