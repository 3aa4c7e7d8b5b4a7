Rails.application.configure do
  # vigil: rb.cleartext-transport
  config.force_ssl = false
  # vigil-ok: rb.cleartext-transport
  config.force_ssl = true
  # vigil-ok: rb.cleartext-transport
  config.ssl_options = { hsts: { subdomains: true } }
end
