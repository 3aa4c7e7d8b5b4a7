'use strict';

const express = require('express');

const router = express.Router();

// Mentions are `@` and a user id: what the pattern matches holds letters, digits and dashes only,
// so each mention can be searched for as a regular expression as it is.
router.post('/comments/preview', (req, res) => {
  const mentionPattern = new RegExp(/@[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi);
  const mentions = req.body.comment.match(mentionPattern) || [];
  let text = req.body.comment;
  for (const mention of mentions) {
    // vigil-ok: js.regex-injection
    text = text.replace(new RegExp(mention, 'g'), '<user>');
  }
  res.json({ text });
});

// Words cut out with a pattern that admits any character but a space keep `(`, `*` and `+`.
router.post('/comments/highlight', (req, res) => {
  const words = req.body.comment.match(/\S+/g) || [];
  let text = req.body.comment;
  for (const word of words) {
    // vigil: js.regex-injection
    text = text.replace(new RegExp(word, 'g'), '<b>$&</b>');
  }
  res.json({ text });
});

// Tags are a `#` and word characters: a tag written into the page holds no markup.
router.get('/tags/preview', (req, res) => {
  const tags = String(req.query.text).match(/#\w+/g) || [];
  // vigil-ok: js.xss
  res.send('<p>' + tags.join(' ') + '</p>');
});

// The same text matched with a dot admits `<` and `>`.
router.get('/tags/raw', (req, res) => {
  const tags = String(req.query.text).match(/#.+/g) || [];
  // vigil: js.xss
  res.send('<p>' + tags.join(' ') + '</p>');
});

module.exports = router;
