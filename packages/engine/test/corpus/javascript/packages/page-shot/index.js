'use strict';
/**
 * page-shot: middleware rendering a page to an image or PDF with a headless browser. The browser
 * loads what it is told, internal addresses and the cloud metadata endpoint included.
 */
const puppeteer = require('puppeteer');
const { chromium } = require('playwright');
const ALLOWED = new Set(['docs.example.com', 'blog.example.com']);

module.exports = function shotMiddleware(opts) {
  return async function (req, res) {
    const browser = await chromium.launch();
    const page = await browser.newPage();
    // vigil: js.ssrf
    await page.goto(req.query.url);
    res.end(await page.screenshot());
  };
};

module.exports.safe = function shotMiddlewareSafe(opts) {
  return async function (req, res) {
    let target;
    try {
      target = new URL(req.query.url);
    } catch (e) {
      return res.end();
    }
    if (target.protocol !== 'https:' || !ALLOWED.has(target.hostname)) return res.end();
    const browser = await puppeteer.launch();
    const page = await browser.newPage();
    // vigil-ok: js.ssrf
    await page.goto(target.href);
    res.end(await page.pdf());
  };
};

