Rails.application.configure do
  config.force_ssl = true
  # vigil-ok: rb.debug-enabled
  config.consider_all_requests_local = false
  # vigil-ok: rb.cookie-insecure
  config.session_store :cookie_store, key: "_crm_session", secure: true, httponly: true, same_site: :lax
end
