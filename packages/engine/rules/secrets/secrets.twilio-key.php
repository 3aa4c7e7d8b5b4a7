<?php
// vigil: secrets.twilio-key
$twilioKey = "SK72014b3ce107f80e222f828767efc2f9";
// vigil-ok: secrets.twilio-key
$fromEnv = getenv("TWILIO_API_KEY");
