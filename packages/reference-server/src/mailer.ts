import net from 'node:net';
import tls from 'node:tls';

/** An e-mail to send. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail: to the server log in development, over SMTP when `SMTP_URL` is set. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Development mailer: writes the message to the server log (it contains the one-time code). */
export class LogMailer implements Mailer {
  readonly sent: Mail[] = [];
  readonly #quiet: boolean;

  constructor(options: { quiet?: boolean } = {}) {
    this.#quiet = options.quiet ?? false;
  }

  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
    if (this.sent.length > 100) this.sent.shift();
    if (!this.#quiet) console.info(`[mail] to ${mail.to}: ${mail.subject}\n${mail.text}`);
  }
}

/**
 * A small SMTP client for `SMTP_URL` (`smtp://user:pass@host:587` with STARTTLS when offered,
 * `smtps://…:465` for implicit TLS). `SMTP_FROM` sets the sender.
 */
export class SmtpMailer implements Mailer {
  readonly #url: URL;
  readonly #from: string;

  constructor(smtpUrl: string, from = 'Childhood Memories <no-reply@localhost>') {
    this.#url = new URL(smtpUrl);
    this.#from = from;
  }

  async send(mail: Mail): Promise<void> {
    const secure = this.#url.protocol === 'smtps:';
    const host = this.#url.hostname;
    const port = Number(this.#url.port || (secure ? 465 : 587));
    let socket: net.Socket = secure
      ? tls.connect({ host, port, servername: host })
      : net.connect({ host, port });
    socket.setTimeout(20_000, () => socket.destroy(new Error('SMTP timeout')));
    let buffer = '';
    let waiting: ((line: string) => void) | undefined;
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      // A reply is complete at a line "NNN text" (not "NNN-text").
      const match = /(?:^|\r\n)(\d{3}) [^\r\n]*\r\n$/.exec(buffer);
      if (match && waiting) {
        const reply = buffer;
        buffer = '';
        const resolve = waiting;
        waiting = undefined;
        resolve(reply);
      }
    };
    const attach = (s: net.Socket) => {
      s.on('data', onData);
      s.on('error', () => undefined);
    };
    attach(socket);
    const read = () =>
      new Promise<string>((resolve, reject) => {
        waiting = resolve;
        socket.once('error', reject);
      });
    const expect = async (codes: string[]) => {
      const reply = await read();
      const code = reply
        .slice(reply.lastIndexOf('\r\n', reply.length - 3) + 1)
        .trim()
        .slice(0, 3);
      if (!codes.includes(code)) throw new Error(`SMTP answered ${code}`);
      return reply;
    };
    const command = async (line: string, codes: string[]) => {
      socket.write(`${line}\r\n`);
      return expect(codes);
    };
    try {
      await expect(['220']);
      let ehlo = await command('EHLO localhost', ['250']);
      if (!secure && /STARTTLS/i.test(ehlo)) {
        await command('STARTTLS', ['220']);
        socket.removeListener('data', onData);
        socket = tls.connect({ socket, servername: host });
        attach(socket);
        await new Promise<void>((resolve, reject) => {
          socket.once('secureConnect', () => resolve());
          socket.once('error', reject);
        });
        ehlo = await command('EHLO localhost', ['250']);
      }
      if (this.#url.username) {
        const auth = Buffer.from(
          `\u0000${decodeURIComponent(this.#url.username)}\u0000${decodeURIComponent(this.#url.password)}`,
        ).toString('base64');
        await command(`AUTH PLAIN ${auth}`, ['235']);
      }
      const fromAddress = /<([^>]+)>/.exec(this.#from)?.[1] ?? this.#from;
      await command(`MAIL FROM:<${fromAddress}>`, ['250']);
      await command(`RCPT TO:<${mail.to}>`, ['250', '251']);
      await command('DATA', ['354']);
      const body = [
        `From: ${this.#from}`,
        `To: ${mail.to}`,
        `Subject: ${mail.subject}`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        'Content-Transfer-Encoding: 8bit',
        '',
        ...mail.text.split(/\r?\n/).map((line) => (line.startsWith('.') ? `.${line}` : line)),
        '.',
      ].join('\r\n');
      await command(body, ['250']);
      await command('QUIT', ['221']);
    } finally {
      socket.end();
    }
  }
}
