import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COYOTE_UUIDS, GATT_UNAVAILABLE_MESSAGE } from '@gauntlet/core';
import { activateLanguage } from '../../../lib/i18n';
import { makeProfile, renderPage } from '../../../test/render';
import { DeviceSession } from '../lib/device-session';
import { DeviceSessionProvider } from '../lib/device-session-context';
import { fakeCoyote, type FakeCoyoteOptions } from '../test-support/fake-coyote';
import DevicePage from './device-page';

const { strength: STRENGTH, waveformA: WAVE_A } = COYOTE_UUIDS;

function open(session: DeviceSession) {
  return renderPage(
    <DeviceSessionProvider session={session}>
      <DevicePage />
    </DeviceSessionProvider>,
    { me: makeProfile() },
  );
}

const button = (name: string | RegExp) => screen.getByRole<HTMLButtonElement>('button', { name });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label, { exact: true });

function consent() {
  fireEvent.click(screen.getByLabelText(/I am an adult/));
  fireEvent.click(button('I consent'));
}

async function connectedPage(options: FakeCoyoteOptions = {}) {
  const coyote = fakeCoyote(options);
  const session = new DeviceSession({ bluetooth: coyote.bluetooth });
  open(session);
  consent();
  fireEvent.click(button('Connect device'));
  await screen.findByText('D-LAB ESTIM01');
  return { coyote, session };
}

/** A websocket double: the test plays the bridge. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  close() {
    this.closed = true;
    this.onclose?.();
  }
  emit(data: unknown) {
    act(() => this.onmessage?.({ data }));
  }
}

beforeEach(() => {
  window.localStorage.clear();
  FakeSocket.last = null;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DevicePage', () => {
  it('explains a browser without Web Bluetooth instead of failing', () => {
    open(new DeviceSession({ bluetooth: null }));
    expect(screen.getByText('This browser has no Web Bluetooth')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect device' })).toBeNull();
    expect(button('Stop')).toBeTruthy();
  });

  it('asks for consent before showing any control, with Stop always there', () => {
    open(new DeviceSession({ bluetooth: fakeCoyote().bluetooth }));
    expect(screen.queryByRole('button', { name: 'Connect device' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(button('Stop')).toBeTruthy();
    expect(button('I consent').disabled).toBe(true);
    consent();
    expect(button('Connect device')).toBeTruthy();
    expect(button('Send').disabled).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Enable shock bursts for this show').disabled).toBe(true);
  });

  it('shows battery, max power and power step once connected', async () => {
    await connectedPage();
    expect(screen.getByTestId('device-battery').textContent).toBe('77%');
    expect(screen.getByTestId('device-max-power').textContent).toBe('2000');
    expect(screen.getByTestId('device-power-step').textContent).toBe('7');
    expect(button('Disconnect')).toBeTruthy();
  });

  it('shows the GATT message when the device has no GATT server', async () => {
    const session = new DeviceSession({ bluetooth: fakeCoyote({ noGatt: true }).bluetooth });
    open(session);
    consent();
    fireEvent.click(button('Connect device'));
    expect((await screen.findByTestId('device-failure')).textContent).toBe(GATT_UNAVAILABLE_MESSAGE);
  });

  it('shows a send failure with its code', async () => {
    const refused = Object.assign(new Error('GATT operation not permitted.'), { name: 'NotSupportedError' });
    await connectedPage({ failWrites: () => refused });
    fireEvent.change(field('Channel A strength'), { target: { value: '700' } });
    fireEvent.click(button('Send'));
    expect((await screen.findByTestId('device-failure')).textContent).toContain('unsupported_event');
  });

  it('sends channel A at 700, and Stop writes zeros through the characteristic and ends the loop', async () => {
    const { coyote } = await connectedPage();
    fireEvent.change(field('Channel A strength'), { target: { value: '700' } });
    expect(field('Channel A strength slider').value).toBe('700');
    fireEvent.click(button('Send'));
    await waitFor(() => expect(coyote.writesTo(WAVE_A).length).toBeGreaterThanOrEqual(2));
    expect(coyote.writesTo(STRENGTH)).toEqual(['00 E0 15']);
    expect(coyote.writesTo(WAVE_A)[0]).toBe('21 01 0A');
    expect(screen.getByTestId('device-output-status').textContent).toContain('A 700, B 0');

    fireEvent.click(button('Stop'));
    await waitFor(() => expect(coyote.writesTo(STRENGTH)).toEqual(['00 E0 15', '00 00 00']));
    const frames = coyote.writesTo(WAVE_A).length;
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(coyote.writesTo(WAVE_A)).toHaveLength(frames);
    expect(coyote.overlapped()).toBe(false);
    expect(screen.getByTestId('device-output-status').textContent).toBe('No output.');
  });

  it('keeps strengths under the caps and caps under the device max', async () => {
    const { coyote } = await connectedPage({ config: [0x84, 0x03, 0x05] }); // max 900
    expect(field('Channel A cap').value).toBe('900');
    fireEvent.change(field('Channel A cap'), { target: { value: '5000' } });
    expect(field('Channel A cap').value).toBe('900');
    fireEvent.change(field('Channel A cap'), { target: { value: '500' } });
    fireEvent.change(field('Channel A strength'), { target: { value: '800' } });
    expect(field('Channel A strength').value).toBe('500');
    fireEvent.click(screen.getByLabelText('Strong (1000)'));
    expect(field('Channel A strength').value).toBe('500');
    expect(field('Channel B strength').value).toBe('900');
    expect(field('Z (width)').value).toBe('31');
    fireEvent.change(field('Y (interval)'), { target: { value: '1031' } });
    expect(field('Y (interval)').value).toBe('1023');
    fireEvent.click(button('Send'));
    await waitFor(() => expect(coyote.writesTo(STRENGTH)).toHaveLength(1));
    // A=500, B=900.
    expect(coyote.writesTo(STRENGTH)[0]).toBe('84 A3 0F');
    fireEvent.keyDown(window, { key: 'Escape' });
    await waitFor(() => expect(coyote.writes.at(-1)?.hex).toBe('00 00 00'));
  });

  it('lets the user opt in to shock bursts only while connected', async () => {
    const { session } = await connectedPage();
    const toggle = screen.getByLabelText<HTMLInputElement>('Enable shock bursts for this show');
    expect(toggle.checked).toBe(false);
    expect(toggle.disabled).toBe(false);
    fireEvent.click(toggle);
    expect(session.getSnapshot().shockEnabled).toBe(true);
    fireEvent.click(button('Disconnect'));
    await waitFor(() => expect(button('Connect device')).toBeTruthy());
    expect(screen.getByLabelText<HTMLInputElement>('Enable shock bursts for this show').checked).toBe(false);
  });

  it('applies valid bridge messages through the caps and lists invalid ones', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const { coyote } = await connectedPage();
    const url = field('Bridge URL');
    expect(url.value).toBe('ws://localhost:8787');
    fireEvent.change(url, { target: { value: 'ws://127.0.0.1:9999' } });
    fireEvent.click(button('Connect bridge'));
    const socket = FakeSocket.last!;
    expect(socket.url).toBe('ws://127.0.0.1:9999/');
    expect(window.localStorage.getItem('gauntlet.device.bridgeUrl')).toBe('ws://127.0.0.1:9999/');
    act(() => socket.onopen?.());
    expect(screen.getByTestId('bridge-status').textContent).toBe('Connected');

    fireEvent.change(field('Channel A cap'), { target: { value: '600' } });
    socket.emit('{"channel":"A","strength":700,"preset":"Gentle"}');
    await waitFor(() => expect(coyote.writesTo(STRENGTH)).toEqual(['00 C0 12']));
    expect(screen.getByTestId('bridge-log').textContent).toContain('Channel A: A 600, B 0, Gentle wave');

    socket.emit('{"channel":"A","strength":9000}');
    expect(screen.getByTestId('bridge-log').textContent).toContain('Invalid message: strength:');
    socket.emit('not json');
    expect(screen.getByTestId('bridge-log').textContent).toContain('Invalid message: Not valid JSON');

    fireEvent.click(button('Stop'));
    await waitFor(() => expect(coyote.writes.at(-1)?.hex).toBe('00 00 00'));
    fireEvent.click(button('Disconnect bridge'));
    expect(socket.closed).toBe(true);
    expect(screen.getByTestId('bridge-status').textContent).toBe('Not connected');
  });

  it('refuses a bridge URL that is not a websocket', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    await connectedPage();
    fireEvent.change(field('Bridge URL'), { target: { value: 'http://example.com' } });
    fireEvent.click(button('Connect bridge'));
    expect(screen.getByText('Enter a websocket URL such as ws://localhost:8787.')).toBeTruthy();
    expect(FakeSocket.last).toBeNull();
  });
});

describe('DevicePage in Spanish', () => {
  beforeAll(() => activateLanguage('es'));
  afterAll(() => activateLanguage('en'));

  it('explains a browser without Web Bluetooth in Spanish', () => {
    open(new DeviceSession({ bluetooth: null }));
    expect(screen.getByRole('heading', { name: 'Este navegador no tiene Web Bluetooth' })).toBeTruthy();
    expect(screen.getByTestId('no-bluetooth').textContent).toContain(
      'o la opción --enable-features=WebBluetooth), por https o localhost. Firefox y Safari no lo ofrecen.',
    );
  });

  it('shows the safety notice, the bridge and its refusals in Spanish', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    open(new DeviceSession({ bluetooth: fakeCoyote().bluetooth }));
    expect(screen.getByTestId('device-consent').textContent).toContain(
      'Parar (abajo a la derecha, o la tecla Escape) pone los dos canales a cero al instante.',
    );
    fireEvent.click(screen.getByLabelText(/Soy adulto/));
    fireEvent.click(button('Doy mi consentimiento'));
    expect(screen.getByTestId('bridge-status').textContent).toBe('Sin conectar');
    fireEvent.change(field('URL del puente'), { target: { value: 'http://example.com' } });
    fireEvent.click(button('Conectar puente'));
    expect(screen.getByText('Escribe una URL de websocket, como ws://localhost:8787.')).toBeTruthy();
    expect(FakeSocket.last).toBeNull();
  });

  it('words a device failure by its code in Spanish', async () => {
    open(new DeviceSession({ bluetooth: fakeCoyote({ noGatt: true }).bluetooth }));
    fireEvent.click(screen.getByLabelText(/Soy adulto/));
    fireEvent.click(button('Doy mi consentimiento'));
    fireEvent.click(button('Conectar dispositivo'));
    expect((await screen.findByTestId('device-failure')).textContent).toBe('El dispositivo no ofrece servidor GATT');
  });
});
