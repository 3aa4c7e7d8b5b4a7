package mail

// vigil: secrets.sendgrid-key
const sendgridKey = "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"

// vigil-ok: secrets.sendgrid-key
var fromEnv = "SG.placeholder"
