// The patient's side of a video call on the demo patient-app page (/dev/patient-app/{id}, demo
// mode only): on the gateway's videoCallStart command the page joins the room on
// /api/video-signal with the patient's own room token, sends its camera and microphone and shows
// the clinician; on videoCallEnd, or when the server closes the room's socket (4410), it leaves. It also sends the tablet's screen (screen.js, when the
// page has it) as a second video track in a stream of its own, whose id every offer and answer
// names (`screen`), so the portal shows it in the Patient App tab and not as the camera. The
// built-in provider's wire, as the portal's screens/videoCall/providers/builtInProvider.ts speaks
// it (the side already in the room offers).
// Served as a file: the pages' CSP allows no inline script.
(() => {
  const section = document.createElement('section');
  section.setAttribute('aria-label', 'Video call');
  section.innerHTML = `<h2>Video call</h2>
<p>Call: <output id="video-state">no call</output></p>
<video id="remote-video" autoplay playsinline width="640" height="360" style="background:#000"></video>
<video id="local-video" autoplay playsinline muted width="230" height="180" style="background:#000"></video>`;
  document.querySelector('main').append(section);
  const state = section.querySelector('#video-state');
  const remoteVideo = section.querySelector('#remote-video');
  const localVideo = section.querySelector('#local-video');

  /** The call in progress: its room, socket, peer connection and local media. */
  let call = null;

  function show(text) {
    state.textContent = text;
  }

  /** The label of the screen's stream for an offer or answer (none without a screen). */
  function screenLabel() {
    return call && call.screen ? { screen: call.screen.id } : {};
  }

  function send(message) {
    if (call && call.socket.readyState === WebSocket.OPEN) call.socket.send(JSON.stringify(message));
  }

  function closePeer() {
    if (!call) return;
    if (call.peer) call.peer.close();
    call.peer = null;
    call.remoteIdentity = null;
    call.pending = [];
    remoteVideo.srcObject = null;
  }

  function newPeer(identity) {
    closePeer();
    const peer = new RTCPeerConnection({ iceServers: call.iceServers });
    call.peer = peer;
    call.remoteIdentity = identity;
    // Camera and microphone first, then the screen: answering the portal's offer, the screen
    // takes the offer's second video slot (its recvonly one).
    for (const track of call.local.getTracks()) peer.addTrack(track, call.local);
    if (call.screen) for (const track of call.screen.getVideoTracks()) peer.addTrack(track, call.screen);
    const remote = new MediaStream();
    peer.addEventListener('icecandidate', ({ candidate }) => {
      if (candidate) send({ type: 'candidate', candidate: candidate.toJSON() });
    });
    peer.addEventListener('track', ({ track }) => {
      remote.addTrack(track);
      remoteVideo.srcObject = remote;
      show(`in a call with ${identity}`);
    });
    return peer;
  }

  async function flush(peer) {
    const pending = call.pending;
    call.pending = [];
    for (const candidate of pending) await peer.addIceCandidate(candidate);
  }

  async function take(message) {
    if (!call) return;
    if (message.type === 'joined') {
      call.iceServers = message.iceServers || [];
      show(message.peers.length > 0 ? `joined; waiting for ${message.peers.join(', ')}` : 'joined; waiting for the caller');
    } else if (message.type === 'peerJoined') {
      const peer = newPeer(message.identity);
      const offer = await peer.createOffer();
      await peer.setLocalDescription(offer);
      send({ type: 'offer', sdp: offer.sdp, ...screenLabel() });
    } else if (message.type === 'offer') {
      const peer = newPeer(message.from);
      await peer.setRemoteDescription({ type: 'offer', sdp: message.sdp });
      await flush(peer);
      const answer = await peer.createAnswer();
      await peer.setLocalDescription(answer);
      send({ type: 'answer', sdp: answer.sdp, ...screenLabel() });
    } else if (message.type === 'answer' && call.peer && message.from === call.remoteIdentity) {
      await call.peer.setRemoteDescription({ type: 'answer', sdp: message.sdp });
      await flush(call.peer);
    } else if (message.type === 'candidate') {
      if (call.peer && call.peer.remoteDescription && message.from === call.remoteIdentity) await call.peer.addIceCandidate(message.candidate);
      else call.pending.push(message.candidate);
    } else if (message.type === 'peerLeft') {
      if (message.identity === call.remoteIdentity) closePeer();
      show(`${message.identity} left`);
    }
  }

  function leave(text) {
    if (!call) return;
    send({ type: 'leave' });
    closePeer();
    call.socket.close(1000, 'left');
    for (const track of call.local.getTracks()) track.stop();
    if (call.screen) for (const track of call.screen.getTracks()) track.stop();
    localVideo.srcObject = null;
    call = null;
    show(text);
  }

  async function join(values) {
    if (call && call.room === values.room) return;
    leave('no call');
    show(`${values.caller_username || 'a clinician'} is calling…`);
    let local;
    try {
      local = await navigator.mediaDevices.getUserMedia({
        audio: { autoGainControl: true, echoCancellation: true, noiseSuppression: true },
        video: { width: { ideal: 1280 }, height: { ideal: 720 } },
      });
    } catch (error) {
      show(`camera or microphone refused: ${error.message}`);
      return;
    }
    localVideo.srcObject = local;
    const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/video-signal`);
    const screen = window.cadencePatientScreen ? window.cadencePatientScreen.capture() : null;
    call = { room: values.room, roomId: values.room_id, socket, local, screen, peer: null, remoteIdentity: null, pending: [], iceServers: [] };
    const mine = call;
    let queue = Promise.resolve();
    socket.addEventListener('open', () => socket.send(JSON.stringify({ type: 'join', token: values.token })));
    socket.addEventListener('message', (event) => {
      const message = JSON.parse(event.data);
      queue = queue.then(() => (call === mine ? take(message) : undefined)).catch((error) => show(`signalling failed: ${error.message}`));
    });
    // 4410: the room ended (hung up, or its time ran out); any other close lost the call.
    socket.addEventListener('close', (event) => {
      if (call === mine) leave(event.code === 4410 ? 'call ended' : `call closed (${event.code})`);
    });
  }

  document.addEventListener('patient-app-command', (event) => {
    const { command, values } = event.detail;
    if (command === 'videoCallStart') void join(values);
    else if (command === 'videoCallEnd' && call && call.room === values.room) leave('call ended');
  });
})();
