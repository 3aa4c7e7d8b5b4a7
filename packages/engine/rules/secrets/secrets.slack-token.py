import os
# vigil: secrets.slack-token
SLACK_BOT_TOKEN = "xoxb-48347824504-000883873716-QFI14zGtSnovm14TUOizwd1i"
# vigil-ok: secrets.slack-token
SLACK_BOT_TOKEN = os.environ.get("SLACK_BOT_TOKEN")
