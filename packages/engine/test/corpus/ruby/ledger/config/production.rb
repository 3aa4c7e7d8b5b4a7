Rails.application.configure do
  # vigil: rb.debug-enabled
  config.consider_all_requests_local = true
  # vigil-ok: rb.cookie-insecure
  config.force_ssl = true
end
