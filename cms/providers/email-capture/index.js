'use strict';

const nodeCrypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/**
 * Email provider for local runs: every mail becomes `<dir>/<timestamp>-<id>.json` with
 * { id, to, from, replyTo, subject, text, html, sentAt }. The cms reads them back at /api/dev-mail.
 */
module.exports = {
  init(providerOptions = {}, settings = {}) {
    const dir = providerOptions.dir || path.join(process.cwd(), '.tmp', 'mail');
    return {
      async send(options) {
        fs.mkdirSync(dir, { recursive: true });
        const sentAt = new Date();
        const id = `${sentAt.getTime()}-${nodeCrypto.randomBytes(4).toString('hex')}`;
        const mail = {
          id,
          to: options.to,
          from: options.from || settings.defaultFrom,
          replyTo: options.replyTo || settings.defaultReplyTo,
          subject: options.subject,
          text: options.text,
          html: options.html,
          sentAt: sentAt.toISOString(),
        };
        const file = path.join(dir, `${id}.json`);
        await fs.promises.writeFile(`${file}.part`, JSON.stringify(mail, null, 2));
        await fs.promises.rename(`${file}.part`, file);
      },
    };
  },
};
