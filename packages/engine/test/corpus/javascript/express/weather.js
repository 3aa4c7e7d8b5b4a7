'use strict';

const express = require('express');
const axios = require('axios');

const router = express.Router();

// The forecast service is fixed; the city only selects which forecast it returns. The page shows
// the service's answer, not the city the visitor typed.
router.get('/forecast', async (req, res) => {
  const answer = await axios.get(
    'https://forecast.example.net/v2/cities/' + req.query.city,
  );
  // vigil-ok: js.xss
  res.send(answer.data);
});

// The city itself echoed into the page is the visitor's text.
router.get('/forecast/title', async (req, res) => {
  const answer = await axios.get(
    'https://forecast.example.net/v2/cities/' + req.query.city,
  );
  // vigil: js.xss
  res.send('<h1>' + req.query.city + '</h1>' + answer.data.summary);
});

// A mirror that fetches whatever address it is given reaches the internal network.
router.get('/mirror', async (req, res) => {
  // vigil: js.ssrf
  const answer = await axios.get(req.query.source);
  res.json({ length: String(answer.data).length });
});

module.exports = router;
