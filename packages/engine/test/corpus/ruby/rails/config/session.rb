Rails.application.configure do
  # vigil: rb.cookie-insecure
  config.session_store :cookie_store, key: "_crm_session", secure: false, httponly: false
end
