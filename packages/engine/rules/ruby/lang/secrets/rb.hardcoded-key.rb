require 'jwt'

# vigil: rb.hardcoded-key
Rails.application.config.secret_key_base = 'a3f9c0e1b2d4f6a8c0e2b4d6f8a0c2e4'

def issue(user)
  # vigil: rb.hardcoded-key
  JWT.encode({ sub: user.id }, 'jwt-signing-secret', 'HS256')
end

def sign(body)
  # vigil: rb.hardcoded-key
  OpenSSL::HMAC.hexdigest('SHA256', 'webhook-secret', body)
end

def issue_safe(user)
  # vigil-ok: rb.hardcoded-key
  JWT.encode({ sub: user.id }, ENV.fetch('JWT_SECRET'), 'HS256')
end

module WebhookSigning
  # vigil: rb.hardcoded-key
  SIGNING_SECRET = "whsec-parcels-2026-0f9e8d7c"
  # vigil-ok: rb.hardcoded-key
  WEBHOOK_SECRET = ENV.fetch("WEBHOOK_SECRET")
  # vigil-ok: rb.hardcoded-key
  SIGNING_SECRET_HEADER = "X-Signature"
end
