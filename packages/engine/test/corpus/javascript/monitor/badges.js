// Status badges of a monitoring service, embedded in README files as images.
const express = require("express");
const { makeBadge } = require("badge-maker");

const router = express.Router();
const uptimes = new Map();

router.get("/api/badge/:id/uptime", (request, response) => {
    const { label = "uptime", style = "flat", color = "green" } = request.query;
    const uptime = uptimes.get(Number(request.params.id)) ?? 0;
    const svg = makeBadge({ label, message: `${uptime} %`, color, style });
    response.type("image/svg+xml");
    // vigil-ok: js.xss
    response.send(svg);
});

router.get("/api/badge/:id/plain", (request, response) => {
    const { label = "uptime" } = request.query;
    const uptime = uptimes.get(Number(request.params.id)) ?? 0;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="20"><text x="4" y="14">${label}: ${uptime} %</text></svg>`;
    response.type("image/svg+xml");
    // vigil: js.xss
    response.send(svg);
});

module.exports = router;
