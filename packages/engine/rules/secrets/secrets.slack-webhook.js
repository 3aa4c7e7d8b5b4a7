// vigil: secrets.slack-webhook
const hook = "https://hooks.slack.com/services/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";
// vigil-ok: secrets.slack-webhook
const configured = process.env.SLACK_WEBHOOK_URL;
