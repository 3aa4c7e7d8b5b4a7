'use strict';
const { WebClient } = require('@slack/web-api');
const Stripe = require('stripe');

// vigil: secrets.slack-token
const slack = new WebClient('xoxp-11436087280-58399164454-433033565521-9454647de89e806bc52842f9fdd7224e');
// vigil-ok: secrets.stripe-key
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);
// vigil: secrets.stripe-key
const legacyStripe = new Stripe('sk_live_ZcRZCh96hExzIpIQftca4svm');

async function notify(channel, text) {
  await slack.chat.postMessage({ channel, text });
}

module.exports = { notify, stripe, legacyStripe };
