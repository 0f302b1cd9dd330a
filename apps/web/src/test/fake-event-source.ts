/**
 * A stand-in for the browser's EventSource (happy-dom's would connect): a test installs it with
 * `vi.stubGlobal('EventSource', FakeEventSource)`, finds the stream a screen opened by its URL,
 * and makes the server say something on it.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;

  constructor(readonly url: string) {
    super();
    FakeEventSource.opened.push(this);
  }

  /** The last stream opened on `url`. */
  static at(url: string): FakeEventSource | undefined {
    return FakeEventSource.opened.findLast((source) => source.url === url);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** An event from the server, its data sent as JSON, with the `id:` line given. */
  say(event: string, data: unknown, lastEventId = '') {
    this.dispatchEvent(new MessageEvent(event, { data: JSON.stringify(data), lastEventId }));
  }
}
